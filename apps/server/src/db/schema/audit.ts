import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * Every staff action, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained: `hash` is
 * SHA-256 of `prev_hash` and the row's canonical content, so a row changed or removed behind the app's back breaks
 * the chain (`npm run cli -- verify-audit`). `mac` binds each row's id and hash with a key the database does not
 * hold (AUDIT_KEY), so whoever can write the table still cannot rehash it unnoticed (docs/decisions/048). Written
 * only by the audit module. The users it names cannot be deleted
 * (RESTRICT): staff close accounts, they never erase them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Drawn under the chain lock, so id order is chain order. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    actorRole: text('actor_role'),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    /** HMAC-SHA256 with AUDIT_KEY of the row's id and hash; null only on rows written before the key existed. */
    mac: text('mac'),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUserId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
)

/**
 * How far the admin console has verified the chain (one row): each page view verifies the rows after it, and re-checks
 * a window of older rows from `swept_through` on, so that the whole chain is checked again over time at a bounded cost
 * per view. A cache of a verification, bound with AUDIT_KEY like the rows; `verify-audit` never trusts it and walks
 * from the first row.
 */
export const auditCheckpoint = pgTable(
  'audit_checkpoint',
  {
    id: integer('id').primaryKey().default(1),
    verifiedThrough: bigint('verified_through', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    mac: text('mac').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Where the next re-check of older rows starts (0: from the first row). */
    sweptThrough: bigint('swept_through', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('audit_checkpoint_one_row', sql`${t.id} = 1`)],
)
