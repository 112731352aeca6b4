import { sha256 } from '@noble/hashes/sha2.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEthereumAddress, isValidAddress, toChecksumAddress } from './addresses.ts'
import type { AssetId } from '../assets.ts'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Test-side Base58Check encoder, to build addresses with a chosen version byte. */
function base58Check(version: number, hash: Uint8Array): string {
  const payload = Uint8Array.from([version, ...hash])
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  const bytes = [...payload, ...checksum]
  let n = BigInt(`0x${bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}`)
  let out = ''
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out
    n /= 58n
  }
  for (const b of bytes) {
    if (b !== 0) break
    out = `1${out}`
  }
  return out
}

/** Changes one character to another of the same alphabet, keeping the length. */
function corrupt(address: string, at = address.length - 3): string {
  const c = address[at]!
  const replacement = c === 'x' ? 'y' : c === '2' ? '3' : 'x'
  return address.slice(0, at) + replacement + address.slice(at + 1)
}

const VALID: Record<AssetId, string[]> = {
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ],
  LTC: [base58Check(0x30, new Uint8Array(20).fill(7)), base58Check(0x32, new Uint8Array(20).fill(9)), base58Check(0x05, new Uint8Array(20).fill(1))],
  DOGE: [base58Check(0x1e, new Uint8Array(20).fill(3)), base58Check(0x16, new Uint8Array(20).fill(4))],
  ETH: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb'],
  USDT: ['0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  BNB: ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
  SOL: ['So11111111111111111111111111111111111111112', '11111111111111111111111111111111'],
  XRP: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'],
  ADA: [
    'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
    'Ae2tdPwUPEZFRbyhz3cpfC2CumGzNkFBN2L42rcUc2yjQpEkxDbkPodpMAi',
  ],
  DOT: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
}

describe('recipient addresses', () => {
  for (const [asset, addresses] of Object.entries(VALID).filter(([a]) => a !== 'SOL') as [AssetId, string[]][]) {
    it(`accepts well-formed ${asset} addresses and refuses them with one character changed`, () => {
      for (const address of addresses) {
        expect(isValidAddress(asset, address), address).toBe(true)
        expect(isValidAddress(asset, corrupt(address)), corrupt(address)).toBe(false)
      }
    })
  }

  it('accepts a Solana address only when it decodes to exactly 32 bytes (Solana addresses carry no checksum)', () => {
    for (const address of VALID.SOL) expect(isValidAddress('SOL', address)).toBe(true)
    expect(isValidAddress('SOL', '1111111111111111111111111111111')).toBe(false)
    expect(isValidAddress('SOL', 'So111111111111111111111111111111111111111122')).toBe(false)
    expect(isValidAddress('SOL', 'So11111111111111111111111111111111111111110')).toBe(false)
  })

  it('refuses addresses of another chain', () => {
    expect(isValidAddress('BTC', VALID.LTC[0]!)).toBe(false)
    expect(isValidAddress('LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false)
    expect(isValidAddress('DOGE', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false)
    expect(isValidAddress('LTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
    expect(isValidAddress('ETH', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(false)
    expect(isValidAddress('XRP', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false)
    expect(isValidAddress('SOL', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false)
  })

  it('refuses a bech32 address in mixed case, with a bech32m checksum on version 0, or a wrong program length', () => {
    expect(isValidAddress('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4')).toBe(false)
    // BIP-350 invalid vectors: version 0 with a bech32m checksum; version 1 with a bech32 checksum.
    expect(isValidAddress('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(false)
    expect(isValidAddress('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBe(false)
  })

  it('checks the EIP-55 checksum only for mixed-case Ethereum addresses', () => {
    expect(isEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true)
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false)
    expect(isEthereumAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toBe(false)
    expect(isEthereumAddress('0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
  })

  it('the checksummed form of any 20 bytes is accepted, and flipping the case of one letter in it is refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const address = toChecksumAddress(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`)
        expect(isEthereumAddress(address)).toBe(true)
        const body = address.slice(2)
        if (!/[a-fA-F]/.test(body)) return
        const i = [...body].findIndex((c) => /[a-fA-F]/.test(c))
        const flipped = body[i] === body[i]!.toLowerCase() ? body[i].toUpperCase() : body[i]!.toLowerCase()
        const changed = `${body.slice(0, i)}${flipped}${body.slice(i + 1)}`
        // A single-case result is the unchecksummed form, valid by definition.
        if (changed === changed.toLowerCase() || changed === changed.toUpperCase()) return
        expect(isEthereumAddress(`0x${changed}`)).toBe(false)
      }),
    )
  })

  it('refuses empty, blank and hostile strings for every asset', () => {
    for (const asset of Object.keys(VALID) as AssetId[]) {
      for (const bad of ['', ' ', '0', '<script>', 'x'.repeat(5000), '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa '.trim() + '\u0000']) {
        expect(isValidAddress(asset, bad)).toBe(false)
      }
    }
  })
})
