import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import { executePrepared } from './prepared.ts'

describe('executePrepared', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.dropped())

  it('answers as execute does, each time with its own values, and PostgreSQL keeps the text prepared on the connection', async () => {
    const statement = (n: number) => sql`select ${n}::int as n, ${`v${n}`}::text as v`
    await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const prepared = (await executePrepared(tx, statement(n))) as { rows: unknown[] }
        const plain = (await tx.execute(statement(n))) as { rows: unknown[] }
        expect(prepared.rows).toEqual([{ n, v: `v${n}` }])
        expect(prepared.rows).toEqual(plain.rows)
      }
      const names = (await tx.execute(sql`select name from pg_prepared_statements where name like 'p\\_%'`)) as { rows: unknown[] }
      // One text, prepared once on this connection; the embedded database ignores the name.
      expect(names.rows).toHaveLength(database.kind === 'postgres' ? 1 : 0)
    })
  })
})
