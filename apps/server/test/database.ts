import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../src/db/client.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server at TEST_DATABASE_URL (as CI runs it too).
 */
export async function createTestDatabase(): Promise<Database & { dropped: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({})
    return { ...database, dropped: database.close }
  }
  const name = `wallet_test_${randomBytes(6).toString('hex')}`
  await withAdmin(serverUrl, (c) => c.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 20 })
  return {
    ...database,
    url: url.toString(),
    dropped: async () => {
      await database.close()
      await withAdmin(serverUrl, async (c) => {
        // pool.end() resolves before its sockets are closed; dropping with force then would kill them mid-goodbye.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
          if (rows[0].n === 0) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await c.query(`drop database if exists ${name} with (force)`)
      })
    },
  }
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
