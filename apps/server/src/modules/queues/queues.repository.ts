import type { WorkQueue } from '@wallet/shared/work'
import { WORK_COUNT_CAP } from '@wallet/shared/work'
import { and, asc, count, eq, gte, inArray, isNull, ne, notExists, sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { creditApprovals, secondFactorResets, supportTickets, ticketResponses, transactions, userProfiles, users } from '../../db/schema.ts'

/** What narrows a queue: who may see it (built by the customers and transactions services), and the caller's filters. */
export interface QueueWhere {
  /**
   * The actor's reach: a condition on the queue's customer column (or on the approval's customer and maker), or, for
   * the transactions, KYC and unclaimed queues, on the customer's profile and `users` rows, which their reads join.
   */
  scope: SQL
  asset?: string
  minAgeMinutes?: number
  minAmount?: string
}

export interface Paging {
  limit: number
  offset: number
}

/** One waiting row as every queue reads it. */
export interface QueueRow {
  id: string
  customerId: string
  customerEmail: string
  since: Date
  asset: string | null
  amount: string | null
  title: string | null
  txType: string | null
  kind: string | null
}

const olderThan = (column: SQLWrapper, minutes?: number) => (minutes ? sql`${column} <= now() - make_interval(mins => ${minutes}::int)` : undefined)

/**
 * The ledger rows that wait for staff: customers' own withdrawals, sends and deposit requests still Pending. Hidden
 * rows, swap legs (a request id) and stake legs (their own types) are not staff's to decide here. The partial index
 * `transactions_pending_work_idx` holds exactly these rows (migration 0016).
 */
const pendingForStaff = and(
  eq(transactions.status, 'Pending'),
  inArray(transactions.type, ['deposit', 'withdrawal']),
  eq(transactions.isHidden, false),
  isNull(transactions.requestId),
  eq(transactions.createdBy, transactions.userId),
)

/** A ticket waits while it is open and no staff member has answered it yet. */
const ticketUnanswered = and(
  ne(supportTickets.status, 'resolved'),
  notExists(sql`(select 1 from ${ticketResponses} where ${ticketResponses.ticketId} = ${supportTickets.id} and ${ticketResponses.isFromWorker} = true)`),
)

/**
 * A queue's count, up to WORK_COUNT_CAP rows and one more to tell that more wait: counting tens of thousands of
 * waiting rows exactly costs more than the number tells anyone (docs/decisions/100).
 */
function cappedCount(db: DbOrTx, waiting: { limit(n: number): { as(alias: string): Subquery } }) {
  return db.select({ n: count() }).from(waiting.limit(WORK_COUNT_CAP + 1).as('waiting'))
}

async function page<T>(rows: Promise<T[]>, counted: Promise<Array<{ n: number }>>): Promise<{ rows: T[]; total: number; more: boolean }> {
  const [r, [c]] = await Promise.all([rows, counted])
  const n = Number(c?.n ?? 0)
  return { rows: r, total: Math.min(n, WORK_COUNT_CAP), more: n > WORK_COUNT_CAP }
}

/** The work queues' reads: each queue's oldest items and its count, within a scope the caller builds. */
export const queuesRepository = {
  /** How many items wait in each queue, over every customer (the metrics' gauges); `unclaimed` as `unclaimed()` builds it. */
  async totals(db: DbOrTx, unclaimed: SQL): Promise<Record<WorkQueue, number>> {
    const n = (rows: Promise<Array<{ n: number }>>) => rows.then(([row]) => Number(row?.n ?? 0))
    const [pending, kyc, approvals, resets, tickets, unclaimedCount] = await Promise.all([
      n(db.select({ n: count() }).from(transactions).where(pendingForStaff)),
      n(db.select({ n: count() }).from(userProfiles).where(eq(userProfiles.kycStatus, 'pending'))),
      n(db.select({ n: count() }).from(creditApprovals).where(eq(creditApprovals.state, 'awaiting'))),
      n(db.select({ n: count() }).from(secondFactorResets).where(eq(secondFactorResets.state, 'awaiting'))),
      n(db.select({ n: count() }).from(supportTickets).where(ticketUnanswered)),
      n(
        db
          .select({ n: count() })
          .from(userProfiles)
          .where(and(isNull(userProfiles.assignedWorkerId), unclaimed)),
      ),
    ])
    return { transactions: pending, kyc, approvals, resets, tickets, unclaimed: unclaimedCount }
  },

  async transactions(db: DbOrTx, where: QueueWhere, paging: Paging) {
    const cond = and(
      pendingForStaff,
      where.scope,
      where.asset ? eq(transactions.asset, where.asset) : undefined,
      where.minAmount ? gte(sql`abs(${transactions.amount})`, where.minAmount) : undefined,
      olderThan(transactions.createdAt, where.minAgeMinutes),
    )
    return page<QueueRow>(
      db
        .select({
          id: sql<string>`${transactions.id}::text`,
          customerId: transactions.userId,
          customerEmail: users.email,
          since: transactions.createdAt,
          asset: transactions.asset,
          amount: sql<string>`abs(${transactions.amount})::text`,
          title: transactions.note,
          txType: transactions.type,
          // A send names its recipient; a withdrawal goes to a saved payment method.
          kind: sql<string>`case when ${transactions.type} = 'deposit' then 'deposit' when ${transactions.recipientAddress} is not null then 'send' else 'withdrawal' end`,
        })
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .innerJoin(userProfiles, eq(userProfiles.userId, transactions.userId))
        .where(cond)
        .orderBy(asc(transactions.createdAt), asc(transactions.id))
        .limit(paging.limit)
        .offset(paging.offset),
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(transactions)
          .innerJoin(users, eq(users.id, transactions.userId))
          .innerJoin(userProfiles, eq(userProfiles.userId, transactions.userId))
          .where(cond),
      ),
    )
  },

  /**
   * Customers whose KYC waits for review, oldest submission first. `where.scope` is a condition on the profile and its
   * `users` row (profileRowInScope), which both reads join; `user_profiles_kyc_queue_idx` holds the order (migration 0018).
   */
  async kyc(db: DbOrTx, where: QueueWhere, paging: Paging) {
    const since = sql<Date>`coalesce(${userProfiles.kycSubmittedAt}, ${userProfiles.createdAt})`
    const cond = and(eq(userProfiles.kycStatus, 'pending'), where.scope, olderThan(since, where.minAgeMinutes))
    return page<QueueRow>(
      db
        .select({
          id: userProfiles.userId,
          customerId: userProfiles.userId,
          customerEmail: users.email,
          since,
          asset: sql<null>`null`,
          amount: sql<null>`null`,
          title: sql<string | null>`nullif(concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName}), '')`,
          txType: sql<null>`null`,
          kind: sql<string>`'kyc'`,
        })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .where(cond)
        .orderBy(asc(since), asc(userProfiles.userId))
        .limit(paging.limit)
        .offset(paging.offset),
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(cond),
      ),
    )
  },

  async approvals(db: DbOrTx, where: QueueWhere, paging: Paging) {
    const cond = and(
      eq(creditApprovals.state, 'awaiting'),
      where.scope,
      where.asset ? eq(creditApprovals.asset, where.asset) : undefined,
      where.minAmount ? gte(creditApprovals.amount, where.minAmount) : undefined,
      olderThan(creditApprovals.requestedAt, where.minAgeMinutes),
    )
    return page<QueueRow>(
      db
        .select({
          id: sql<string>`${creditApprovals.id}::text`,
          customerId: creditApprovals.customerId,
          customerEmail: users.email,
          since: creditApprovals.requestedAt,
          asset: creditApprovals.asset,
          amount: sql<string>`${creditApprovals.amount}::text`,
          title: sql<string | null>`null`,
          txType: sql<null>`null`,
          kind: sql<string>`'approval'`,
        })
        .from(creditApprovals)
        .innerJoin(users, eq(users.id, creditApprovals.customerId))
        .where(cond)
        .orderBy(asc(creditApprovals.requestedAt), asc(creditApprovals.id))
        .limit(paging.limit)
        .offset(paging.offset),
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(creditApprovals)
          .where(cond),
      ),
    )
  },

  /** Second-factor resets waiting for a second staff member (docs/decisions/078); they carry no asset or amount. */
  async resets(db: DbOrTx, where: QueueWhere, paging: Paging) {
    const cond = and(eq(secondFactorResets.state, 'awaiting'), where.scope, olderThan(secondFactorResets.requestedAt, where.minAgeMinutes))
    return page<QueueRow>(
      db
        .select({
          id: sql<string>`${secondFactorResets.id}::text`,
          customerId: secondFactorResets.customerId,
          customerEmail: users.email,
          since: secondFactorResets.requestedAt,
          asset: sql<null>`null`,
          amount: sql<null>`null`,
          title: secondFactorResets.reason,
          txType: sql<null>`null`,
          kind: sql<string>`'factor_reset'`,
        })
        .from(secondFactorResets)
        .innerJoin(users, eq(users.id, secondFactorResets.customerId))
        .where(cond)
        .orderBy(asc(secondFactorResets.requestedAt), asc(secondFactorResets.id))
        .limit(paging.limit)
        .offset(paging.offset),
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(secondFactorResets)
          .where(cond),
      ),
    )
  },

  async tickets(db: DbOrTx, where: QueueWhere, paging: Paging) {
    const cond = and(ticketUnanswered, where.scope, olderThan(supportTickets.createdAt, where.minAgeMinutes))
    return page<QueueRow>(
      db
        .select({
          id: sql<string>`${supportTickets.id}::text`,
          customerId: supportTickets.userId,
          customerEmail: users.email,
          since: supportTickets.createdAt,
          asset: sql<null>`null`,
          amount: sql<null>`null`,
          title: supportTickets.subject,
          txType: sql<null>`null`,
          kind: sql<string>`'ticket'`,
        })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .where(cond)
        .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
        .limit(paging.limit)
        .offset(paging.offset),
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(supportTickets)
          .where(cond),
      ),
    )
  },

  /** Customers nobody has claimed, oldest registration first (`where.scope` is profileRowUnclaimed, on both reads' join). */
  async unclaimed(db: DbOrTx, where: QueueWhere, paging: Paging) {
    const cond = and(isNull(userProfiles.assignedWorkerId), where.scope, olderThan(userProfiles.createdAt, where.minAgeMinutes))
    return page<QueueRow>(
      db
        .select({
          id: userProfiles.userId,
          customerId: userProfiles.userId,
          customerEmail: users.email,
          since: userProfiles.createdAt,
          asset: sql<null>`null`,
          amount: sql<null>`null`,
          title: users.fullName,
          txType: sql<null>`null`,
          kind: sql<string>`'unclaimed'`,
        })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .where(cond)
        .orderBy(asc(userProfiles.createdAt), asc(userProfiles.userId))
        .limit(paging.limit)
        .offset(paging.offset),
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(cond),
      ),
    )
  },
}
