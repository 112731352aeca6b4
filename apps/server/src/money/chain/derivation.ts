/**
 * Addresses from the operator's account-level extended public key (docs/decisions/140): the server can derive every
 * address and spend from none. Deposit addresses are branch 0, one index per customer; the treasury is branch 1, index 0.
 */
import { HARDENED_OFFSET, HDKey } from '@scure/bip32'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, type Address } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'

export const ACCOUNT_PATH = "m/44'/60'/0'"
export const DEPOSIT_BRANCH = 0
export const TREASURY_BRANCH = 1
export const TREASURY_INDEX = 0
/** Non-hardened child indexes only: a hardened one cannot be derived from a public key. */
export const MAX_INDEX = 0x7fffffff

export class XpubError extends Error {}

/** An account-level extended public key, checked: public only, depth 3 (m/purpose'/coin'/account'), hardened. */
export interface AccountKey {
  deriveAddress(branch: number, index: number): Address
}

export function parseAccountXpub(xpub: string): AccountKey {
  let key: HDKey
  try {
    key = HDKey.fromExtendedKey(xpub.trim())
  } catch {
    throw new XpubError('ETHEREUM_XPUB is not an extended public key (xpub…).')
  }
  if (key.privateKey) throw new XpubError('ETHEREUM_XPUB holds a private key: give the server the extended public key only.')
  if (key.depth !== 3 || key.index < HARDENED_OFFSET) {
    throw new XpubError(`ETHEREUM_XPUB must be an account-level key (${ACCOUNT_PATH}, depth 3); this one is at depth ${key.depth}.`)
  }
  const branches = new Map<number, HDKey>()
  return {
    deriveAddress(branch, index) {
      if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) throw new RangeError(`Index ${index} is out of range`)
      let node = branches.get(branch)
      if (!node) {
        node = key.deriveChild(branch)
        branches.set(branch, node)
      }
      return publicAddress(node.deriveChild(index).publicKey!)
    },
  }
}

/** The address of a compressed secp256k1 public key. */
function publicAddress(compressed: Uint8Array): Address {
  const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false)
  return publicKeyToAddress(bytesToHex(uncompressed))
}
