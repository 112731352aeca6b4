import { z } from 'zod'
import { ASSET_IDS } from '../assets.ts'
import { accountId, STAFF_PROFILE_MESSAGES } from '../back-office/customers.ts'
import { ERRORS, refusedWith } from '../errors.ts'
import { DECIMAL_PATTERN, groupThousands, isPositiveAmount, isWithinMaxAmount, money } from '../amounts.ts'
import { multiLine, singleLine } from '../text.ts'
import { TransactionItem, TX_STATUSES } from './transactions.ts'

/**
 * The Transactions tab of the staff customer profile (part 2 §2, §4, §5): adding and editing a customer's ledger rows,
 * and the four-eyes decisions on credits (docs/decisions/070, 046, 047), as the HTTP contract with its messages.
 */
export const STAFF_TRANSACTIONS_PAGE_SIZE = 20

/** A manual credit worth more than this (USD at the current price) waits for a second staff member. */
export const DEFAULT_MANUAL_CREDIT_APPROVAL_USD = '1000'

/**
 * Why a credit waits for a second staff member (docs/decisions/071): it alone is worth more than the threshold; it would
 * take the staff credits of the customer, or of the staff member who makes it, in the last 24 hours past the daily
 * limit; or its USD value is unknown (no price).
 */
export const CREDIT_WAIT_REASONS = ['amount', 'customer_daily_limit', 'maker_daily_limit', 'no_price'] as const
export type CreditWaitReason = (typeof CREDIT_WAIT_REASONS)[number]

/** A limit as staff read it: whole dollars without cents ("1,000 USD"), else with both ("2,500.50 USD"). */
function usdLimit(limitUsd: string): string {
  const usd = money(limitUsd)
  return `${groupThousands(usd.toFixed(usd.isInteger() ? 0 : 2))} USD`
}

/** The reason in words, with the limit it was judged against (null only for rows from before limits were recorded). */
export function creditWaitText(reason: CreditWaitReason, limitUsd: string | null): string {
  switch (reason) {
    case 'amount':
      return limitUsd ? `Over ${usdLimit(limitUsd)}` : 'Over the approval threshold'
    case 'customer_daily_limit':
      return `Customer's 24-hour staff credits would pass ${limitUsd ? usdLimit(limitUsd) : 'the daily limit'}`
    case 'maker_daily_limit':
      return `This staff member's 24-hour credits would pass ${limitUsd ? usdLimit(limitUsd) : 'the daily limit'}`
    case 'no_price':
      return 'No price: its USD value is unknown'
  }
}

/** How the Transactions tab marks a row whose change waits for a second staff member. */
export const AWAITING_APPROVAL_FLAG = 'Waiting for approval'

/** What an approval would book, as its badge says. */
export const APPROVAL_KIND_LABELS = { add: 'New transaction', edit: 'Status change', debit: 'Debit' } as const

export const DEBIT_MESSAGES = {
  required: 'Please choose an asset and an amount greater than 0.',
  reasonRequired: 'Please say why: the customer is told.',
  booked: 'Debit booked.',
  insufficient: "The customer's available balance is lower than this debit.",
} as const

/** The editable transaction types of §4; 'none' clears the type. */
export const EDITABLE_TX_TYPES = ['deposit', 'withdrawal', 'adjustment', 'swap', 'none'] as const
export type EditableTxType = (typeof EDITABLE_TX_TYPES)[number]

const required = STAFF_PROFILE_MESSAGES.addTransactionRequired

/** add-transaction: a credit through the ledger. Pending → pending deposit, Complete → balance, Failed → nothing. */
export const AddTransactionBody = z.object({
  assetId: z.enum(ASSET_IDS, { error: required }),
  sentAt: z.iso.datetime({ offset: true, error: required }).refine(isPlausibleSentAt, refusedWith('SENT_AT_OUT_OF_RANGE')),
  amount: z
    .string({ error: required })
    .trim()
    // Greater than 0 (the spec's 'required' message), then within what the ledger stores.
    .refine((v) => DECIMAL_PATTERN.test(v) && money(v).greaterThan(0), { message: required, abort: true })
    .refine(isPositiveAmount, { message: STAFF_PROFILE_MESSAGES.amountTooPrecise, abort: true })
    .refine(isWithinMaxAmount, refusedWith('AMOUNT_TOO_LARGE')),
  status: z.enum(TX_STATUSES, { error: required }).default('Pending'),
  senderAddress: singleLine(z.string({ error: required }).trim().min(1, required).max(200, STAFF_PROFILE_MESSAGES.textTooLong)),
  txid: singleLine(z.string().trim().max(200, STAFF_PROFILE_MESSAGES.textTooLong)).optional().nullable(),
  note: multiLine(z.string().trim().max(1000, STAFF_PROFILE_MESSAGES.textTooLong)).optional().nullable(),
  isHidden: z.boolean().default(false),
})
export type AddTransactionBody = z.input<typeof AddTransactionBody>

/**
 * A manual debit or correction (docs/decisions/077-manual-debits.md): takes an amount off the customer's available
 * balance, with the reason the customer is told; never below zero, and under the same four-eyes and daily limits as
 * credits.
 */
export const DebitBody = z.object({
  assetId: z.enum(ASSET_IDS, { error: DEBIT_MESSAGES.required }),
  amount: z
    .string({ error: DEBIT_MESSAGES.required })
    .trim()
    .refine((v) => DECIMAL_PATTERN.test(v) && money(v).greaterThan(0), { message: DEBIT_MESSAGES.required, abort: true })
    .refine(isPositiveAmount, { message: STAFF_PROFILE_MESSAGES.amountTooPrecise, abort: true })
    .refine(isWithinMaxAmount, refusedWith('AMOUNT_TOO_LARGE')),
  reason: multiLine(
    z.string({ error: DEBIT_MESSAGES.reasonRequired }).trim().min(1, DEBIT_MESSAGES.reasonRequired).max(500, STAFF_PROFILE_MESSAGES.textTooLong),
  ),
})
export type DebitBody = z.input<typeof DebitBody>

