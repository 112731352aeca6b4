import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * Proof-of-reserves snapshots (docs/decisions/150): each customer's balance per asset at one moment, the Merkle sum
 * tree's root and totals over them, and the signed statement that binds the root to the audit chain's head.
 * Never deleted: earlier snapshots stay listed and their proofs stay downloadable.
 */
export const reserveSnapshots = pgTable(
  'reserve_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    takenAt: timestamp('taken_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The admin who took it; null for the scheduled one. */
    takenBy: text('taken_by').references(() => users.id, { onDelete: 'restrict' }),
    /** The scheduled run's period (one snapshot per period, whatever the number of instances); null when on demand. */
    schedulePeriod: integer('schedule_period'),
    /** Derives every leaf's salt and every padding leaf: never published, never leaves the server. */
    secret: text('secret').notNull(),
    /** The assets in tree order. */
    assets: jsonb('assets').$type<string[]>().notNull(),
    customers: integer('customers').notNull(),
    depth: integer('depth').notNull(),
    /** Null until the tree is built (within the same transaction). */
    root: text('root'),
    totals: jsonb('totals').$type<string[]>(),
    /** The tree's nodes from the chunk level up, by level, as [hash, sums] (docs/decisions/150). */
    upper: jsonb('upper').$type<[string, string[]][][]>(),
    statement: jsonb('statement').$type<{ text: string; signature: string; publicKey: string }>(),
  },
  (t) => [
    uniqueIndex('reserve_snapshots_schedule_period_idx')
      .on(t.schedulePeriod)
      .where(sql`${t.schedulePeriod} is not null`),
    index('reserve_snapshots_taken_at_idx').on(t.takenAt),
  ],
)

/** Each customer's balances in one snapshot (units of 10^-18, in the snapshot's asset order), at their rank in the tree's order. */
export const reserveSnapshotLeaves = pgTable(
  'reserve_snapshot_leaves',
  {
    /**
     * The snapshot's id. No foreign key: its check, row by row, doubled the copy's time (docs/decisions/150); the
     * leaves are written in the transaction that writes their snapshot, and snapshots are never deleted.
     */
    snapshotId: uuid('snapshot_id').notNull(),
    rank: integer('rank').notNull(),
    accountId: text('account_id').notNull(),
    balances: text('balances').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.rank] }), uniqueIndex('reserve_snapshot_leaves_account_idx').on(t.snapshotId, t.accountId)],
)

/** Reserve figures admins enter for assets without a connected chain: shown as declared, never as verified. */
export const reserveDeclarations = pgTable(
  'reserve_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asset: text('asset').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    declaredBy: text('declared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    declaredAt: timestamp('declared_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('reserve_declarations_amount_not_negative', sql`${t.amount} >= 0`), index('reserve_declarations_asset_idx').on(t.asset, t.declaredAt)],
)
