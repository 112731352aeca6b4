/**
 * On-chain payouts of customers' sends (docs/decisions/146, 147): the payout queue and the batches staff build from
 * it, as the back office reads them. The files exchanged with the offline signer are in payout-batch.ts.
 */
import { z } from 'zod'
import { singleLine } from '../text.ts'
import { ChainAsset } from './payout-batch.ts'

/**
 * A payout's life: approved by staff → awaiting batch → in batch (a batch being built) → approved (the batch, by a
 * second person) → exported (for signing) → broadcast → confirmed (the send is Complete), or returned (it failed on
 * chain: staff re-queue it or fail the send), or failed (the send failed, its reserve released).
 */
export const PAYOUT_STATES = ['awaiting_batch', 'in_batch', 'approved', 'exported', 'broadcast', 'confirmed', 'returned', 'failed'] as const
export const PayoutState = z.enum(PAYOUT_STATES)
export type PayoutState = z.infer<typeof PayoutState>

/** A batch: being built → approved by a second person → exported → broadcast → closed (every transaction settled). */
export const BATCH_STATES = ['building', 'approved', 'exported', 'broadcast', 'closed'] as const
export const BatchState = z.enum(BATCH_STATES)
export type BatchState = z.infer<typeof BatchState>

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  awaiting_batch: 'Awaiting batch',
  in_batch: 'In batch',
  approved: 'Approved',
  exported: 'Exported for signing',
  broadcast: 'Broadcast',
  confirmed: 'Confirmed',
  returned: 'Returned',
  failed: 'Failed',
}

export const Payout = z.object({
  id: z.uuid(),
  transactionId: z.uuid(),
  customerId: z.string(),
  customerEmail: z.string(),
  asset: ChainAsset,
  amount: z.string(),
  recipient: z.string(),
  state: PayoutState,
  batchId: z.uuid().nullable(),
  txHash: z.string().nullable(),
  /** Why it came back from the chain, for a returned payout. */
  returnReason: z.string().nullable(),
  queuedAt: z.string(),
})
export type Payout = z.infer<typeof Payout>

export const PayoutBatch = z.object({
  id: z.uuid(),
  state: BatchState,
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  exportedAt: z.string().nullable(),
  payouts: z.array(Payout),
  /** Whether the caller may approve it: it is being built, they hold the permission, and they did not build it. */
  canApprove: z.boolean(),
})
export type PayoutBatch = z.infer<typeof PayoutBatch>

export const PayoutOverview = z.object({
  queue: z.array(Payout),
  returned: z.array(Payout),
  batches: z.array(PayoutBatch),
})
export type PayoutOverview = z.infer<typeof PayoutOverview>

export const BuildBatchBody = z.object({ payoutIds: z.array(z.uuid()).min(1, 'Choose at least one payout.').max(200, 'A batch holds 200 payouts at most.') })
export type BuildBatchBody = z.infer<typeof BuildBatchBody>

export const BatchParams = z.object({ batchId: z.uuid() })
export const PayoutParams = z.object({ payoutId: z.uuid() })
export const PayoutReasonBody = z.object({ reason: singleLine(z.string().trim().min(1, 'Please give a reason.').max(500)) })

export const BatchAnswer = z.object({ message: z.string(), batch: PayoutBatch })
export const PayoutAnswer = z.object({ message: z.string(), payout: Payout })

export const PAYOUT_MESSAGES = {
  queued: 'Approved: the send is queued for an on-chain payout. It completes once its transaction is confirmed.',
  batchBuilt: 'Batch built. A second staff member must approve it before it is exported for signing.',
  batchApproved: 'Batch approved. It can now be exported for signing.',
  requeued: 'The payout is back in the queue.',
  failed: 'The send failed; its amount is available to the customer again.',
} as const

/** The latest reconciliation of one connected asset (docs/decisions/148): chain holdings against what customers are owed. */
export const AssetReconciliation = z.object({
  asset: ChainAsset,
  /** Treasury plus every customer deposit address, on chain. */
  held: z.string(),
  /** The sum of customers' balances and pending deposits in the ledger. */
  owed: z.string(),
  /** held − owed: negative is a shortfall. */
  difference: z.string(),
  checkedAt: z.string(),
  /** Since when the chain has held less than the ledger owes; null when it does not. */
  shortfallSince: z.string().nullable(),
})
export type AssetReconciliation = z.infer<typeof AssetReconciliation>
export const ReconciliationAnswer = z.object({ assets: z.array(AssetReconciliation) })
export type ReconciliationAnswer = z.infer<typeof ReconciliationAnswer>
