import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { transactions } from './ledger.ts'

/**
 * On-chain payouts of customers' sends (docs/decisions/146, 147). The ledger row of a send stays Pending (its amount
 * reserved) from staff approval until its transaction has N confirmations, or until staff fail it.
 */

/** A batch of payouts: built by one staff member, approved by a second, exported, signed offline, broadcast. */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull().default('building'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'restrict' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
    /** The unsigned batch file as exported: a second export writes the same file. */
    file: jsonb('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payout_batches_state_check', sql`${t.state} in ('building', 'approved', 'exported', 'broadcast', 'closed')`)],
)

/** One send to pay on chain: one per ledger row, kept through re-queues. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    /** Positive: what the recipient receives, as the ledger books it. */
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    recipient: text('recipient').notNull(),
    state: text('state').notNull().default('awaiting_batch'),
    batchId: uuid('batch_id').references(() => payoutBatches.id, { onDelete: 'restrict' }),
    txHash: text('tx_hash'),
    returnReason: text('return_reason'),
    queuedBy: text('queued_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payouts_state_check', sql`${t.state} in ('awaiting_batch', 'in_batch', 'approved', 'exported', 'broadcast', 'confirmed', 'returned', 'failed')`),
    check('payouts_batch_check', sql`(${t.state} in ('awaiting_batch', 'returned', 'failed')) or ${t.batchId} is not null`),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    index('payouts_state_idx').on(t.state, t.createdAt),
    index('payouts_batch_idx').on(t.batchId),
  ],
)

/** One transaction of an exported batch: a payout, a sweep into the treasury, or a sweep's gas top-up. */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    id: uuid('id').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'restrict' }),
    /** Its place in the file: the signing and broadcast order. */
    position: integer('position').notNull(),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    asset: text('asset').notNull(),
    fromAddress: text('from_address').notNull(),
    nonce: integer('nonce').notNull(),
    /** The entry as exported (BatchEntry of payout-batch.ts): what a signed transaction is checked against. */
    entry: jsonb('entry').notNull(),
    state: text('state').notNull().default('exported'),
    txHash: text('tx_hash'),
    rawTransaction: text('raw_transaction'),
    failure: text('failure'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_entries_state_check', sql`${t.state} in ('exported', 'broadcast', 'confirmed', 'failed')`),
    check('payout_entries_kind_check', sql`${t.kind} in ('payout', 'sweep', 'gas-top-up')`),
    index('payout_entries_batch_idx').on(t.batchId, t.position),
    index('payout_entries_state_idx').on(t.state),
  ],
)
