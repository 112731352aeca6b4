import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceTicks, transactions } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createUser, fund } from '../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../test/market-fixtures.ts'
import { marketJobs } from './market-jobs.ts'
import { startScheduler } from './scheduler.ts'

const quiet = { error: () => {}, debug: () => {} }

describe('market jobs', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  it('leaves swap settlement to staff when SWAP_STAFF_REVIEW is on', () => {
    const { prices, swaps, stakes } = t.app.services
    expect(marketJobs({ prices, swaps, stakes, swapStaffReview: false }).map((j) => j.name)).toEqual(['price-tick', 'stake-payouts', 'swap-settlement'])
    expect(marketJobs({ prices, swaps, stakes, swapStaffReview: true }).map((j) => j.name)).toEqual(['price-tick', 'stake-payouts'])
  })

  it('once started, ticks prices and settles a swap by itself', async () => {
    const user = await createUser(t)
    await fund(t, user.id, 'ETH', '2')
    const res = await t.app.inject({ method: 'POST', url: '/api/swaps', headers: user.headers(), payload: { fromTokenId: 'ETH', toTokenId: 'USDT', fromAmount: '1' } })
    expect(res.statusCode).toBe(201)
    const { prices, swaps, stakes } = t.app.services
    const scheduler = startScheduler(marketJobs({ prices, swaps, stakes, swapStaffReview: false }), quiet)
    try {
      const legs = () => t.database.db.select().from(transactions).where(and(eq(transactions.userId, user.id), eq(transactions.type, 'swap')))
      const tickCount = async () => (await t.database.db.select({ n: count() }).from(priceTicks))[0]!.n
      const done = async () => (await legs()).every((l) => l.status === 'Complete') && (await tickCount()) > 10
      const deadline = Date.now() + 15_000
      while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
      expect((await legs()).map((l) => l.status)).toEqual(['Complete', 'Complete'])
      // 1 ETH × 3400 × 0.99
      expect((await t.app.services.ledger.figures(t.database.db, user.id)).USDT.balance).toBe('3366')
      // the fixture's 10 ticks, then one more per asset
      expect(await tickCount()).toBe(20)
    } finally {
      await scheduler.stop()
    }
  })
})
