import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  kind: DatabaseKind
  db: Db
  /** Subscribe to a NOTIFY channel (lowercase constant names only). Returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
/** Several instances may start at once on one PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_240_001

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string
  /** PGlite's folder; absent means in memory. */
  dataDir?: string
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir)
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir)
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
    close: () => client.close(),
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    lockClient.release()
  }
  let listener: pg.Client | null = null
  const handlers = new Map<string, Set<(payload: string) => void>>()
  return {
    kind: 'postgres',
    db,
    listen: async (channel, onPayload) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url })
        await listener.connect()
        listener.on('notification', (msg) => handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? '')))
      }
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await listener.query(`listen ${pg.escapeIdentifier(channel)}`)
      }
      set.add(onPayload)
      return async () => {
        set.delete(onPayload)
      }
    },
    close: async () => {
      await listener?.end()
      await pool.end()
    },
  }
}
