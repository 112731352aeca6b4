import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

const userRef = () => users.id

/**
 * A staff reset of a customer's second factor, asked for by one staff member and decided by a second
 * (docs/decisions/078). At most one waits per customer (the partial unique index).
 */
export const secondFactorResets = pgTable(
  'second_factor_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull().references(userRef, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('awaiting'),
    requestedBy: text('requested_by').notNull().references(userRef),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by').references(userRef),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    check('second_factor_resets_state_check', sql`${t.state} in ('awaiting', 'approved', 'rejected')`),
    uniqueIndex('second_factor_resets_one_waiting')
      .on(t.customerId)
      .where(sql`${t.state} = 'awaiting'`),
    index('second_factor_resets_waiting_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} = 'awaiting'`),
  ],
)
