import type { WorkQueue } from '@wallet/shared/back-office/work'
import { WORK_COUNT_CAP } from '@wallet/shared/back-office/work'
import { and, asc, count, eq, gte, inArray, isNull, ne, notExists, sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
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

/** One queue as a row of the table below: where its items come from, which wait, in which order, and what they show. */
interface QueueDefinition {
  table: PgTable
  /** The customer an item belongs to; the rows join `users` on it for the customer's email. */
  customer: PgColumn
  /** Which of the table's rows wait for staff (the whole queue, before any scope or filter). */
  waiting: SQL | undefined
  /** Oldest first by this, then by `id`. */
  since: SQL | PgColumn
  id: PgColumn
  /**
   * The scope is a condition on the customer's profile and `users` rows (profileRowInScope, profileRowUnclaimed), so
   * both reads (the page and its count) join them; otherwise the scope is on the table's own columns and only the
   * page joins `users`, for the email.
   */
  scopeOnProfile: boolean
  /** The filters a queue takes: by asset, and by a minimum amount (on this expression). */
  asset?: PgColumn
  amount?: SQLWrapper
  /** What an item shows, beside its customer and `since`. */
  show: Record<'id' | 'asset' | 'amount' | 'title' | 'txType' | 'kind', SQL | PgColumn>
}

const kycSince = sql<Date>`coalesce(${userProfiles.kycSubmittedAt}, ${userProfiles.createdAt})`
const none = sql<null>`null`

/**
 * Every queue, one row each. The waiting conditions and orders match the partial indexes the queues read at scale
 * (docs/decisions/100): `transactions_pending_work_idx` (migration 0016), `user_profiles_kyc_queue_idx` (0018).
 */
const QUEUES: Record<WorkQueue, QueueDefinition> = {
  transactions: {
    table: transactions,
    customer: transactions.userId,
    waiting: pendingForStaff,
    since: transactions.createdAt,
    id: transactions.id,
    scopeOnProfile: true,
    asset: transactions.asset,
    amount: sql`abs(${transactions.amount})`,
    show: {
      id: sql<string>`${transactions.id}::text`,
      asset: transactions.asset,
      amount: sql<string>`abs(${transactions.amount})::text`,
      title: transactions.note,
      txType: transactions.type,
      // A send names its recipient; a withdrawal goes to a saved payment method.
      kind: sql<string>`case when ${transactions.type} = 'deposit' then 'deposit' when ${transactions.recipientAddress} is not null then 'send' else 'withdrawal' end`,
    },
  },
  /** Customers whose KYC waits for review, oldest submission first. */
  kyc: {
    table: userProfiles,
    customer: userProfiles.userId,
    waiting: eq(userProfiles.kycStatus, 'pending'),
    since: kycSince,
    id: userProfiles.userId,
    scopeOnProfile: true,
    show: {
      id: userProfiles.userId,
      asset: none,
      amount: none,
      title: sql<string | null>`nullif(concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName}), '')`,
      txType: none,
      kind: sql<string>`'kyc'`,
    },
  },
  approvals: {
    table: creditApprovals,
    customer: creditApprovals.customerId,
    waiting: eq(creditApprovals.state, 'awaiting'),
    since: creditApprovals.requestedAt,
    id: creditApprovals.id,
    scopeOnProfile: false,
    asset: creditApprovals.asset,
    amount: creditApprovals.amount,
    show: {
      id: sql<string>`${creditApprovals.id}::text`,
      asset: creditApprovals.asset,
      amount: sql<string>`${creditApprovals.amount}::text`,
      title: sql<string | null>`null`,
      txType: none,
      kind: sql<string>`'approval'`,
    },
  },
  /** Second-factor resets waiting for a second staff member (docs/decisions/078); they carry no asset or amount. */
  resets: {
    table: secondFactorResets,
    customer: secondFactorResets.customerId,
    waiting: eq(secondFactorResets.state, 'awaiting'),
    since: secondFactorResets.requestedAt,
    id: secondFactorResets.id,
    scopeOnProfile: false,
    show: {
      id: sql<string>`${secondFactorResets.id}::text`,
      asset: none,
      amount: none,
      title: secondFactorResets.reason,
      txType: none,
      kind: sql<string>`'factor_reset'`,
    },
  },
  tickets: {
    table: supportTickets,
    customer: supportTickets.userId,
    waiting: ticketUnanswered,
    since: supportTickets.createdAt,
    id: supportTickets.id,
    scopeOnProfile: false,
    show: {
      id: sql<string>`${supportTickets.id}::text`,
      asset: none,
      amount: none,
      title: supportTickets.subject,
      txType: none,
      kind: sql<string>`'ticket'`,
    },
  },
  /** Customers nobody has claimed, oldest registration first. */
  unclaimed: {
    table: userProfiles,
    customer: userProfiles.userId,
    waiting: isNull(userProfiles.assignedWorkerId),
    since: userProfiles.createdAt,
    id: userProfiles.userId,
    scopeOnProfile: true,
    show: { id: userProfiles.userId, asset: none, amount: none, title: users.fullName, txType: none, kind: sql<string>`'unclaimed'` },
  },
}

/** `users` (for the email, or for a scope on the profile), and the profile when the scope needs it and the table is not it. */
function joined<Q extends PgSelect>(query: Q, queue: QueueDefinition, withUsers: boolean): Q {
  let q = query
  if (withUsers) q = q.innerJoin(users, eq(users.id, queue.customer)) as unknown as Q
  if (queue.scopeOnProfile && queue.table !== userProfiles) q = q.innerJoin(userProfiles, eq(userProfiles.userId, queue.customer)) as unknown as Q
  return q
}

/** The work queues' reads: each queue's oldest items and its count, within a scope the caller builds. */
export const queuesRepository = {
  /** How many items wait in each queue, over every customer (the metrics' gauges); `unclaimed` as `unclaimed()` builds it. */
  async totals(db: DbOrTx, unclaimed: SQL): Promise<Record<WorkQueue, number>> {
    const names = Object.keys(QUEUES) as WorkQueue[]
    const counts = await Promise.all(
      names.map(async (name) => {
        const queue = QUEUES[name]
        const [row] = await db
          .select({ n: count() })
          .from(queue.table)
          .where(name === 'unclaimed' ? and(queue.waiting, unclaimed) : queue.waiting)
        return Number(row?.n ?? 0)
      }),
    )
    return Object.fromEntries(names.map((name, i) => [name, counts[i]!])) as Record<WorkQueue, number>
  },

  /**
   * A page of one queue's waiting items, oldest first, and its count: the waiting rows within `where.scope`, narrowed
   * by the caller's filters (those the queue takes).
   */
  async read(db: DbOrTx, name: WorkQueue, where: QueueWhere, paging: Paging) {
    const queue = QUEUES[name]
    const cond = and(
      queue.waiting,
      where.scope,
      where.asset && queue.asset ? eq(queue.asset, where.asset) : undefined,
      where.minAmount && queue.amount ? gte(queue.amount, where.minAmount) : undefined,
      olderThan(queue.since, where.minAgeMinutes),
    )
    const { show } = queue
    const rows = joined(
      db
        .select({
          id: show.id,
          customerId: queue.customer,
          customerEmail: users.email,
          since: queue.since,
          asset: show.asset,
          amount: show.amount,
          title: show.title,
          txType: show.txType,
          kind: show.kind,
        })
        .from(queue.table)
        .$dynamic(),
      queue,
      true,
    )
      .where(cond)
      .orderBy(asc(queue.since), asc(queue.id))
      .limit(paging.limit)
      .offset(paging.offset)
    const counted = joined(
      db
        .select({ one: sql`1` })
        .from(queue.table)
        .$dynamic(),
      queue,
      queue.scopeOnProfile,
    ).where(cond)
    return page<QueueRow>(rows as unknown as Promise<QueueRow[]>, cappedCount(db, counted))
  },
}
