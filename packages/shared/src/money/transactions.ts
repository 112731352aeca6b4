import { z } from 'zod'
import { queryInteger } from '../query.ts'
import { ASSET_IDS } from '../assets.ts'

/** Ledger row statuses (part 2 §3): Pending by default. */
export const TX_STATUSES = ['Pending', 'Complete', 'Failed'] as const
export type TxStatus = (typeof TX_STATUSES)[number]

export const TRANSACTIONS_PAGE_SIZE = 10
export const RECENT_TRANSACTIONS = 3
/** Shown in the statement for a hidden entry. */
export const HIDDEN_ENTRY_LABEL = 'Account adjustment'

const Leg = z.object({ transactionId: z.string(), assetId: z.enum(ASSET_IDS), amount: z.string(), status: z.string() })

/** One entry of the history. A swap's two legs (sharing a request id) are one entry with `swap` set. */
export const TransactionItem = z.object({
  id: z.string(),
  assetId: z.enum(ASSET_IDS),
  /** Signed decimal string: positive is money in. For a swap, the outgoing leg. */
  amount: z.string(),
  status: z.enum(TX_STATUSES),
  type: z.string().nullable(),
  sentAt: z.string(),
  senderAddress: z.string().nullable(),
  recipientAddress: z.string().nullable(),
  txid: z.string().nullable(),
  note: z.string().nullable(),
  requestId: z.string().nullable(),
  swap: z.object({ requestId: z.string(), from: Leg, to: Leg.nullable() }).nullable(),
})
export type TransactionItem = z.infer<typeof TransactionItem>

export const TransactionPage = z.object({
  items: z.array(TransactionItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Exact number of entries (a swap counts once). */
  total: z.number().int(),
})
export type TransactionPage = z.infer<typeof TransactionPage>

export const TransactionPageQuery = z.object({
  page: queryInteger('The page must be a whole number from 1.', { min: 1, max: 1_000_000 }).default(1),
})

export const RecentTransactions = z.object({ items: z.array(TransactionItem) })
