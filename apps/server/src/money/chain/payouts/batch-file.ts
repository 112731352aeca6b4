/**
 * The unsigned batch file (packages/shared/src/money/payout-batch.ts) built from an approved batch and what the node
 * says now: nonces, fees, balances. Sweeps of deposit addresses that hold funds ride along, a token sweep after the gas
 * top-up it needs. The treasury must cover the payouts, the top-ups and every fee at the worst case, or nothing is
 * exported (docs/decisions/147).
 */
import { randomUUID } from 'node:crypto'
import { encodeFunctionData, erc20Abi, formatUnits, getAddress, parseUnits, type Address } from 'viem'
import { money } from '@wallet/shared/amounts'
import type { BatchEntry, ChainAsset, PayoutBatchFile, UnsignedTransaction } from '@wallet/shared/money/payout-batch'
import type { ChainAdapter } from '../chain-adapter.ts'
import { ACCOUNT_PATH, DEPOSIT_BRANCH, TREASURY_BRANCH, TREASURY_INDEX } from '../derivation.ts'

/** A plain ETH transfer to an account without code. */
export const ETH_TRANSFER_GAS = 21_000n
/** An ERC-20 transfer with room to spare (a typical one uses 35,000–65,000): unused gas is not charged. */
export const TOKEN_TRANSFER_GAS = 100_000n
/** maxFeePerGas is this many times the node's estimate: the batch may be signed and sent hours after it is built. */
export const FEE_HEADROOM = 2n

export interface PayoutToPay {
  payoutId: string
  asset: ChainAsset
  amount: string
  recipient: string
}

export interface BuiltEntry extends BatchEntry {
  payoutId: string | null
}

export interface Shortfall {
  asset: ChainAsset
  needed: string
  held: string
  short: string
}

/** The treasury cannot cover the batch: nothing is exported. */
export class TreasuryShortfall extends Error {
  constructor(readonly shortfalls: Shortfall[]) {
    super(
      'The treasury cannot cover this batch: ' +
        shortfalls.map((s) => `${s.asset} needs ${s.needed} (payouts, gas top-ups and worst-case fees), holds ${s.held}, short by ${s.short}`).join('; ') +
        '. Fund the treasury, then export again.',
    )
  }
}

/** The amount in the asset's smallest unit, or null when it has more decimal places than the asset (never rounded). */
export function exactUnits(amount: string, decimals: number): bigint | null {
  const value = money(amount)
  if (value.decimalPlaces() > decimals) return null
  return parseUnits(value.toFixed(), decimals)
}

