import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * Every staff action, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained: `hash` is
 * SHA-256 of `prev_hash` and the row's canonical content, so a row changed or removed behind the app's back breaks
 * the chain (`npm run cli -- verify-audit`). Written only by the audit module. The users it names cannot be deleted
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
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUserId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
)
