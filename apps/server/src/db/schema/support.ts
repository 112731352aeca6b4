import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

const userRef = () => users.id

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    urgency: text('urgency').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    assignedWorkerId: text('assigned_worker_id').references(userRef, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_tickets_urgency_check', sql`${t.urgency} in ('low', 'medium', 'high')`),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'in_progress', 'resolved')`),
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_worker_idx').on(t.assignedWorkerId, t.createdAt),
    // The tickets work queue: open tickets, oldest first (docs/decisions/076).
    index('support_tickets_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'resolved'`),
  ],
)

export const ticketResponses = pgTable(
  'ticket_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isFromWorker: boolean('is_from_worker').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_responses_ticket_idx').on(t.ticketId, t.createdAt),
    // Whether staff answered a ticket yet (the tickets work queue).
    index('ticket_responses_staff_idx')
      .on(t.ticketId)
      .where(sql`${t.isFromWorker} = true`),
  ],
)

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: text('manager_id').notNull().references(userRef, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_manager_idx').on(t.managerId, t.createdAt)],
)
