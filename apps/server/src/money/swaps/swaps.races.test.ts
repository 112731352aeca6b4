import { eq, sql } from 'drizzle-orm'
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

  it("runs one customer's swaps in both directions at once, each locking the two rows in one order (no deadlock)", async () => {
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

  it('share-locks the profile before any balances row, so that a staff change of the profile and a swap cannot wait on each other in a circle', async () => {
    const customer = await createUser(t)
    await fund(t, customer.id, 'USDT', '10')
    const { db } = t.database
    // Another transaction holds the swap's first row in the global order (BTC before USDT) until released.
    let locked!: () => void
    let release!: () => void
    const rowLocked = new Promise<void>((resolve) => (locked = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    const holder = db.transaction(async (tx) => {
      await t.app.services.ledger.lockBalance(tx, customer.id, 'BTC')
      locked()
      await released
    })
    await rowLocked
    const swap = t.app.inject({
      method: 'POST',
      url: '/api/swaps',
      headers: customer.headers(),
      payload: { fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '1' },
    })
    // Once the swap waits for that row, its statement must hold the profile already: a lock that conflicts with its
    // share lock (a staff change's) cannot be had.
    const waiting = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as {
          rows: { n: number }[]
        }
      ).rows[0]!.n
    for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await waiting()).toBe(1)
    const probe = await db
      .transaction((tx) => tx.execute(sql`select 1 from user_profiles where user_id = ${customer.id} for update nowait`))
      .then(
        () => 'free',
        (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code,
      )
    expect(probe).toBe('55P03') // lock_not_available
    release()
    await holder
    expect((await swap).statusCode).toBe(201)
    expect(await verifyLedger(db)).toEqual([])
  })
})
