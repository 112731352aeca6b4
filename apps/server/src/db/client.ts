import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { databaseFault, QUERY_TIMEOUT_CODE, type DatabaseFault } from '../lib/database-error.ts'
import { dumpPglite } from './backup.ts'
import { parseDatabaseHosts } from './hosts.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx

/** Whether `db` is an open transaction (its row locks last until it ends) rather than the database itself. */
export function isTransaction(db: DbOrTx): db is Tx {
  return db instanceof PgTransaction
}

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  kind: DatabaseKind
  db: Db
  /** Subscribe to a NOTIFY channel (lowercase constant names only). Returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>
  /** PGlite only: a plain SQL dump of the whole database at one point in time (db/backup.ts). PostgreSQL has pg_dump. */
  dumpSql?(): Promise<string>
  /** PostgreSQL only: told of every database fault and every connection opened again after one was lost (the metrics). */
  observe?(observer: ConnectionObserver): void
  close(): Promise<void>
}

export interface ConnectionObserver {
  error(fault: DatabaseFault): void
  reconnected(): void
}

/** The migrations beside the code (src/db/migrations, or dist/migrations once compiled). */
export const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
/** Several instances may start at once on one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_240_001
/** A query unanswered this long past statement_timeout has a network or a server that cannot answer: cut it. */
const QUERY_LIMIT_GRACE_MS = 1000

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string
  /** PGlite's folder; absent means in memory. */
  dataDir?: string
  /** PGlite in memory only: start from this dump of a data folder (`dumpDataDir`) instead of creating one. */
  template?: Blob
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number
  /**
   * PostgreSQL only: the longest any one query, or the wait for a connection, may take (DB_REQUEST_TIMEOUT_SECONDS);
   * absent: no limit (the command line, tests).
   */
  requestTimeoutMs?: number
}

export interface ListenOptions {
  /**
   * Called if the listening connection fails: notices may have been missed, and the subscription is gone (listen
   * again to resume).
   */
  onLost?: () => void
  /**
   * Also hear the channel's notices from the connections this instance writes through (one of OWN_WRITE_CHANNELS), so
   * that a change made by this instance's own transaction is handled before that transaction's commit returns: as the
   * change is made, and again as its transaction ends. A notice then arrives several times, and for a change that
   * rolls back: the handler must not mind.
   */
  ownWrites?: boolean
}

/** Migration 0006's triggers announce every change to a session, or to the user fields a session carries, here. */
export const SESSION_NOTICES = 'session_changed'
/**
 * Channels whose triggers also tell the writing connection itself, at once: besides `pg_notify` (delivered at commit to
 * the instances' listening connections), they raise a NOTICE whose message is the payload and whose detail is the
 * channel (migration 0009). A pooled connection hands those to `ownWrites` listeners as they come and again when its
 * transaction ends, before the statement's or the commit's answer reaches the caller.
 * Pooled connections do not LISTEN: PostgreSQL wakes every listening connection of a database at each commit that
 * notifies, whatever the channel, so that every money write (its transaction events) would wake the whole pool of
 * every instance (docs/decisions/066-own-session-changes-by-notice.md).
 */
const OWN_WRITE_CHANNELS: readonly string[] = [SESSION_NOTICES]

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10, options.requestTimeoutMs) : openPglite(options.dataDir, options.template)
}

/**
 * PGlite's shared buffers, which it allocates whole at start. PostgreSQL's default (128 MB) would be a third of the
 * server's memory; the data folder's pages are also in the operating system's file cache, so a smaller pool costs
 * the embedded database little (docs/decisions/064-server-memory.md).
 */
const PGLITE_SHARED_BUFFERS = '32MB'

