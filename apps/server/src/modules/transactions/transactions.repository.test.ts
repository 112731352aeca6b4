import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { transactionsRepository } from './transactions.repository.ts'

describe('the statement read in batches', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
    for (let i = 0; i < 9; i++) await fund(t, user.id, 'BTC', `0.${i + 1}`)
    // Microseconds apart and exactly equal times: what a millisecond Date would blur into repeated or lost rows.
    await t.database.db.execute(sql`update transactions set sent_at = '2026-01-01 10:00:00.000001+00', created_at = '2026-01-01 10:00:00.000001+00' where user_id = ${user.id} and amount < 0.4`)
    await t.database.db.execute(sql`update transactions set sent_at = '2026-01-01 10:00:00.000009+00' where user_id = ${user.id} and amount between 0.4 and 0.6`)
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
