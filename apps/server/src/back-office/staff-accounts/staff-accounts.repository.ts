import { asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { loginHistory, staff, userProfiles, users } from '../../db/schema.ts'

const manager = alias(users, 'manager')

/** The staff table (worker → manager) and the staff accounts around it. */
export const staffAccountsRepository = {
  async managerOf(db: DbOrTx, workerId: string): Promise<string | null> {
    const [row] = await db.select({ managerId: staff.managerId }).from(staff).where(eq(staff.workerId, workerId))
    return row?.managerId ?? null
  },

  async addWorker(tx: Tx, workerId: string, managerId: string): Promise<void> {
    await tx.insert(staff).values({ workerId, managerId })
  },

  /** Moves a worker to another manager (row locked); answers the previous manager. */
  async setManager(tx: Tx, workerId: string, managerId: string): Promise<string | null> {
    const [before] = await tx.select({ managerId: staff.managerId }).from(staff).where(eq(staff.workerId, workerId)).for('update')
    if (!before) return null
    await tx.update(staff).set({ managerId }).where(eq(staff.workerId, workerId))
    return before.managerId
  },

  /** A manager's workers, oldest first, with how many customers each looks after; and the total. */
  async workersOf(db: DbOrTx, managerId: string, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          createdAt: users.createdAt,
          customers: sql<number>`(select count(*)::int from ${userProfiles} where ${userProfiles.assignedWorkerId} = ${users.id})`,
        })
        .from(staff)
        .innerJoin(users, eq(users.id, staff.workerId))
        .where(eq(staff.managerId, managerId))
        .orderBy(asc(staff.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(staff).where(eq(staff.managerId, managerId)),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  /** Every staff account with its manager (for workers) and its last sign-in. */
  async staffAccounts(db: DbOrTx) {
    return db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        role: users.role,
        banned: users.banned,
        banExpires: users.banExpires,
        createdAt: users.createdAt,
        manager: { id: manager.id, fullName: manager.fullName, email: manager.email },
        lastSignIn: sql<Date | null>`(select max(${loginHistory.createdAt}) from ${loginHistory} where ${loginHistory.userId} = ${users.id})`,
      })
      .from(users)
      .leftJoin(staff, eq(staff.workerId, users.id))
      .leftJoin(manager, eq(manager.id, staff.managerId))
      .where(ne(users.role, 'USER'))
      .orderBy(asc(users.role), desc(users.createdAt))
  },
}
