import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { SESSION_NOTICES, type Database, type Tx } from '../../db/client.ts'

/** NOTIFY channel for ledger changes. Lowercase: PGlite puts the name into SQL as it is. */
const TRANSACTION_CHANNEL = 'transaction_inserted'

export interface TransactionEvent {
  userId: string
  transactionId: string
  kind: 'inserted' | 'updated'
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
      return database.listen(TRANSACTION_CHANNEL, (raw) => {
        const event = parseEvent(raw)
        if (event?.userId === userId) onEvent(event)
      })
    },
    async notifyAnnouncement(tx, event) {
      await tx.execute(sql`select pg_notify(${ANNOUNCEMENT_CHANNEL}, ${JSON.stringify(event)})`)
    },
    subscribeSession({ sessionId, userId }, onChange) {
      // Migration 0006's notices: 's:<session id>', 'u:<user id>', or '*' after the sessions were truncated.
      const mine = new Set([`s:${sessionId}`, `u:${userId}`, '*'])
      return database.listen(SESSION_NOTICES, (notice) => {
        if (mine.has(notice)) onChange()
      })
    },
    async notifyAccountChanged(tx, userId) {
      await tx.execute(sql`select pg_notify(${SESSION_NOTICES}, ${`u:${userId}`})`)
    },
    subscribeWork(onChange) {
      return database.listen(WORK_CHANNEL, () => onChange())
    },
    subscribeAnnouncements(managerId, onEvent) {
      return database.listen(ANNOUNCEMENT_CHANNEL, (raw) => {
        const event = parseAnnouncement(raw)
        if (event?.managerId === managerId) onEvent(event)
      })
    },
  }
}

function parseEvent(raw: string): TransactionEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<TransactionEvent>
    return typeof value.userId === 'string' && typeof value.transactionId === 'string'
      ? { userId: value.userId, transactionId: value.transactionId, kind: value.kind === 'updated' ? 'updated' : 'inserted' }
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