/** When a staff transaction may say it was sent: not before the first bitcoin block, not more than a day ahead of now. */
export const SENT_AT_EARLIEST = Date.UTC(2009, 0, 3)
export const SENT_AT_MAX_AHEAD_MS = 24 * 3600_000

export function isPlausibleSentAt(value: string): boolean {
  const at = Date.parse(value)
  return at >= SENT_AT_EARLIEST && at <= Date.now() + SENT_AT_MAX_AHEAD_MS
}

/** The edit dialog: status, type (or none) and note. */
export const EditTransactionBody = z.object({
  status: z.enum(TX_STATUSES, { error: 'Please choose a status.' }),
  type: z.enum(EDITABLE_TX_TYPES, { error: 'Please choose a type.' }),
  note: multiLine(z.string().trim().max(1000, STAFF_PROFILE_MESSAGES.textTooLong)).nullable().optional(),
  /**
   * The status the caller saw (a work queue's Complete or Fail): when the row is no longer in it, someone else decided
   * first and the edit is refused (409 TRANSACTION_ALREADY_DECIDED) instead of being applied on top.
   */
  expectedStatus: z.enum(TX_STATUSES).optional(),
})
export type EditTransactionBody = z.infer<typeof EditTransactionBody>

export const ApprovalDecisionBody = z.object({ reason: singleLine(z.string().trim().max(500, STAFF_PROFILE_MESSAGES.reasonTooLong)).optional() })

/** A rejection always says why: the maker reads it, and so does the audit log. */
export const REJECTION_REASON_REQUIRED = 'Please say why the request is rejected.'
export const RejectionBody = z.object({
  reason: singleLine(z.string({ error: REJECTION_REASON_REQUIRED }).trim().min(1, REJECTION_REASON_REQUIRED).max(500, STAFF_PROFILE_MESSAGES.reasonTooLong)),
})

/**
 * POST /api/approvals/decide: several waiting requests decided at once (the approvals queue's bulk Approve and Reject).
 * Each is its own decision, and answers for itself.
 */
export const BULK_DECISION_MAX = 50
export const BulkDecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: singleLine(z.string().trim().max(500, STAFF_PROFILE_MESSAGES.reasonTooLong)).optional(),
    items: z
      .array(z.object({ customerId: accountId(STAFF_PROFILE_MESSAGES.missingTarget), approvalId: z.uuid({ error: ERRORS.APPROVAL_NOT_FOUND.message }) }))
      .min(1, 'Choose at least one request.')
      .max(BULK_DECISION_MAX, `Choose at most ${BULK_DECISION_MAX} requests at a time.`),
  })
  .refine((body) => body.decision === 'approve' || (body.reason ?? '').trim() !== '', { message: REJECTION_REASON_REQUIRED, path: ['reason'] })
export type BulkDecisionBody = z.input<typeof BulkDecisionBody>

export const bulkDecisionMessage = (decision: 'approve' | 'reject', decided: number, failed: number) =>
  `${decided} ${decision === 'approve' ? 'approved' : 'rejected'}${failed > 0 ? `, ${failed} could not be decided: see each row.` : '.'}`

export const BulkDecisionAnswer = z.object({
  results: z.array(
    z.object({ approvalId: z.string(), customerId: z.string(), decided: z.boolean(), error: z.string().nullable(), code: z.string().nullable() }),
  ),
  message: z.string(),
})
export type BulkDecisionAnswer = z.infer<typeof BulkDecisionAnswer>

/** One ledger row as staff see it (one row, not a swap's pair): hidden ones included and marked, and who made it. */
export const StaffTransaction = TransactionItem.omit({ swap: true }).extend({
  isHidden: z.boolean(),
  createdBy: z.string().nullable(),
  /** A change of this row waits for a second staff member (the Transactions tab marks the row). */
  awaitingApproval: z.boolean(),
})
export type StaffTransaction = z.infer<typeof StaffTransaction>

/** A manual credit (or a change that would complete one) waiting for a second staff member. */
export const CreditApproval = z.object({
  id: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  kind: z.enum(['add', 'edit', 'debit']),
  transactionId: z.string().nullable(),
  assetId: z.enum(ASSET_IDS),
  amount: z.string(),
  usdValue: z.string().nullable(),
  /** Why it waits, and the USD limit it was judged against (null for no price). */
  waitReason: z.enum(CREDIT_WAIT_REASONS),
  waitLimitUsd: z.string().nullable(),
  /** What will be booked: the new row (add) or the new status, type and note (edit). */
  change: z.record(z.string(), z.unknown()),
  requestedBy: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  requestedAt: z.string(),
  /** Whether the caller may decide it (a second staff member with approval rights over this customer). */
  canDecide: z.boolean(),
})
export type CreditApproval = z.infer<typeof CreditApproval>

export const StaffTransactionPage = z.object({
  items: z.array(StaffTransaction),
  approvals: z.array(CreditApproval),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type StaffTransactionPage = z.infer<typeof StaffTransactionPage>
export const StaffTransactionPageQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) })

/** The answer to an add or an edit: booked at once, or waiting for approval. */
export const TransactionChangeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction: StaffTransaction.nullable(),
  approval: CreditApproval.nullable(),
})
export type TransactionChangeAnswer = z.infer<typeof TransactionChangeAnswer>
