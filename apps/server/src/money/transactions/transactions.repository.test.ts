import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import type { LedgerEntry } from '../ledger/ledger.service.ts'
import { transactionsRepository } from './transactions.repository.ts'

describe('the statement read in batches', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
    for (let i = 0; i < 9; i++) await fund(t, user.id, 'BTC', `0.${i + 1}`)
    // Microseconds apart and exactly equal times: what a millisecond Date would blur into repeated or lost rows.
    await t.database.db.execute(
      sql`update transactions set sent_at = '2026-01-01 10:00:00.000001+00', created_at = '2026-01-01 10:00:00.000001+00' where user_id = ${user.id} and amount < 0.4`,
    )
    await t.database.db.execute(
      sql`update transactions set sent_at = '2026-01-01 10:00:00.000009+00' where user_id = ${user.id} and amount between 0.4 and 0.6`,
    )
  })
  afterAll(() => t.close())

  it('gives every row once, oldest first, whatever the batch size', async () => {
    const all = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, user.id))
      .orderBy(asc(transactions.sentAt), asc(transactions.createdAt), asc(transactions.id))
    for (const size of [1, 2, 4, 9, 50]) {
      const ids: string[] = []
      for await (const batch of transactionsRepository.statementBatches(t.database.db, user.id, size)) {
        expect(batch.length).toBeLessThanOrEqual(size)
        ids.push(...batch.map((r) => r.id))
      }
      expect(ids, `batch size ${size}`).toEqual(all.map((r) => r.id))
    }
  })
})

describe('history pages, read from the newest end or (past the middle) the oldest', () => {
  let t: TestApp
  let user: TestUser
  /** The entry keys newest first, worked out here from every row: what each page must show, in this order. */
  let expected: string[]

  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
    const record = (entry: Omit<LedgerEntry, 'userId' | 'type'> & { type?: LedgerEntry['type'] }) =>
      t.database.db.transaction((tx) => t.app.services.ledger.record(tx, { userId: user.id, type: 'deposit', ...entry }))
    // Seven distinct times: most entries share theirs with others, so the entry key decides much of the order.
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 12, i % 7))
    for (let i = 0; i < 51; i++) await record({ asset: 'BTC', amount: '1', status: 'Complete', sentAt: at(i * 3) })
    for (let i = 0; i < 6; i++) {
      const requestId = randomUUID()
      await record({ asset: 'BTC', amount: '-2', status: 'Complete', type: 'swap', requestId, sentAt: at(i) })
      await record({ asset: 'ETH', amount: '30', status: 'Complete', type: 'swap', requestId, sentAt: at(i) })
    }
    for (let i = 0; i < 3; i++) await record({ asset: 'BTC', amount: '-0.5', status: 'Complete', type: 'adjustment', isHidden: true, sentAt: at(i) })

    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))
    const entries = new Map<string, number>()
    for (const row of rows) if (!row.isHidden) entries.set(row.requestId ?? row.id, row.sentAt.getTime())
    // Newest first, then the entry key descending (PostgreSQL orders uuids as their lowercase hex text).
    expected = [...entries].sort(([ka, ta], [kb, tb]) => tb - ta || (kb < ka ? -1 : kb > ka ? 1 : 0)).map(([key]) => key)
  })
  afterAll(() => t.close())

  it('has 57 entries: 51 single rows and 6 swaps, the hidden rows left out', () => {
    expect(expected).toHaveLength(57)
  })

  it('every page of the history shows exactly the entries of that slice, in order', async () => {
    for (let page = 1; page <= 7; page++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/transactions?page=${page}`, headers: user.headers() })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.total).toBe(57)
      const keys = body.items.map((i: { id: string; swap: { requestId: string } | null }) => i.swap?.requestId ?? i.id)
      expect(keys, `page ${page}`).toEqual(expected.slice((page - 1) * 10, page * 10))
    }
  })

  it('any offset and length gives the same keys whether the total is known (either end) or not (newest end)', async () => {
    const { db } = t.database
    for (const limit of [1, 7, 10, 57]) {
      for (let offset = 0; offset <= 58; offset++) {
        const slice = expected.slice(offset, offset + limit)
        expect(await transactionsRepository.pageKeys(db, user.id, limit, offset, 57), `limit ${limit}, offset ${offset}`).toEqual(slice)
        if (offset % 10 === 0) expect(await transactionsRepository.pageKeys(db, user.id, limit, offset), `limit ${limit}, offset ${offset}`).toEqual(slice)
      }
    }
  })
})
