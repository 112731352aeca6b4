import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { supportTickets, ticketResponses } from '../../db/schema.ts'

export type TicketRow = typeof supportTickets.$inferSelect
export type TicketResponseRow = typeof ticketResponses.$inferSelect

export async function countUserTickets(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.userId, userId))
  return row?.n ?? 0
}

export function listUserTickets(db: DbOrTx, userId: string, limit: number, offset: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
    .offset(offset)
}

export async function insertTicket(db: DbOrTx, values: typeof supportTickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(supportTickets).values(values).returning()
  return row!
}

/** The user's own ticket, locked for the rest of the transaction when `forUpdate`. */
export async function findUserTicket(db: DbOrTx, userId: string, ticketId: string, forUpdate = false): Promise<TicketRow | null> {
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

export function listResponses(db: DbOrTx, ticketId: string): Promise<TicketResponseRow[]> {
  return db
    .select()
    .from(ticketResponses)
    .where(eq(ticketResponses.ticketId, ticketId))
    .orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id))
}

export async function insertResponse(db: DbOrTx, values: typeof ticketResponses.$inferInsert): Promise<TicketResponseRow> {
  const [row] = await db.insert(ticketResponses).values(values).returning()
  return row!
}
