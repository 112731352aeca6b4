import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

const userRef = () => users.id
/** Exact decimals: 38 digits, 18 after the point (enough for every asset's smallest unit). */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 })

/**
 * The projection of the ledger per user and asset. Written only by the ledger service.
 * Money history is never erased: deleting a user who has balances, ledger rows or stakes is refused (RESTRICT).
 */
export const balances = pgTable(
  'balances',
  {
    userId: text('user_id').notNull().references(userRef, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    balance: amount('balance').notNull().default('0'),
    pendingDeposits: amount('pending_deposits').notNull().default('0'),
    /** Zero or negative: reserved by pending withdrawals, swaps and stakes. */
    pendingWithdrawals: amount('pending_withdrawals').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.asset] }),
    check('balances_available_not_negative', sql`${t.balance} + ${t.pendingWithdrawals} >= 0`),
    check('balances_pending_deposits_not_negative', sql`${t.pendingDeposits} >= 0`),
    check('balances_pending_withdrawals_not_positive', sql`${t.pendingWithdrawals} <= 0`),
  ],
)

/** The ledger: every balance change is a row here. Rows are never deleted (RESTRICT on the user). */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    /** Signed: positive is money in, negative is money out. */
    amount: amount('amount').notNull(),
    status: text('status').notNull().default('Pending'),
    type: text('type'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    senderAddress: text('sender_address'),
    recipientAddress: text('recipient_address'),
    txid: text('txid'),
    note: text('note'),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Links the two legs of a swap; the note still carries '(Req ID: …)'. */
    requestId: uuid('request_id'),
    paymentMethodId: uuid('payment_method_id'),
    /**
     * The Idempotency-Key of the request that wrote this row: unique per user, so a retried request can never
     * write a second entry. A swap carries it on its outgoing leg only (the legs share request_id).
     */
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by').references(userRef, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transactions_status_check', sql`${t.status} in ('Pending', 'Complete', 'Failed')`),
    check('transactions_type_check', sql`${t.type} is null or ${t.type} in ('deposit', 'withdrawal', 'adjustment', 'swap', 'stake', 'stake_payout', 'fee')`),
    check('transactions_amount_not_zero', sql`${t.amount} <> 0`),
    /**
     * A customer's rows in the order the statement reads them and (backwards) the staff Transactions tab shows them:
     * a keyset batch or a page is a range of this index, whatever the ledger's size (docs/decisions/061-reads-at-scale.md).
     */
    index('transactions_user_rows_idx').on(t.userId, t.sentAt, t.createdAt, t.id),
    /**
     * The history's entries, newest first: one row per entry (a single row, or a swap's outgoing leg), hidden ones
     * left out, so that a page and the count read only the index whatever the ledger's size.
     */
    index('transactions_user_entries_idx')
      .on(t.userId, t.sentAt.desc(), sql`coalesce(${t.requestId}, ${t.id}) desc`)
      .where(sql`${t.isHidden} = false and (${t.requestId} is null or ${t.amount} < 0)`),
    index('transactions_request_idx').on(t.requestId),
    /** The work queue's rows: customers' own pending deposits, withdrawals and sends, oldest first (docs/decisions/076). */
    index('transactions_pending_work_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.status} = 'Pending' and ${t.type} in ('deposit', 'withdrawal') and ${t.isHidden} = false and ${t.requestId} is null and ${t.createdBy} = ${t.userId}`,
      ),
    uniqueIndex('transactions_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)

/** Stakes and their scheduled payouts. A job pays each due row exactly once. */
export const scheduledTransactions = pgTable(
  'scheduled_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    /** The payout: principal plus interest. */
    amount: amount('amount').notNull(),
    principal: amount('principal').notNull(),
    durationDays: integer('duration_days').notNull(),
    rate: numeric('rate', { precision: 10, scale: 4 }).notNull(),
    type: text('type').notNull().default('stake_payout'),
    status: text('status').notNull().default('pending'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    stakeTransactionId: uuid('stake_transaction_id'),
    payoutTransactionId: uuid('payout_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('scheduled_transactions_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
    index('scheduled_transactions_due_idx').on(t.status, t.scheduledAt),
    index('scheduled_transactions_user_idx').on(t.userId, t.scheduledAt),
  ],
)

/** Money-moving requests already served, so that a replayed Idempotency-Key returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

export const priceTicks = pgTable(
  'price_ticks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    asset: text('asset').notNull(),
    price: numeric('price', { precision: 38, scale: 12 }).notNull(),
    source: text('source').notNull().default('simulator'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_ticks_asset_time_idx').on(t.asset, t.recordedAt)],
)

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    /** The notice in English, as written; what shows when `notice` is null (a row from before it) or unknown. */
    message: text('message').notNull(),
    /** The notice's key and values (support/notifications/notices.ts), written in the reader's language when read. */
    notice: jsonb('notice').$type<unknown[]>(),
    read: boolean('read').notNull().default(false),
    transactionId: uuid('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)

/** Every status change of a ledger row: who (null for the system's jobs), when, from what, to what. */
export const transactionStatusChanges = pgTable(
  'transaction_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedBy: text('changed_by').references(userRef),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transaction_status_changes_tx_idx').on(t.transactionId, t.changedAt)],
)

/**
 * Manual credits (an added transaction, or an edit that would complete one) above the approval threshold: nothing
 * reaches the ledger until a second staff member approves; then the ledger row is written or changed.
 */
export const creditApprovals = pgTable(
  'credit_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull().references(userRef, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** The row an edit would change; for an add, the row written on approval. */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    amount: amount('amount').notNull(),
    usdValue: numeric('usd_value', { precision: 38, scale: 2 }),
    /** Why it waits (CREDIT_WAIT_REASONS), and the USD limit it was judged against; null for no price. */
    waitReason: text('wait_reason').notNull(),
    waitLimitUsd: numeric('wait_limit_usd', { precision: 38, scale: 2 }),
    /** The add's fields, or the edit's new status, type and note. */
    change: jsonb('change').notNull(),
    state: text('state').notNull().default('awaiting'),
    requestedBy: text('requested_by').notNull().references(userRef),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by').references(userRef),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    check('credit_approvals_kind_check', sql`${t.kind} in ('add', 'edit', 'debit')`),
    check('credit_approvals_state_check', sql`${t.state} in ('awaiting', 'approved', 'rejected')`),
    check('credit_approvals_amount_positive', sql`${t.amount} > 0`),
    check('credit_approvals_wait_reason_check', sql`${t.waitReason} in ('amount', 'customer_daily_limit', 'maker_daily_limit', 'no_price')`),
    index('credit_approvals_state_idx').on(t.state, t.requestedAt),
    index('credit_approvals_customer_idx').on(t.customerId, t.state),
    uniqueIndex('credit_approvals_one_edit_per_row')
      .on(t.transactionId)
      .where(sql`${t.state} = 'awaiting' and ${t.kind} = 'edit'`),
  ],
)

/**
 * Every staff credit booked (an add or an edit raising a settled balance, applied at once or approved), with its USD
 * value when booked: the rolling 24-hour totals per customer and per maker are sums over these rows
 * (docs/decisions/071). An approved credit is booked at approval time and belongs to the maker who asked.
 */
export const staffCredits = pgTable(
  'staff_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull().references(userRef, { onDelete: 'restrict' }),
    makerId: text('maker_id').notNull().references(userRef, { onDelete: 'restrict' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    /** Null only for an approved credit no price could value, at request or at approval. */
    usdValue: numeric('usd_value', { precision: 38, scale: 2 }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_credits_usd_value_not_negative', sql`${t.usdValue} >= 0`),
    index('staff_credits_customer_idx').on(t.customerId, t.bookedAt),
    index('staff_credits_maker_idx').on(t.makerId, t.bookedAt),
  ],
)
