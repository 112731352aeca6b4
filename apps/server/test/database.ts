import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase, type Database } from '../src/db/client.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server at TEST_DATABASE_URL (as CI runs it too).
 */
export async function createTestDatabase(): Promise<Database & { dropped: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ template: await migratedTemplate() })
    return { ...database, dropped: () => database.close() }
  }
  const name = `wallet_test_${randomBytes(6).toString('hex')}`
  await withClient(serverUrl, (c) => c.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 20 })
  return {
    ...database,
    url: url.toString(),
    dropped: async () => {
      await database.close()
      await withClient(serverUrl, async (c) => {
        // pool.end() resolves before its sockets are closed; dropping with force then would kill them mid-goodbye.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
          if (rows[0]!.n === 0) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await c.query(`drop database if exists ${name} with (force)`)
      })
    },
  }
}

/** A connection of its own to `url`, for `work` alone, ended after it (creating and dropping databases, say). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations')

/**
 * A dump of a freshly migrated PGlite database, made once per set of migrations and kept in the temporary folder:
 * loading it takes a fraction of creating and migrating a database, which every test file does. Opening it still
 * runs the migrator, which finds nothing left to apply.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256')
  for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)))
  }
  const file = path.join(tmpdir(), `wallet-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
  try {
    return new Blob([readFileSync(file)])
  } catch {
    // Not made yet: make it. Test files starting at once may each make one; the last rename wins, all are equal.
  }
  const database = await openDatabase({})
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  await database.close()
  const bytes = Buffer.from(await dump.arrayBuffer())
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(partial, bytes)
  renameSync(partial, file)
  return new Blob([bytes])
}
