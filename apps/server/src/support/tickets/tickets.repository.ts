import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { staff, supportTickets, ticketResponses, userProfiles, users } from '../../db/schema.ts'

export type TicketRow = typeof supportTickets.$inferSelect
export type TicketResponseRow = typeof ticketResponses.$inferSelect
/** Whose tickets a staff member answers: the scope of 'tickets:answer'. */
export type TicketScope = 'assigned' | 'team' | 'any'

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

  /**
   * The tickets a staff member answers: a worker those assigned to them; a manager those of the team, by the ticket's
   * worker or by the customer's; an admin every ticket (docs/decisions/075-customer-assignment.md).
   */
  staffScope(scope: TicketScope, actorId: string): SQL | undefined {
    const team = sql`(select ${staff.workerId} from ${staff} where ${staff.managerId} = ${actorId})`
    switch (scope) {
      case 'any':
        return undefined
      case 'team':
        return or(
          inArray(supportTickets.assignedWorkerId, team),
          sql`${supportTickets.userId} in (select ${userProfiles.userId} from ${userProfiles} where ${userProfiles.assignedWorkerId} in ${team})`,
        )
      case 'assigned':
        return eq(supportTickets.assignedWorkerId, actorId)
    }
  },

  /** One customer's tickets. */
  ofCustomer: (customerId: string): SQL => eq(supportTickets.userId, customerId),

  /** Tickets within `where` (one status or all), newest first. */
  listStaffTickets(db: DbOrTx, where: SQL | undefined, status: string | null, limit: number, offset: number): Promise<TicketRow[]> {
    return db
      .select()
      .from(supportTickets)
      .where(and(where, status ? eq(supportTickets.status, status) : undefined))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(limit)
      .offset(offset)
  },

  /** How many tickets within `where` have each status. */
  async countStaffTickets(db: DbOrTx, where: SQL | undefined): Promise<Record<string, number>> {
    const rows = await db.select({ status: supportTickets.status, n: count() }).from(supportTickets).where(where).groupBy(supportTickets.status)
    return Object.fromEntries(rows.map((r) => [r.status, r.n]))
  },

  async emailsOf(db: DbOrTx, userIds: string[]): Promise<Record<string, string>> {
    if (userIds.length === 0) return {}
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))
    return Object.fromEntries(rows.map((r) => [r.id, r.email]))
  },

  /** A ticket within `where`, locked for the rest of the transaction when `forUpdate`. */
  async findStaffTicket(db: DbOrTx, where: SQL | undefined, ticketId: string, forUpdate = false): Promise<TicketRow | null> {
    const query = db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), where))
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
