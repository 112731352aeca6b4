import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { reserveSnapshots } from './reserves.ts'

/** One asset of a chain as a snapshot read it: its decimals and its token contract (null for the chain's own coin). */
export interface ChainPartAsset {
  asset: string
  decimals: number
  contract: string | null
}

/**
 * The on-chain part of a proof-of-reserves snapshot (docs/decisions/156): the block its balances were read at, the
 * message every operator address signs for it, and, once an admin uploaded the offline signer's proof, who did and when.
 * Written in the snapshot's own transaction; only the proof fields change afterwards, once.
 */
export const reserveChainParts = pgTable('reserve_chain_parts', {
  snapshotId: uuid('snapshot_id')
    .primaryKey()
    .references(() => reserveSnapshots.id, { onDelete: 'restrict' }),
  chain: text('chain').notNull(),
  chainId: integer('chain_id').notNull(),
  /** The account-level path of the operator's xpub, as the ownership request names it. */
  accountPath: text('account_path').notNull(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  message: text('message').notNull(),
  /** The assets in the order of each address's balances. */
  assets: jsonb('assets').$type<ChainPartAsset[]>().notNull(),
  addressCount: integer('address_count').notNull(),
  /** Per asset, the sum over every address, in the asset's smallest unit. */
  totals: text('totals').array().notNull(),
  /** Per asset, the sum over the addresses whose signature verified (zeros until the proof is uploaded). */
  verifiedTotals: text('verified_totals').array().notNull(),
  provenAt: timestamp('proven_at', { withTimezone: true, precision: 3 }),
  provenBy: text('proven_by').references(() => users.id, { onDelete: 'restrict' }),
})

/**
 * Every operator address of a snapshot's chain part with its balances at the part's block (smallest units, in the
 * part's asset order) and, once uploaded and verified, its signature of the part's message. No foreign key, for the
 * reason of reserve_snapshot_leaves (decision 150): one row per customer, written in the snapshot's transaction.
 */
export const reserveChainAddresses = pgTable(
  'reserve_chain_addresses',
  {
    snapshotId: uuid('snapshot_id').notNull(),
    /** The treasury first (0), then the deposit addresses by index. */
    position: integer('position').notNull(),
    address: text('address').notNull(),
    branch: integer('branch').notNull(),
    index: integer('index').notNull(),
    balances: text('balances').array().notNull(),
    signature: text('signature'),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.position] }), uniqueIndex('reserve_chain_addresses_address_idx').on(t.snapshotId, t.address)],
)
