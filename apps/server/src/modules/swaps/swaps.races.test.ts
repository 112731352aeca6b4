import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'
import { createSwapService } from './swaps.service.ts'

// PGlite has one connection; races need a real PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('swaps under concurrency (PostgreSQL)', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
    user = await createUser(t)
    await fund(t, user.id, 'USDT', '100')
  })
  afterAll(() => t.close())

  it('accepts exactly 10 of 100 concurrent swaps of 10 against an available 100', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: '/api/swaps', headers: user.headers(), payload: { fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '10' } }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 400)).toHaveLength(90)
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json().error).toBe('Insufficient balance')
    expect((await t.app.services.ledger.figures(t.database.db, user.id)).USDT).toEqual({
      balance: '100',
      pendingDeposits: '0',
      pendingWithdrawals: '-100',
      available: '0',
    })
    expect(await t.database.db.select().from(transactions).where(eq(transactions.type, 'swap'))).toHaveLength(20)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('settles each swap once when two workers run the settlement at the same time', async () => {
    const { ledger, prices, notifications: notify, customers } = t.app.services
    const a = createSwapService({ db: t.database.db, ledger, prices, notifications: notify, customers })
    const b = createSwapService({ db: t.database.db, ledger, prices, notifications: notify, customers })
    const settled = await Promise.all([a.settlePending(3), b.settlePending(3), a.settlePending(100), b.settlePending(100)])
    const more = await a.settlePending()
    expect(settled.reduce((x, y) => x + y, 0) + more).toBe(10)
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.type, 'swap'))
    expect(rows.every((r) => r.status === 'Complete')).toBe(true)
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(10)
    expect((await ledger.figures(t.database.db, user.id)).USDT).toEqual({ balance: '0', pendingDeposits: '0', pendingWithdrawals: '0', available: '0' })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('runs one customer\'s swaps in both directions at once, each locking the two rows in one order (no deadlock)', async () => {
    const both = await createUser(t)
    await fund(t, both.id, 'USDT', '1000')
    await fund(t, both.id, 'BTC', '1')
    const bodies = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0 ? { fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '1' } : { fromTokenId: 'BTC', toTokenId: 'USDT', fromAmount: '0.0001' },
    )
    const answers = await Promise.all(bodies.map((payload) => t.app.inject({ method: 'POST', url: '/api/swaps', headers: both.headers(), payload })))
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 201))
    const figures = await t.app.services.ledger.figures(t.database.db, both.id)
    expect(figures.USDT.pendingWithdrawals).toBe('-30')
    expect(figures.BTC.pendingWithdrawals).toBe('-0.003')
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})
