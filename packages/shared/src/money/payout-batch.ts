/**
 * The payout batch files: what the server exports for the offline signer, and what the signer gives back.
 * The server and the signer share this format and nothing else (docs/decisions on the payout flow).
 */
import { z } from 'zod'

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'An Ethereum address')
const Hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Hex bytes')
const UnsignedInteger = z.string().regex(/^(0|[1-9][0-9]*)$/, 'A whole number')
const Uuid = z.uuid()
/** An account-level derivation path, for example m/44'/60'/0'. */
export const DerivationPath = z.string().regex(/^m(\/[0-9]+'?)*$/, 'A derivation path')

export const CHAIN_ASSETS = ['ETH', 'USDT', 'BNB'] as const
export const ChainAsset = z.enum(CHAIN_ASSETS)
export type ChainAsset = z.infer<typeof ChainAsset>

/** One unsigned EIP-1559 transaction, numbers as decimal strings so no precision is lost in JSON. */
export const UnsignedTransaction = z.object({
  type: z.literal('eip1559'),
  chainId: z.number().int().positive(),
  nonce: z.number().int().nonnegative(),
  to: Address,
  value: UnsignedInteger,
  data: Hex,
  gas: UnsignedInteger,
  maxFeePerGas: UnsignedInteger,
  maxPriorityFeePerGas: UnsignedInteger,
})
export type UnsignedTransaction = z.infer<typeof UnsignedTransaction>

export const BatchEntryKind = z.enum(['payout', 'sweep', 'gas-top-up'])
export type BatchEntryKind = z.infer<typeof BatchEntryKind>

export const BatchEntry = z.object({
  id: Uuid,
  kind: BatchEntryKind,
  asset: ChainAsset,
  /** Exact decimal in the asset's units, as the ledger books it. */
  amount: z.string().regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, 'A decimal amount'),
  /** Who receives the asset: for a token, the holder, not the contract. */
  recipient: Address,
  /** The address that must sign: derived at accountPath/branch/index. */
  from: Address,
  branch: z.number().int().min(0).max(1),
  index: z.number().int().nonnegative(),
  tx: UnsignedTransaction,
})
export type BatchEntry = z.infer<typeof BatchEntry>

export const TokenInfo = z.object({ address: Address, decimals: z.number().int().min(0).max(36) })

export const PayoutBatchFile = z.object({
  format: z.literal('wallet-payout-batch/1'),
  batchId: Uuid,
  chain: z.literal('ethereum'),
  chainId: z.number().int().positive(),
  /** The account-level path the operator's xpub was taken at, for example m/44'/60'/0'. */
  accountPath: DerivationPath,
  createdAt: z.iso.datetime(),
  tokens: z.record(z.string(), TokenInfo),
  /** In broadcast order: per signing address, nonces ascending; a sweep's gas top-up before the sweep. */
  entries: z.array(BatchEntry).min(1),
})
export type PayoutBatchFile = z.infer<typeof PayoutBatchFile>

export const SignedBatchFile = z.object({
  format: z.literal('wallet-signed-batch/1'),
  batchId: Uuid,
  chainId: z.number().int().positive(),
  signed: z.array(z.object({ id: Uuid, rawTransaction: Hex })).min(1),
})
export type SignedBatchFile = z.infer<typeof SignedBatchFile>
