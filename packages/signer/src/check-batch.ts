/**
 * What the signer checks before it signs anything: that each entry's transaction does exactly what the entry says
 * (asset, amount, recipient), is signed by the key the entry names, on the batch's chain, and that each kind of
 * entry moves money the way that kind does (docs/decisions/144-the-signers-trust-boundary.md). Every problem of
 * the batch is reported at once.
 */
import type { BatchEntry, PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import * as AbiFunction from 'ox/AbiFunction'
import * as Address from 'ox/Address'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { AccountKey } from './account-key.ts'
import { Refusal } from './refusal.ts'
import { ETH_DECIMALS, toBaseUnits } from './units.ts'

/** The treasury's place under the account key: it pays the payouts and the gas top-ups, and receives the sweeps. */
export const TREASURY = { branch: 1, index: 0 } as const
/** Deposit addresses: one index per customer, swept to the treasury. */
const DEPOSIT_BRANCH = 0

/** Addresses are derived without hardening, as the server derives them from the xpub: indexes below 2^31. */
export const FIRST_HARDENED_INDEX = 0x8000_0000

const ERC20_TRANSFER = AbiFunction.from('function transfer(address to, uint256 value) returns (bool)')

/** An entry that passed every check, with what signing needs. */
export interface CheckedEntry {
  entry: BatchEntry
  account: PrivateKeyAccount
  /** The amount in the asset's base units, and those units' decimals. */
  units: bigint
  decimals: number
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** What the transaction really moves, checked against the entry: ETH by to/value, a token by its transfer calldata. */
function transferProblems(entry: BatchEntry, batch: PayoutBatchFile, units: bigint): string[] {
  const { tx } = entry
  if (entry.asset === 'ETH') {
    const problems: string[] = []
    if (!sameAddress(tx.to, entry.recipient)) problems.push(`its transaction sends ETH to ${tx.to}, not to the recipient ${entry.recipient}`)
    if (BigInt(tx.value) !== units) problems.push(`its transaction sends ${tx.value} wei, not the amount's ${units}`)
    if (tx.data !== '0x') problems.push('its ETH transaction carries calldata')
    return problems
  }
  const token = batch.tokens[entry.asset]! // amountOf has found it
  const problems: string[] = []
  if (!sameAddress(tx.to, token.address)) problems.push(`its transaction calls ${tx.to}, not the ${entry.asset} contract ${token.address}`)
  if (tx.value !== '0') problems.push(`its token transaction also sends ${tx.value} wei`)
  let to: `0x${string}`, value: bigint
  try {
    ;[to, value] = AbiFunction.decodeData(ERC20_TRANSFER, tx.data as `0x${string}`)
  } catch {
    return [...problems, 'its calldata is not an ERC-20 transfer(address, uint256)']
  }
  if (!sameAddress(to, entry.recipient)) problems.push(`its calldata transfers to ${Address.checksum(to)}, not to the recipient ${entry.recipient}`)
  if (value !== units) problems.push(`its calldata transfers ${value} base units, not the amount's ${units}`)
  // Decoding ignores bytes after the arguments: the calldata must be exactly the transfer, nothing appended.
  else if (!sameAddress(tx.data, AbiFunction.encodeData(ERC20_TRANSFER, [to, value]))) {
    problems.push('its calldata carries bytes after the transfer')
  }
  return problems
}

/** The asset's decimals and the amount in its base units, or why they cannot be had. */
function amountOf(entry: BatchEntry, batch: PayoutBatchFile): { decimals: number; units: bigint } | string {
  const decimals = entry.asset === 'ETH' ? ETH_DECIMALS : batch.tokens[entry.asset]?.decimals
  if (decimals === undefined) return `the batch's tokens do not say which contract is ${entry.asset}`
  const units = toBaseUnits(entry.amount, decimals)
  if (units === null) return `its amount ${entry.amount} has more decimals than ${entry.asset}'s ${decimals}`
  if (units === 0n) return 'its amount is zero'
  return { decimals, units }
}

/** The rules of each kind of entry: who pays, who receives, in what. */
function kindProblems(entry: BatchEntry, laterEntries: BatchEntry[], treasury: string): string[] {
  const fromTreasury = entry.branch === TREASURY.branch && entry.index === TREASURY.index
  switch (entry.kind) {
    case 'payout':
      return fromTreasury ? [] : ['a payout is paid from the treasury (1/0)']
    case 'gas-top-up': {
      const problems: string[] = []
      if (!fromTreasury) problems.push('a gas top-up is paid from the treasury (1/0)')
      if (entry.asset !== 'ETH') problems.push('a gas top-up sends ETH')
      if (!laterEntries.some((e) => e.kind === 'sweep' && sameAddress(e.from, entry.recipient))) {
        problems.push('a gas top-up goes to a deposit address swept later in the batch')
      }
      return problems
    }
    case 'sweep': {
      const problems: string[] = []
      if (entry.branch !== DEPOSIT_BRANCH) problems.push(`a sweep empties a deposit address (branch ${DEPOSIT_BRANCH})`)
      if (!sameAddress(entry.recipient, treasury)) problems.push(`a sweep goes to the treasury ${treasury}`)
      return problems
    }
  }
}

/** Checks the whole batch against the key; refuses with every problem found, or returns the entries to sign. */
export function checkBatch(batch: PayoutBatchFile, key: AccountKey): CheckedEntry[] {
  const treasury = key.accountAt(TREASURY.branch, TREASURY.index).address
  const problems: string[] = []
  const checked: CheckedEntry[] = []
  const seenIds = new Set<string>()
  const lastNonce = new Map<string, number>()

  batch.entries.forEach((entry, position) => {
    const own: string[] = []
    const amount = amountOf(entry, batch)
    const account = entry.index < FIRST_HARDENED_INDEX ? key.accountAt(entry.branch, entry.index) : null

    if (seenIds.has(entry.id)) own.push('its id is used by an earlier entry')
    seenIds.add(entry.id)
    if (!account) own.push(`its index ${entry.index} is not below 2^31, where the server derives addresses`)
    else if (!sameAddress(account.address, entry.from)) {
      own.push(`the key at ${batch.accountPath}/${entry.branch}/${entry.index} is ${account.address}, not its from ${entry.from}`)
    }
    if (entry.tx.chainId !== batch.chainId) own.push(`its transaction is for chain ${entry.tx.chainId}, the batch for chain ${batch.chainId}`)
    const previousNonce = lastNonce.get(entry.from.toLowerCase())
    if (previousNonce !== undefined && entry.tx.nonce <= previousNonce) {
      own.push(`its nonce ${entry.tx.nonce} does not follow ${previousNonce}, the one before it from ${entry.from}`)
    }
    lastNonce.set(entry.from.toLowerCase(), entry.tx.nonce)
    if (typeof amount === 'string') own.push(amount)
    else own.push(...transferProblems(entry, batch, amount.units))
    own.push(...kindProblems(entry, batch.entries.slice(position + 1), treasury))

    if (own.length > 0 || !account || typeof amount === 'string') {
      problems.push(`Entry ${position + 1} (${entry.kind}, ${entry.id}): ${own.join('; ')}.`)
    } else checked.push({ entry, account, ...amount })
  })

  if (problems.length > 0) throw new Refusal(`Nothing signed: the batch does not check out.\n${problems.join('\n')}`)
  return checked
}
