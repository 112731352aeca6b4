import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { staff, supportTickets, userProfiles, users } from '../../db/schema.ts'

export const assignmentRepository = {
  /** The customer's worker, with the profile row locked for the rest of the transaction. */
  async lockAssignedWorker(tx: Tx, customerId: string): Promise<string | null> {
    const [row] = await tx.select({ workerId: userProfiles.assignedWorkerId }).from(userProfiles).where(eq(userProfiles.userId, customerId)).for('update')
    return row?.workerId ?? null
  },

  /** The customer's unresolved tickets follow them to their new worker (or wait unassigned). */
  async moveOpenTickets(tx: Tx, customerId: string, workerId: string | null): Promise<number> {
    const rows = await tx
      .update(supportTickets)
      .set({ assignedWorkerId: workerId, updatedAt: sql`now()` })
      .where(and(eq(supportTickets.userId, customerId), sql`${supportTickets.status} <> 'resolved'`))
      .returning({ id: supportTickets.id })
    return rows.length
  },

  /** The customers a worker looks after, oldest claim first (for handing them all on). */
  async customersOf(db: DbOrTx, workerId: string): Promise<Array<{ id: string; email: string }>> {
    return db
      .select({ id: users.id, email: users.email })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(and(eq(userProfiles.assignedWorkerId, workerId), eq(users.role, 'USER')))
      .orderBy(asc(users.createdAt))
  },

  /** Workers (not banned), of one manager's team or of every team. */
  async workers(db: DbOrTx, managerId: string | null) {
    return db
      .select({ id: users.id, fullName: users.fullName, email: users.email, managerId: staff.managerId })
      .from(users)
      .leftJoin(staff, eq(staff.workerId, users.id))
      .where(and(eq(users.role, 'WORKER'), managerId ? eq(staff.managerId, managerId) : undefined, sql`(${users.banned} is not true)`))
      .orderBy(asc(users.fullName), asc(users.email))
  },
}
