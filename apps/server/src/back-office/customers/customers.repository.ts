import { and, asc, count, desc, eq, getTableName, ilike, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Scope } from '@wallet/shared/roles'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { staff, userProfiles, users } from '../../db/schema.ts'

/** The only queries of `user_profiles` in the app: every other module goes through the customers service. */

export type ProfileRow = typeof userProfiles.$inferSelect
export type UserRow = typeof users.$inferSelect
export type CapabilityUpdate = Partial<
  Pick<
    ProfileRow,
    | 'canSend'
    | 'canSwap'
    | 'canBuy'
    | 'canSell'
    | 'canStake'
    | 'sendDisabledNote'
    | 'swapDisabledNote'
    | 'buyDisabledNote'
    | 'sellDisabledNote'
    | 'stakeDisabledNote'
  >
>
export type KycDetailsColumns = Pick<ProfileRow, 'firstName' | 'lastName' | 'dob' | 'country' | 'city' | 'postalCode' | 'fullAddress'>

const capabilityColumns = {
  canSend: userProfiles.canSend,
  canSwap: userProfiles.canSwap,
  canBuy: userProfiles.canBuy,
  canSell: userProfiles.canSell,
  canStake: userProfiles.canStake,
  sendDisabledNote: userProfiles.sendDisabledNote,
  swapDisabledNote: userProfiles.swapDisabledNote,
  buyDisabledNote: userProfiles.buyDisabledNote,
  sellDisabledNote: userProfiles.sellDisabledNote,
  stakeDisabledNote: userProfiles.stakeDisabledNote,
  frozenAt: userProfiles.frozenAt,
}
export type CapabilityRow = { [K in keyof typeof capabilityColumns]: ProfileRow[K] }
/**
 * The capability columns as one JSON object keyed like CapabilityRow (booleans and texts: nothing JSON would change),
 * of one user's profile row; the text built once, as the statement is on every money request.
 */
const capabilitiesReadHead = sql.raw(
  `select json_build_object(${Object.entries(capabilityColumns)
    .map(([key, column]) => `'${key}', "${column.name}"`)
    .join(', ')}) as value from "${getTableName(userProfiles)}" where "${userProfiles.userId.name}" = `,
)

const assignedWorker = alias(users, 'assigned_worker')

