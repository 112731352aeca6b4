/**
 * The operator's account-level key (m/44'/60'/0' by default), read from a BIP-39 mnemonic or an xprv, and the
 * signing accounts under it at <branch>/<index>. The key's text never enters a message: every failure to read it is
 * one fixed sentence.
 */
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist as english } from '@scure/bip39/wordlists/english'
import * as Hex from 'ox/Hex'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { Refusal } from './refusal.ts'

const HARDENED = 0x8000_0000

export interface AccountKey {
  /** The local account that signs for accountPath/branch/index. */
  accountAt(branch: number, index: number): PrivateKeyAccount
}

/** The numbered steps of a path such as m/44'/60'/0', hardened ones offset as BIP-32 writes them. */
function pathSteps(path: string): number[] {
  return path
    .split('/')
    .slice(1)
    .map((step) => (step.endsWith("'") ? Number.parseInt(step, 10) + HARDENED : Number.parseInt(step, 10)))
}

function fromExtendedKey(text: string, accountPath: string): HDKey {
  let key: HDKey
  try {
    key = HDKey.fromExtendedKey(text)
  } catch {
    throw new Refusal('The key file holds an extended key that is not a valid xprv.')
  }
  if (!key.privateKey) throw new Refusal('The key file holds a public extended key (xpub): signing needs the xprv.')
  // An xprv carries its depth and its last step, not its whole path: both must be those of the account path.
  const steps = pathSteps(accountPath)
  if (key.depth !== steps.length || key.index !== (steps.at(-1) ?? 0)) {
    throw new Refusal(`The key file's xprv is not an account-level key at ${accountPath}.`)
  }
  return key
}

function fromMnemonic(text: string, accountPath: string): HDKey {
  const words = text.split(/\s+/).join(' ').toLowerCase()
  if (!validateMnemonic(words, english)) {
    throw new Refusal('The key file holds neither a BIP-39 mnemonic (English words) nor an account-level xprv.')
  }
  return HDKey.fromMasterSeed(mnemonicToSeedSync(words)).derive(accountPath)
}

/** Reads the key file's text: an xprv (account level) or a BIP-39 mnemonic (derived at accountPath). */
export function readAccountKey(text: string, accountPath: string): AccountKey {
  const trimmed = text.trim()
  const root = /^xp(rv|ub)/.test(trimmed) ? fromExtendedKey(trimmed, accountPath) : fromMnemonic(trimmed, accountPath)
  const accounts = new Map<string, PrivateKeyAccount>()
  return {
    accountAt(branch, index) {
      const id = `${branch}/${index}`
      let account = accounts.get(id)
      if (!account) {
        const child = root.deriveChild(branch).deriveChild(index)
        account = privateKeyToAccount(Hex.fromBytes(child.privateKey!))
        accounts.set(id, account)
      }
      return account
    },
  }
}
