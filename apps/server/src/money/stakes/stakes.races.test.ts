import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, scheduledTransactions, transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'
import { createStakeService } from './stakes.service.ts'

// PGlite has one connection; races need a real PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('stakes under concurrency (PostgreSQL)', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
    await fund(t, user.id, 'BTC', '1')
  })
  afterAll(() => t.close())

  it('accepts exactly 10 of 100 concurrent stakes of 0.1 against an available 1', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: '/api/stakes', headers: user.headers(), payload: { assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 } }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 400)).toHaveLength(90)
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json().error).toMatch(/^Insufficient balance\. You have 0\.\d{8} BTC available\.$/)
    expect((await t.app.services.ledger.figures(t.database.db, user.id)).BTC.balance).toBe('0')
    expect(await t.database.db.select().from(scheduledTransactions)).toHaveLength(10)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('pays each due stake exactly once when two workers run the payout job at the same time', async () => {
    const { ledger, notifications: notify, customers } = t.app.services
    const a = createStakeService({ db: t.database.db, ledger, notifications: notify, customers })
    const b = createStakeService({ db: t.database.db, ledger, notifications: notify, customers })
    const now = new Date(Date.now() + 8 * 24 * 3600_000)
    const paid = await Promise.all([a.payDue({ now, batch: 2 }), b.payDue({ now, batch: 2 }), a.payDue({ now, batch: 3 }), b.payDue({ now })])
    expect(paid.reduce((x, y) => x + y, 0)).toBe(10)
    expect(await a.payDue({ now })).toBe(0)
    const payouts = await t.database.db.select().from(transactions).where(eq(transactions.type, 'stake_payout'))
    expect(payouts).toHaveLength(10)
    const scheduled = await t.database.db.select().from(scheduledTransactions)
    expect(scheduled.every((s) => s.status === 'paid')).toBe(true)
    expect(new Set(scheduled.map((s) => s.payoutTransactionId)).size).toBe(10)
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(10)
    // 10 × (0.1 + 0.1 × 0.027 × 7 / 365)
    expect((await ledger.figures(t.database.db, user.id)).BTC.balance).toBe('1.00051780821917808')
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})