export const customersRepository = {
  /** The profile every account gets at sign-up (all can_* flags default to true). */
  async ensureProfile(db: DbOrTx, userId: string): Promise<void> {
    await db.insert(userProfiles).values({ userId }).onConflictDoNothing()
  },

  async userWithProfile(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ user: users, profile: userProfiles })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, userId))
    return row ?? null
  },

  /**
   * The permission flags and their notes; undefined without a profile row. `share` locks the row until the
   * transaction ends, so a permission change waits for money already moving and no move starts after it.
   */
  async capabilities(db: DbOrTx, userId: string, lock: 'share' | null = null): Promise<CapabilityRow | undefined> {
    const query = db.select(capabilityColumns).from(userProfiles).where(eq(userProfiles.userId, userId))
    const [row] = lock ? await query.for(lock) : await query
    return row
  },

  /**
   * `capabilities(…, 'share')` as a SELECT another module's statement can carry (one round trip less on a money
   * write): at most one row, whose one column `value` is the CapabilityRow as JSON; the profile row share-locked.
   */
  capabilitiesRead(userId: string): SQL {
    return sql`${capabilitiesReadHead}${userId} for share`
  },

  async kycStatus(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ status: userProfiles.kycStatus }).from(userProfiles).where(eq(userProfiles.userId, userId))
    return row?.status ?? null
  },

  /** The profile row (created when missing), locked for the rest of the transaction. */
  async lockProfile(tx: Tx, userId: string): Promise<ProfileRow> {
    await tx.insert(userProfiles).values({ userId }).onConflictDoNothing()
    const [row] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId)).for('update')
    return row!
  },

  async saveKycSubmission(tx: Tx, userId: string, details: KycDetailsColumns): Promise<void> {
    await tx
      .update(userProfiles)
      .set({ ...details, kycStatus: 'pending', kycSubmittedAt: sql`now()`, kycReviewedAt: null, kycReviewedBy: null, kycRejectionReason: null })
      .where(eq(userProfiles.userId, userId))
  },

  /**
   * Starts (or lengthens, never shortens) the recovery hold of a customer's profile row (docs/decisions/122); answers
   * the hold's end, or null for an account without a profile row.
   */
  async extendRecoveryHold(tx: Tx, userId: string, until: Date): Promise<Date | null> {
    const [row] = await tx
      .update(userProfiles)
      .set({ recoveryHoldUntil: sql`greatest(${userProfiles.recoveryHoldUntil}, ${until.toISOString()}::timestamptz)` })
      // Customers only: a staff account moves no money, and its own password reset mails no hold.
      .where(and(eq(userProfiles.userId, userId), sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.role} = 'USER')`))
      .returning({ until: userProfiles.recoveryHoldUntil })
    return row?.until ?? null
  },

  /** The end of the customer's recovery hold (past or not), the profile row share-locked when asked. */
  async recoveryHoldUntil(db: DbOrTx, userId: string, lock: 'share' | null = null): Promise<Date | null> {
    const query = db.select({ until: userProfiles.recoveryHoldUntil }).from(userProfiles).where(eq(userProfiles.userId, userId))
    const [row] = lock ? await query.for(lock) : await query
    return row?.until ?? null
  },

  async assignedWorkerId(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ workerId: userProfiles.assignedWorkerId }).from(userProfiles).where(eq(userProfiles.userId, userId))
    return row?.workerId ?? null
  },

  async setAssignedWorker(db: DbOrTx, userId: string, workerId: string | null): Promise<void> {
    await db.update(userProfiles).set({ assignedWorkerId: workerId }).where(eq(userProfiles.userId, userId))
  },

  /** What the access check needs: the account's role, its assigned worker and that worker's manager. */
  async accessTarget(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role, assignedWorkerId: userProfiles.assignedWorkerId, managerId: staff.managerId })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(staff, eq(staff.workerId, userProfiles.assignedWorkerId))
      .where(eq(users.id, userId))
      .limit(1)
    return row ?? null
  },

  /** The staff profile: the account, its profile row and the worker it is assigned to. */
  async staffProfile(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        user: users,
        profile: userProfiles,
        worker: { id: assignedWorker.id, fullName: assignedWorker.fullName, email: assignedWorker.email },
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(assignedWorker, eq(assignedWorker.id, userProfiles.assignedWorkerId))
      .where(eq(users.id, userId))
    return row ?? null
  },

  async setKycDecision(tx: Tx, userId: string, decision: { status: 'verified' | 'rejected'; reviewerId: string; reason: string | null }): Promise<void> {
    await tx
      .update(userProfiles)
      .set({ kycStatus: decision.status, kycReviewedAt: sql`now()`, kycReviewedBy: decision.reviewerId, kycRejectionReason: decision.reason })
      .where(eq(userProfiles.userId, userId))
  },

  /** The freeze state, the profile row locked for the rest of the transaction (money moves share-lock it). */
  async lockFreeze(tx: Tx, userId: string): Promise<{ frozenAt: Date | null } | null> {
    const [row] = await tx.select({ frozenAt: userProfiles.frozenAt }).from(userProfiles).where(eq(userProfiles.userId, userId)).for('update')
    return row ?? null
  },

  async freezeState(db: DbOrTx, userId: string): Promise<{ frozenAt: Date | null } | null> {
    const [row] = await db.select({ frozenAt: userProfiles.frozenAt }).from(userProfiles).where(eq(userProfiles.userId, userId))
    return row ?? null
  },

  /** Freezes (how: from settings or the mailed link) or unfreezes (null); protection.service.ts decides when. */
  async setFrozen(tx: Tx, userId: string, via: 'settings' | 'link' | null): Promise<void> {
    await tx
      .update(userProfiles)
      .set(via ? { frozenAt: sql`now()`, frozenVia: via } : { frozenAt: null, frozenVia: null })
      .where(eq(userProfiles.userId, userId))
  },

  async setDashboardNote(tx: Tx, userId: string, note: string | null): Promise<void> {
    await tx.update(userProfiles).set({ dashboardNote: note }).where(eq(userProfiles.userId, userId))
  },

  async setCapabilities(tx: Tx, userId: string, update: CapabilityUpdate): Promise<void> {
    await tx.update(userProfiles).set(update).where(eq(userProfiles.userId, userId))
  },

  /** claim-user: assigns an unassigned customer; false when someone else was first (or it is not a customer). */
  async claim(tx: Tx, customerId: string, workerId: string): Promise<boolean> {
    const claimed = await tx
      .update(userProfiles)
      .set({ assignedWorkerId: workerId })
      .where(
        and(
          eq(userProfiles.userId, customerId),
          isNull(userProfiles.assignedWorkerId),
          sql`exists (select 1 from ${users} where ${users.id} = ${customerId} and ${users.role} = 'USER')`,
        ),
      )
      .returning({ userId: userProfiles.userId })
    return claimed.length === 1
  },

  /**
   * Customers (role USER) with their profile and assigned worker, filtered and paged, newest first; with the total.
   * `where` narrows by assignment (a worker's, a manager's team's, or none for every customer).
   */
  async list(db: DbOrTx, options: { where?: SQL; search: string; searchNames: boolean; limit: number; offset: number }) {
    const term = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const matches = options.search ? (options.searchNames ? or(ilike(users.email, term), ilike(users.fullName, term)) : ilike(users.email, term)) : undefined
    const where = and(eq(users.role, 'USER'), options.where, matches)
    const [rows, [total]] = await Promise.all([
      db
        .select({
          user: { id: users.id, email: users.email, fullName: users.fullName, createdAt: users.createdAt },
          profile: userProfiles,
          worker: { fullName: assignedWorker.fullName, email: assignedWorker.email },
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(assignedWorker, eq(assignedWorker.id, userProfiles.assignedWorkerId))
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(users).leftJoin(userProfiles, eq(userProfiles.userId, users.id)).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  /**
   * A condition on a column holding an account id: the account is a customer (role USER) within the scope, the same
   * reach `customers.access` checks one customer against, for a query over many (the work queues).
   */
  customerInScope(column: SQLWrapper, scope: Scope, actorId: string): SQL {
    const customers = (where: SQL) =>
      sql`${column} in (select ${userProfiles.userId} from ${userProfiles} join ${users} on ${users.id} = ${userProfiles.userId} and ${users.role} = 'USER' where ${where})`
    switch (scope) {
      case 'any':
        return sql`${column} in (select ${users.id} from ${users} where ${users.role} = 'USER')`
      case 'team':
        return customers(sql`${userProfiles.assignedWorkerId} in (select ${staff.workerId} from ${staff} where ${staff.managerId} = ${actorId})`)
      case 'assigned':
        return customers(sql`${userProfiles.assignedWorkerId} = ${actorId}`)
      case 'own':
        return sql`false`
    }
  },

  /**
   * `customerInScope` for a query that reads `user_profiles` joined to `users` itself: a condition on that row alone,
   * with no semi-join over every customer (the work queues over profiles count thousands of rows; docs/decisions/100).
   */
  profileRowInScope(scope: Scope, actorId: string): SQL {
    const customer = sql`${users.role} = 'USER'`
    switch (scope) {
      case 'any':
        return customer
      case 'team':
        return sql`${customer} and ${userProfiles.assignedWorkerId} in (select ${staff.workerId} from ${staff} where ${staff.managerId} = ${actorId})`
      case 'assigned':
        return sql`${customer} and ${userProfiles.assignedWorkerId} = ${actorId}`
      case 'own':
        return sql`false`
    }
  },

  /** `customerUnclaimed` for a query that reads `user_profiles` joined to `users` itself. */
  profileRowUnclaimed(): SQL {
    return sql`${users.role} = 'USER' and ${userProfiles.assignedWorkerId} is null`
  },

  /** A condition on a column holding an account id: the account is a customer nobody has claimed yet. */
  customerUnclaimed(column: SQLWrapper): SQL {
    return sql`${column} in (select ${userProfiles.userId} from ${userProfiles} join ${users} on ${users.id} = ${userProfiles.userId} and ${users.role} = 'USER' where ${userProfiles.assignedWorkerId} is null)`
  },

  /** Conditions for `list`: the customers of one worker, of the workers of one manager. */
  assignedTo: (workerId: string) => eq(userProfiles.assignedWorkerId, workerId),
  inTeamOf: (managerId: string) => sql`${userProfiles.assignedWorkerId} in (select ${staff.workerId} from ${staff} where ${staff.managerId} = ${managerId})`,
}
