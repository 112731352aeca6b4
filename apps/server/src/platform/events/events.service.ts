import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { SESSION_NOTICES, type Database, type Tx } from '../../db/client.ts'
import { ALL_KEYS, createFanout, type Keyed } from './fanout.ts'

/** NOTIFY channel for ledger changes. Lowercase: PGlite puts the name into SQL as it is. */
const TRANSACTION_CHANNEL = 'transaction_inserted'

export interface TransactionEvent {
  userId: string
  /** The ledger row's id, or for kind 'deposit' the chain deposit's (seen, confirmed more, dropped by a reorg). */
  transactionId: string
  kind: 'inserted' | 'updated' | 'deposit'
}

/** NOTIFY channel for new announcements (to the workers of one manager). */
const ANNOUNCEMENT_CHANNEL = 'announcement_created'

/** NOTIFY channel of migration 0016's triggers: something that can change a staff work queue was committed. */
const WORK_CHANNEL = 'work_queues_changed'

export interface AnnouncementEvent {
  managerId: string
  announcement: { id: string; manager_id: string; message: string; created_at: string }
}

export interface TransactionEvents {
  /** Queues the event inside the caller's transaction: listeners hear it only once that transaction commits. */
  notifyTransaction(tx: Tx, userId: string, transactionId: string, kind?: TransactionEvent['kind']): Promise<void>
  /**
   * The same 'inserted' event as an SQL expression over a row's user and id columns, for a statement that inserts
   * rows to queue their events itself (the ledger's INSERT … RETURNING): no round trip of its own.
   */
  insertedNotice(userId: SQLWrapper, transactionId: SQLWrapper): SQL
  /** Calls `onEvent` for every committed ledger change of this user. Returns the unsubscribe function. */
  subscribe(userId: string, onEvent: (event: TransactionEvent) => void): Promise<() => Promise<void>>
  /** Queues a new announcement inside the caller's transaction (heard on every instance once it commits). */
  notifyAnnouncement(tx: Tx, event: AnnouncementEvent): Promise<void>
  /** Calls `onEvent` for every committed announcement of this manager. */
  subscribeAnnouncements(managerId: string, onEvent: (event: AnnouncementEvent) => void): Promise<() => Promise<void>>
  /**
   * Calls `onChange` once this session ends or changes, or its account does (role, ban, password, its manager): what
   * the session may see is then no longer what it was when it subscribed.
   */
  subscribeSession(session: { sessionId: string; userId: string }, onChange: () => void): Promise<() => Promise<void>>
  /** Calls `onChange` whenever a staff work queue may have changed (no detail: each client refetches its own counts). */
  subscribeWork(onChange: () => void): Promise<() => Promise<void>>
  /** Announces, at commit, a change to an account that its sessions do not carry (a worker's manager). */
  notifyAccountChanged(tx: Tx, userId: string): Promise<void>
}

export function createTransactionEvents(database: Pick<Database, 'listen'>): TransactionEvents {
  // One listener per channel for the instance, however many streams are open (fanout.ts).
  const transactions = createFanout(database, TRANSACTION_CHANNEL, (raw) => keyedBy(parseEvent(raw), (e) => e.userId))
  const announcements = createFanout(database, ANNOUNCEMENT_CHANNEL, (raw) => keyedBy(parseAnnouncement(raw), (e) => e.managerId))
  // Migration 0006's notices: 's:<session id>', 'u:<user id>', or '*' after the sessions were truncated.
  const sessions = createFanout(database, SESSION_NOTICES, (notice) => ({ key: notice === '*' ? ALL_KEYS : notice, event: undefined }))
  const work = createFanout(database, WORK_CHANNEL, () => ({ key: ALL_KEYS, event: undefined }))
  return {
    async notifyTransaction(tx, userId, transactionId, kind = 'inserted') {
      const payload: TransactionEvent = { userId, transactionId, kind }
      await tx.execute(sql`select pg_notify(${TRANSACTION_CHANNEL}, ${JSON.stringify(payload)})`)
    },
    insertedNotice(userId, transactionId) {
      // The payload parseEvent reads: { userId, transactionId, kind }.
      return sql`pg_notify(${TRANSACTION_CHANNEL}, json_build_object('userId', ${userId}, 'transactionId', ${transactionId}, 'kind', 'inserted')::text)`
    },
    subscribe(userId, onEvent) {
      return transactions.subscribe(userId, onEvent)
    },
    async notifyAnnouncement(tx, event) {
      await tx.execute(sql`select pg_notify(${ANNOUNCEMENT_CHANNEL}, ${JSON.stringify(event)})`)
    },
    async subscribeSession({ sessionId, userId }, onChange) {
      const unsubscribers = await Promise.all([sessions.subscribe(`s:${sessionId}`, onChange), sessions.subscribe(`u:${userId}`, onChange)])
      return async () => {
        await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()))
      }
    },
    async notifyAccountChanged(tx, userId) {
      await tx.execute(sql`select pg_notify(${SESSION_NOTICES}, ${`u:${userId}`})`)
    },
    subscribeWork(onChange) {
      return work.subscribe('', onChange)
    },
    subscribeAnnouncements(managerId, onEvent) {
      return announcements.subscribe(managerId, onEvent)
    },
  }
}

function keyedBy<E>(event: E | null, keyOf: (event: E) => string): Keyed<E> | null {
  return event ? { key: keyOf(event), event } : null
}

function parseEvent(raw: string): TransactionEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<TransactionEvent>
    return typeof value.userId === 'string' && typeof value.transactionId === 'string'
      ? { userId: value.userId, transactionId: value.transactionId, kind: value.kind === 'updated' || value.kind === 'deposit' ? value.kind : 'inserted' }
      : null
  } catch {
    return null
  }
}

function parseAnnouncement(raw: string): AnnouncementEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<AnnouncementEvent>
    const a = value.announcement
    return typeof value.managerId === 'string' && a && typeof a.id === 'string' && typeof a.message === 'string'
      ? { managerId: value.managerId, announcement: { id: a.id, manager_id: String(a.manager_id), message: a.message, created_at: String(a.created_at) } }
      : null
  } catch {
    return null
  }
}
