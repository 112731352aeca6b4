import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { transactions } from './ledger.ts'

const userRef = () => users.id

/**
 * Where the next deposit address index comes from: a sequence never hands out a number twice, even to a transaction
 * that rolled back, so an index is never reused (docs/decisions/140).
 */
export const chainAddressIndex = pgSequence('chain_address_index', { startWith: 0, minValue: 0 })

/** Each customer's deposit address on a chain: derived from ETHEREUM_XPUB at branch 0 and `index`, stored once. */
export const chainAddresses = pgTable(
  'chain_addresses',
  {
    chain: text('chain').notNull(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'restrict' }),
    index: integer('index').notNull(),
    /** Checksummed (EIP-55). */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chain, t.userId] }),
    unique('chain_addresses_index_unique').on(t.chain, t.index),
    unique('chain_addresses_address_unique').on(t.chain, t.address),
  ],
)

/** Where the watcher is: the next block to scan, and the newest head it saw (for the confirmations shown). */
export const chainCursors = pgTable('chain_cursors', {
  chain: text('chain').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
  headBlock: bigint('head_block', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The hashes of the blocks the watcher scanned, recent ones only: a hash that changed is a reorg (docs/decisions/141). */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chain: text('chain').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    parentHash: text('parent_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.number] })],
)

/**
 * Money seen arriving at a customer's address: one row per (chain, transaction, log), the native coin under log index
 * -1. Pending until its block has ETHEREUM_CONFIRMATIONS confirmations, then credited once (`transaction_id`, the
 * ledger row). A pending deposit whose block a reorg removed is deleted; it comes back if the new chain has it.
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    address: text('address').notNull(),
    fromAddress: text('from_address').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    /** pending | credited */
    status: text('status').notNull().default('pending'),
    transactionId: uuid('transaction_id')
      .references(() => transactions.id, { onDelete: 'restrict' })
      .unique('chain_deposits_transaction_unique'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    unique('chain_deposits_key_unique').on(t.chain, t.txHash, t.logIndex),
    index('chain_deposits_pending_idx').on(t.chain, t.status, t.blockNumber),
    index('chain_deposits_user_idx').on(t.userId, t.seenAt),
  ],
)

/** What staff must look at: a credited deposit whose block a reorg replaced, or money the watcher could not book. */
export const chainAlerts = pgTable(
  'chain_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chain: text('chain').notNull(),
    /** deep-reorg | amount-out-of-range */
    kind: text('kind').notNull(),
    depositId: uuid('deposit_id').references(() => chainDeposits.id, { onDelete: 'restrict' }),
    detail: jsonb('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chain_alerts_created_idx').on(t.createdAt), unique('chain_alerts_deposit_kind_unique').on(t.depositId, t.kind)],
)