async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite({ dataDir, loadDataDir: template, postgresqlconf: [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`] })
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS })
  return {
    kind: 'pglite',
    db,
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload)
      return async () => unsubscribe()
    },
    dumpSql: () => dumpPglite(client),
    close: () => client.close(),
  }
}

async function openPostgres(url: string, poolSize: number, requestTimeoutMs: number | undefined): Promise<Database> {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  const deliver = (channel: string, payload: string) => handlers.get(channel)?.forEach((h) => h(payload))
  const ownWriteChannels = new Set<string>()
  const observers = new Set<ConnectionObserver>()
  const tell = (event: (o: ConnectionObserver) => void) => observers.forEach(event)
  const hosts = parseDatabaseHosts(url)
  /** The host new connections go to: the next one in turn once it refuses, fails or turns out to be read-only. */
  let currentHost = 0
  const leaveHost = (index: number) => {
    if (currentHost === index) currentHost = (index + 1) % hosts.urls.length
  }
  /** Connections lost (an error or an end nobody asked for) not yet replaced by a new one: each new one is a reconnect. */
  let lostConnections = 0
  const connectionLost = () => {
    lostConnections++
  }
  const connectionOpened = () => {
    if (lostConnections === 0) return
    lostConnections--
    tell((o) => o.reconnected())
  }
  /**
   * A connection to the current host. Its failures never reach the process as an unhandled 'error' (the query or
   * caller under way gets them); and a query with no answer within the request timeout (a hung network, a stalled
   * server that cannot even cancel) cuts the connection, which rolls its transaction back.
   */
  class HostClient extends pg.Client {
    readonly hostIndex: number
    /** How long one query may go unanswered before the connection is cut; 0: no limit (migrations). */
    queryLimitMs = requestTimeoutMs === undefined ? 0 : requestTimeoutMs + QUERY_LIMIT_GRACE_MS
    private ended = false
    /** While lent out by the pool: gives it back, once, as broken (see `lend`). */
    giveBack: ((err: Error) => void) | null = null
    constructor(config: pg.ClientConfig) {
      const hostIndex = currentHost
      super({ ...config, connectionString: hosts.urls[hostIndex] })
      this.hostIndex = hostIndex
      this.on('error', (err) => {
        this.giveBack?.(err)
        if (this.ended) return
        this.ended = true
        connectionLost()
        tell((o) => o.error(databaseFault(err) ?? 'connection'))
      })
      this.on('end', () => (this.ended = true))
      const query = this.query.bind(this) as (...args: unknown[]) => unknown
      this.query = ((...args: unknown[]) => this.limited(query, args)) as typeof this.query
    }
    override connect(): Promise<pg.Client>
    override connect(callback: (err: Error) => void): void
    override connect(callback?: (err: Error) => void): Promise<pg.Client> | void {
      const connected = super.connect().then(
        () => {
          connectionOpened()
          return this
        },
        (err: Error) => {
          this.ended = true
          leaveHost(this.hostIndex)
          tell((o) => o.error(databaseFault(err) ?? 'connection'))
          throw err
        },
      )
      if (!callback) return connected
      connected.then(() => callback(null as unknown as Error), callback)
    }
    /** Every overload of `query` (callback, promise, submittable) with the limit of `queryLimitMs`. */
    private limited(query: (...args: unknown[]) => unknown, args: unknown[]): unknown {
      const limitMs = this.queryLimitMs
      const last = args.at(-1)
      const first = args[0] as { submit?: unknown } | undefined
      if (limitMs === 0 || (first && typeof first.submit === 'function')) return query(...args)
      const timer = setTimeout(() => {
        const err = Object.assign(new Error(`no answer from the database within ${limitMs} ms`), { code: QUERY_TIMEOUT_CODE })
        this.connection.stream.destroy(err)
      }, limitMs)
      timer.unref()
      const settled = (err?: unknown) => {
        clearTimeout(timer)
        const fault = err ? databaseFault(err) : null
        if (fault && !this.ended) tell((o) => o.error(fault))
      }
      if (typeof last === 'function') {
        args[args.length - 1] = (err: unknown, res: unknown) => {
          settled(err)
          ;(last as (e: unknown, r: unknown) => void)(err, res)
        }
        return query(...args)
      }
      const result = query(...args) as Promise<unknown>
      result.then(() => settled(), settled)
      return result
    }
  }
  /** A pooled connection: it hands its own changes' notices to the `ownWrites` listeners (see OWN_WRITE_CHANNELS). */
  class OwnWritesClient extends HostClient {
    /** Notices of the transaction under way, handed over again as it ends (its changes are visible by then). */
    private heard: Array<{ channel: string; payload: string }> = []
    constructor(config: pg.ClientConfig) {
      super(config)
      this.on('notice', (notice) => {
        const channel = notice.detail
        if (!channel || !ownWriteChannels.has(channel)) return
        const payload = notice.message ?? ''
        this.heard.push({ channel, payload })
        deliver(channel, payload)
      })
      // Registered before the client's own handler (it attaches as it connects): the caller goes on after this.
      this.connection.on('readyForQuery', (msg: { status?: string }) => {
        if (msg.status !== 'I' || this.heard.length === 0) return
        const heard = this.heard
        this.heard = []
        for (const { channel, payload } of heard) deliver(channel, payload)
      })
    }
  }
  /** With target_session_attrs=read-write, a standby (or a primary being demoted) is refused and the next host tried. */
  const refuseReadOnly = async (client: pg.Client) => {
    if (!hosts.readWrite) return
    const { rows } = await client.query<{ transaction_read_only: string }>('show transaction_read_only')
    if (rows[0]?.transaction_read_only !== 'off') {
      leaveHost((client as unknown as HostClient).hostIndex)
      throw Object.assign(new Error('the database server is read-only (a standby)'), { code: '25006' })
    }
  }
  const settings = ['-c client_min_messages=notice']
  if (requestTimeoutMs !== undefined) {
    // The server cancels a statement (its transaction rolls back) and ends a transaction left idle past the timeout.
    settings.push(`-c statement_timeout=${requestTimeoutMs}`, `-c idle_in_transaction_session_timeout=${requestTimeoutMs}`)
  }
  /**
   * A pooled connection as lent out: released once however often its borrower releases it, and given back by itself
   * if it fails while lent. Drizzle's transaction does not release its connection when its BEGIN fails (a connection
   * cut then), so without this the pool would lose a connection at each such cut and, a few cuts later, hang.
   */
  const lend = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release.bind(client)
    const host = client as pg.PoolClient & HostClient
    let released = false
    host.release = (err?: Error | boolean) => {
      if (released) return
      released = true
      host.giveBack = null
      release(err)
    }
    host.giveBack = (err) => host.release(err)
    return host
  }
  /** Several hosts: a connection that fails to open is tried again on the next host, each host once. */
  class FailoverPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>
    override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void): void
    override connect(
      callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void,
    ): Promise<pg.PoolClient> | void {
      const attempt = async (): Promise<pg.PoolClient> => {
        for (let tries = 1; ; tries++) {
          try {
            return lend(await super.connect())
          } catch (err) {
            if (tries >= hosts.urls.length || !databaseFault(err) || this.ending) throw err
          }
        }
      }
      if (!callback) return attempt()
      attempt().then(
        (client) => callback(undefined, client, (release?: Error | boolean) => client.release(release)),
        (err: Error) => callback(err, undefined, () => {}),
      )
    }
  }
  const pool = new FailoverPool({
    max: poolSize,
    Client: OwnWritesClient as unknown as typeof pg.Client,
    // The own-write notices are NOTICEs: make sure a server setting does not hold them back.
    options: settings.join(' '),
    connectionTimeoutMillis: requestTimeoutMs,
    onConnect: refuseReadOnly,
  } as unknown as pg.PoolConfig)
  // An idle connection that fails (PostgreSQL restarted, failed over, or ended the session): the pool drops it and
  // opens a new one when next needed. Without this listener the process would die of an unhandled 'error'.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const lockClient = (await pool.connect()) as pg.PoolClient & HostClient
  // Migrations, and waiting for another instance's, take as long as they take.
  lockClient.queryLimitMs = 0
  try {
    await lockClient.query('set statement_timeout = 0')
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    // Not back into the pool: its session settings differ from every other connection's.
    lockClient.release(true)
  }
  /** A connection outside the pool (the listener), to the first host that takes it (and is writable if asked). */
  const openClient = async (): Promise<HostClient> => {
    for (let tries = 1; ; tries++) {
      const client = new HostClient({ connectionTimeoutMillis: requestTimeoutMs })
      try {
        await client.connect()
        await refuseReadOnly(client)
        return client
      } catch (err) {
        await client.end().catch(() => {})
        if (tries >= hosts.urls.length || !databaseFault(err)) throw err
      }
    }
  }
  let listener: Promise<pg.Client> | null = null
  let connected: pg.Client | null = null
  const lostHandlers = new Set<() => void>()
  let closing = false
  /** The listening connection failed: every subscription is gone and its owner is told. */
  const drop = (failed: pg.Client) => {
    if (connected !== failed) return
    connected = null
    listener = null
    handlers.clear()
    ownWriteChannels.clear()
    failed.removeAllListeners('notification')
    failed.end().catch(() => {})
    const told = [...lostHandlers]
    lostHandlers.clear()
    if (!closing) for (const onLost of told) onLost()
  }

  /** One listening connection for every channel, opened by the first subscriber (concurrent ones wait for it). */
  const openListener = () => {
    const opening = (async () => {
      const client = await openClient()
      client.on('error', () => drop(client))
      client.on('end', () => drop(client))
      client.on('notification', (msg) => deliver(msg.channel, msg.payload ?? ''))
      connected = client
      return client
    })()
    // A failed attempt is not kept: the next subscriber tries again.
    opening.catch(() => {
      if (listener === opening) listener = null
    })
    return opening
  }

  return {
    kind: 'postgres',
    db,
    listen: async (channel, onPayload, options = {}) => {
      listener ??= openListener()
      const client = await listener
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      }
      set.add(onPayload)
      if (options.ownWrites) {
        if (!OWN_WRITE_CHANNELS.includes(channel)) throw new Error(`${channel} is not one of OWN_WRITE_CHANNELS`)
        ownWriteChannels.add(channel)
      }
      const { onLost } = options
      if (onLost) lostHandlers.add(onLost)
      return async () => {
        set.delete(onPayload)
        if (onLost) lostHandlers.delete(onLost)
      }
    },
    observe: (observer) => {
      observers.add(observer)
    },
    close: async () => {
      closing = true
      await connected?.end()
      await pool.end()
    },
  }
}
