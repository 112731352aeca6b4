import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { supportTickets, ticketResponses, users } from '../../db/schema.ts'

export type TicketRow = typeof supportTickets.$inferSelect
export type TicketResponseRow = typeof ticketResponses.$inferSelect

export const ticketsRepository = {
  async countUserTickets(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.userId, userId))
    return row?.n ?? 0
  },

  listUserTickets(db: DbOrTx, userId: string, limit: number, offset: number): Promise<TicketRow[]> {
    return db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(limit)
      .offset(offset)
  },

  async insertTicket(db: DbOrTx, values: typeof supportTickets.$inferInsert): Promise<TicketRow> {
    const [row] = await db.insert(supportTickets).values(values).returning()
    return row!
  },

  /** The user's own ticket, locked for the rest of the transaction when `forUpdate`. */
  async findUserTicket(db: DbOrTx, userId: string, ticketId: string, forUpdate = false): Promise<TicketRow | null> {
    const query = db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
    const [row] = forUpdate ? await query.for('update') : await query
    return row ?? null
  },

  listResponses(db: DbOrTx, ticketId: string): Promise<TicketResponseRow[]> {
    return db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticketId)).orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id))
  },

  async insertResponse(db: DbOrTx, values: typeof ticketResponses.$inferInsert): Promise<TicketResponseRow> {
    const [row] = await db.insert(ticketResponses).values(values).returning()
    return row!
  },

  /** The worker's tickets (one status or all), newest first. */
  listWorkerTickets(db: DbOrTx, workerId: string, status: string | null, limit: number, offset: number): Promise<TicketRow[]> {
    return db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.assignedWorkerId, workerId), status ? eq(supportTickets.status, status) : undefined))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(limit)
      .offset(offset)
  },

  /** How many of the worker's tickets have each status. */
  async countWorkerTickets(db: DbOrTx, workerId: string): Promise<Record<string, number>> {
    const rows = await db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .where(eq(supportTickets.assignedWorkerId, workerId))
      .groupBy(supportTickets.status)
    return Object.fromEntries(rows.map((r) => [r.status, r.n]))
  },

  async emailsOf(db: DbOrTx, userIds: string[]): Promise<Record<string, string>> {
    if (userIds.length === 0) return {}
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))
    return Object.fromEntries(rows.map((r) => [r.id, r.email]))
  },

  /** A ticket assigned to the worker, locked for the rest of the transaction when `forUpdate`. */
  async findWorkerTicket(db: DbOrTx, workerId: string, ticketId: string, forUpdate = false): Promise<TicketRow | null> {
    const query = db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.assignedWorkerId, workerId)))
    const [row] = forUpdate ? await query.for('update') : await query
    return row ?? null
  },

  async setTicketStatus(db: DbOrTx, ticketId: string, status: string): Promise<TicketRow> {
    const [row] = await db
      .update(supportTickets)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticketId))
      .returning()
    return row!
  },

  /** Gives the customer's unassigned, unresolved tickets to a worker; answers how many. */
  async assignUnassigned(db: DbOrTx, customerId: string, workerId: string): Promise<number> {
    const rows = await db
      .update(supportTickets)
      .set({ assignedWorkerId: workerId, updatedAt: sql`now()` })
      .where(and(eq(supportTickets.userId, customerId), isNull(supportTickets.assignedWorkerId), ne(supportTickets.status, 'resolved')))
      .returning({ id: supportTickets.id })
    return rows.length
  },
}
