/**
 * Recipient address checks per chain, exact (checksums included). Pure: used by the server and the send form.
 * Only the address format is judged; whether the address exists on its chain is not knowable offline.
 */
import { blake2b } from '@noble/hashes/blake2.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { assetName, type AssetId } from '../assets.ts'

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const RIPPLE_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'

/** Base58 to bytes (leading first-alphabet characters are leading zero bytes); null when a character is foreign. */
export function base58Decode(text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null {
  if (text.length === 0 || text.length > 200) return null
  const bytes: number[] = []
  for (const char of text) {
    let carry = alphabet.indexOf(char)
    if (carry < 0) return null
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  for (const char of text) {
    if (char !== alphabet[0]) break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}

const sha256d = (data: Uint8Array) => sha256(sha256(data))

/** Base58Check: payload and the first 4 bytes of its double SHA-256. Returns the payload (version byte first). */
function base58Check(text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null {
  const bytes = base58Decode(text, alphabet)
  if (!bytes || bytes.length < 5) return null
  const payload = bytes.subarray(0, bytes.length - 4)
  const checksum = sha256d(payload)
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[payload.length + i]) return null
  return payload
}

/** A 25-byte Base58Check address (version byte + 20-byte hash) with one of the given versions. */
function isBase58Hash160(text: string, versions: number[], alphabet = BITCOIN_ALPHABET): boolean {
  const payload = base58Check(text, alphabet)
  return payload !== null && payload.length === 21 && versions.includes(payload[0]!)
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

function polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let chk = 1
  for (const v of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ v
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generators[i]!
  }
  return chk >>> 0
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = []
  for (const c of hrp) out.push(c.charCodeAt(0) >> 5)
  out.push(0)
  for (const c of hrp) out.push(c.charCodeAt(0) & 31)
  return out
}

/** Bech32 or Bech32m: human part, 5-bit data (checksum removed) and which encoding matched. */
export function bech32Decode(text: string, maxLength = 90): { hrp: string; data: number[]; variant: 'bech32' | 'bech32m' } | null {
  if (text.length > maxLength || (text !== text.toLowerCase() && text !== text.toUpperCase())) return null
  const lower = text.toLowerCase()
  const split = lower.lastIndexOf('1')
  if (split < 1 || split + 7 > lower.length) return null
  const hrp = lower.slice(0, split)
  for (const c of hrp) if (c.charCodeAt(0) < 33 || c.charCodeAt(0) > 126) return null
  const data: number[] = []
  for (const c of lower.slice(split + 1)) {
    const v = BECH32_CHARSET.indexOf(c)
    if (v < 0) return null
    data.push(v)
  }
  const check = polymod([...hrpExpand(hrp), ...data])
  const variant = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null
  if (!variant) return null
  return { hrp, data: data.slice(0, -6), variant }
}

/** Regroups bits (5 → 8 for bech32 data); null when the padding is not zero or too long. */
function convertBits(data: number[], from: number, to: number): number[] | null {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const maxv = (1 << to) - 1
  for (const value of data) {
    acc = (acc << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & maxv)
    }
  }
  if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) return null
  return out
}

/** A SegWit address (BIP-173 / BIP-350) for the given human-readable part. */
function isSegwit(text: string, hrp: string): boolean {
  const decoded = bech32Decode(text)
  if (!decoded || decoded.hrp !== hrp || decoded.data.length < 1) return false
  const version = decoded.data[0]!
  if (version > 16) return false
  const program = convertBits(decoded.data.slice(1), 5, 8)
  if (!program || program.length < 2 || program.length > 40) return false
  if (version === 0) return decoded.variant === 'bech32' && (program.length === 20 || program.length === 32)
  return decoded.variant === 'bech32m'
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** 0x + 40 hex digits; mixed case must carry a valid EIP-55 checksum. */
export function isEthereumAddress(text: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return false
  const body = text.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  const hash = hex(keccak_256(new TextEncoder().encode(body.toLowerCase())))
  for (let i = 0; i < 40; i++) {
    const c = body[i]!
    if (/[a-f]/.test(c) && parseInt(hash[i]!, 16) >= 8) return false
    if (/[A-F]/.test(c) && parseInt(hash[i]!, 16) < 8) return false
  }
  return true
}

/** The EIP-55 mixed-case form of an address (for tests and display). */
export function toChecksumAddress(text: string): string {
  const body = text.slice(2).toLowerCase()
  const hash = hex(keccak_256(new TextEncoder().encode(body)))
  return `0x${Array.from(body, (c, i) => (parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c)).join('')}`
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const b of bytes) {
    crc ^= b
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** Cardano: Shelley `addr1…` (bech32 without the 90-character limit) or Byron base58 (CBOR with a CRC32). */
function isCardanoAddress(text: string): boolean {
  if (text.startsWith('addr1')) {
    const decoded = bech32Decode(text, 130)
    if (!decoded || decoded.hrp !== 'addr' || decoded.variant !== 'bech32') return false
    const bytes = convertBits(decoded.data, 5, 8)
    // Header nibble: address type 0–7 (base, pointer, enterprise), network 1 (mainnet).
    return bytes !== null && bytes.length >= 29 && bytes.length <= 57 && (bytes[0]! & 0x0f) === 1 && bytes[0]! >> 4 <= 7
  }
  const bytes = base58Decode(text)
  if (!bytes || bytes.length < 10 || bytes[0] !== 0x82 || bytes[1] !== 0xd8 || bytes[2] !== 0x18) return false
  let offset = 3
  let length: number
  const head = bytes[offset++]!
  if (head >= 0x40 && head <= 0x57) length = head - 0x40
  else if (head === 0x58) length = bytes[offset++]!
  else if (head === 0x59) {
    length = (bytes[offset]! << 8) | bytes[offset + 1]!
    offset += 2
  } else return false
  const payload = bytes.subarray(offset, offset + length)
  if (payload.length !== length) return false
  offset += length
  const crcHead = bytes[offset++]
  let crc: number
  if (crcHead === 0x1a && bytes.length === offset + 4) {
    crc = ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0
  } else if (crcHead === 0x19 && bytes.length === offset + 2) {
    crc = (bytes[offset]! << 8) | bytes[offset + 1]!
  } else if (crcHead === 0x18 && bytes.length === offset + 1) {
    crc = bytes[offset]!
  } else if (crcHead !== undefined && crcHead < 0x18 && bytes.length === offset) {
    crc = crcHead
  } else return false
  return crc32(payload) === crc
}

/** Polkadot SS58 with network prefix 0: 1 + 32-byte account + 2-byte BLAKE2b checksum. */
function isPolkadotAddress(text: string): boolean {
  const bytes = base58Decode(text)
  if (!bytes || bytes.length !== 35 || bytes[0] !== 0) return false
  const body = bytes.subarray(0, 33)
  const preimage = new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body])
  const hash = blake2b(preimage, { dkLen: 64 })
  return hash[0] === bytes[33] && hash[1] === bytes[34]
}

const VALIDATORS: Record<AssetId, (text: string) => boolean> = {
  BTC: (a) => isBase58Hash160(a, [0x00, 0x05]) || isSegwit(a, 'bc'),
  LTC: (a) => isBase58Hash160(a, [0x30, 0x32, 0x05]) || isSegwit(a, 'ltc'),
  DOGE: (a) => isBase58Hash160(a, [0x1e, 0x16]),
  ETH: isEthereumAddress,
  USDT: isEthereumAddress,
  BNB: isEthereumAddress,
  SOL: (a) => base58Decode(a)?.length === 32,
  XRP: (a) => a.startsWith('r') && isBase58Hash160(a, [0x00], RIPPLE_ALPHABET),
  ADA: isCardanoAddress,
  DOT: isPolkadotAddress,
}

export function isValidAddress(asset: AssetId, address: string): boolean {
  return VALIDATORS[asset](address)
}

/** The message for a malformed recipient address of this asset. */
export function invalidAddressMessage(asset: AssetId): string {
  return `Please enter a valid ${assetName(asset)} address.`
}