export async function buildBatchFile(
  chain: ChainAdapter,
  input: { batchId: string; payouts: PayoutToPay[]; depositIndexes: number[]; now: Date },
): Promise<{ file: PayoutBatchFile; entries: BuiltEntry[] }> {
  const quote = await chain.fees()
  const maxPriorityFeePerGas = quote.maxPriorityFeePerGas
  const maxFeePerGas = quote.maxFeePerGas * FEE_HEADROOM > maxPriorityFeePerGas ? quote.maxFeePerGas * FEE_HEADROOM : maxPriorityFeePerGas
  const treasury = getAddress(chain.treasuryAddress())
  const decimalsOf = (asset: ChainAsset) => chain.assets.get(asset)!.decimals
  const contractOf = (asset: ChainAsset) => chain.assets.get(asset)!.contract as Address | null
  const tokens = [...chain.assets].filter(([, a]) => a.contract).map(([asset]) => asset)

  function transaction(asset: ChainAsset, recipient: Address, units: bigint, nonce: number): UnsignedTransaction {
    const contract = contractOf(asset)
    const tx = contract
      ? { to: contract, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, units] }), gas: TOKEN_TRANSFER_GAS }
      : { to: recipient, value: units, data: '0x' as const, gas: ETH_TRANSFER_GAS }
    return {
      type: 'eip1559',
      chainId: chain.chainId,
      nonce,
      to: tx.to,
      value: tx.value.toString(),
      data: tx.data,
      gas: tx.gas.toString(),
      maxFeePerGas: maxFeePerGas.toString(),
      maxPriorityFeePerGas: maxPriorityFeePerGas.toString(),
    }
  }
  const entry = (
    kind: BatchEntry['kind'],
    asset: ChainAsset,
    units: bigint,
    recipient: Address,
    from: { address: Address; branch: number; index: number },
    nonce: number,
    payoutId: string | null = null,
  ): BuiltEntry => ({
    id: randomUUID(),
    payoutId,
    kind,
    asset,
    amount: formatUnits(units, decimalsOf(asset)),
    recipient,
    from: from.address,
    branch: from.branch,
    index: from.index,
    tx: transaction(asset, recipient, units, nonce),
  })

  const treasuryFrom = { address: treasury, branch: TREASURY_BRANCH, index: TREASURY_INDEX }
  let treasuryNonce = await chain.nonce(treasury)
  const topUps: BuiltEntry[] = []
  const sweeps: BuiltEntry[] = []

  // Sweeps: every deposit address that holds a token sends it to the treasury (topped up with gas first when its own
  // ETH cannot pay); an address holding ETH only sends it all but the fee.
  for (const index of input.depositIndexes) {
    const address = getAddress(chain.depositAddress(index))
    const from = { address, branch: DEPOSIT_BRANCH, index }
    const held = new Map<ChainAsset, bigint>()
    for (const asset of chain.assets.keys()) held.set(asset, await chain.balance(asset, address))
    const tokensHeld = tokens.filter((asset) => held.get(asset)! > 0n)
    const eth = held.get('ETH')!
    let nonce = await chain.nonce(address)
    if (tokensHeld.length > 0) {
      const gasNeeded = BigInt(tokensHeld.length) * TOKEN_TRANSFER_GAS * maxFeePerGas
      if (eth < gasNeeded) topUps.push(entry('gas-top-up', 'ETH', gasNeeded - eth, address, treasuryFrom, treasuryNonce++))
      for (const asset of tokensHeld) sweeps.push(entry('sweep', asset, held.get(asset)!, treasury, from, nonce++))
    } else if (eth > ETH_TRANSFER_GAS * maxFeePerGas) {
      sweeps.push(entry('sweep', 'ETH', eth - ETH_TRANSFER_GAS * maxFeePerGas, treasury, from, nonce++))
    }
  }

  const payouts = input.payouts.map((p) => {
    const units = exactUnits(p.amount, decimalsOf(p.asset))
    if (units === null) throw new Error(`Payout ${p.payoutId}: ${p.amount} ${p.asset} has more decimal places than the asset`)
    return entry('payout', p.asset, units, getAddress(p.recipient), treasuryFrom, treasuryNonce++, p.payoutId)
  })
  const entries = [...topUps, ...sweeps, ...payouts]

  // What the treasury spends: top-ups and payouts, and the fee of each of its transactions at maxFeePerGas.
  const needed = new Map<ChainAsset, bigint>()
  const add = (asset: ChainAsset, units: bigint) => needed.set(asset, (needed.get(asset) ?? 0n) + units)
  for (const e of [...topUps, ...payouts]) {
    add(e.asset, contractOf(e.asset) ? exactUnits(e.amount, decimalsOf(e.asset))! : BigInt(e.tx.value))
    add('ETH', BigInt(e.tx.gas) * maxFeePerGas)
  }
  const shortfalls: Shortfall[] = []
  for (const [asset, units] of needed) {
    const held = await chain.balance(asset, treasury)
    if (held < units) {
      const d = decimalsOf(asset)
      shortfalls.push({ asset, needed: formatUnits(units, d), held: formatUnits(held, d), short: formatUnits(units - held, d) })
    }
  }
  if (shortfalls.length > 0) throw new TreasuryShortfall(shortfalls)

  const file: PayoutBatchFile = {
    format: 'wallet-payout-batch/1',
    batchId: input.batchId,
    chain: 'ethereum',
    chainId: chain.chainId,
    accountPath: ACCOUNT_PATH,
    createdAt: input.now.toISOString(),
    tokens: Object.fromEntries(tokens.map((asset) => [asset, { address: contractOf(asset)!, decimals: decimalsOf(asset) }])),
    entries: entries.map(({ payoutId: _payoutId, ...e }) => e),
  }
  return { file, entries }
}
