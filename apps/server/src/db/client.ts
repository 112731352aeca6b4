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
import { dumpPglite } from './backup.ts'
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
  close(): Promise<void>
}

/** The migrations beside the code (src/db/migrations, or dist/migrations once compiled). */
export const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
/** Several instances may start at once on one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_240_001

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string
  /** PGlite's folder; absent means in memory. */
  dataDir?: string
  /** PGlite in memory only: start from this dump of a data folder (`dumpDataDir`) instead of creating one. */
  template?: Blob
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number
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
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir, options.template)
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

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  const deliver = (channel: string, payload: string) => handlers.get(channel)?.forEach((h) => h(payload))
  const ownWriteChannels = new Set<string>()
  /** A pooled connection: it hands its own changes' notices to the `ownWrites` listeners (see OWN_WRITE_CHANNELS). */
  class OwnWritesClient extends pg.Client {
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
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: OwnWritesClient as typeof pg.Client,
    // The own-write notices are NOTICEs: make sure a server setting does not hold them back.
    options: '-c client_min_messages=notice',
  })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    lockClient.release()
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

  return {
    kind: 'postgres',
    db,
    listen: async (channel, onPayload, options = {}) => {
      // One listening connection for every channel, opened by the first subscriber (concurrent ones wait for it).
      listener ??= (async () => {
        const client = new pg.Client({ connectionString: url })
        client.on('error', () => drop(client))
        client.on('end', () => drop(client))
        client.on('notification', (msg) => deliver(msg.channel, msg.payload ?? ''))
        connected = client
        try {
          await client.connect()
        } catch (err) {
          drop(client)
          throw err
        }
        return client
      })()
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
    close: async () => {
      closing = true
      await connected?.end()
      await pool.end()
    },
  }
}
