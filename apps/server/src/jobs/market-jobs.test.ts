import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceTicks, transactions } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createUser, fund } from '../../test/factories.ts'
import { manualClock } from '../../test/manual-clock.ts'
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/swaps',
      headers: user.headers(),
      payload: { fromTokenId: 'ETH', toTokenId: 'USDT', fromAmount: '1' },
    })
    expect(res.statusCode).toBe(201)
    const { prices, swaps, stakes } = t.app.services
    const jobs = marketJobs({ prices, swaps, stakes, swapStaffReview: false })
    // The scheduler's own timers on a clock the test moves: no waiting for real time to pass.
    const clock = manualClock()
    const scheduler = startScheduler(jobs, quiet, clock)
    try {
      const legs = () =>
        t.database.db
          .select()
          .from(transactions)
          .where(and(eq(transactions.userId, user.id), eq(transactions.type, 'swap')))
      const tickCount = async () => (await t.database.db.select({ n: count() }).from(priceTicks))[0]!.n
      // Every job's first run is due within the first second; each sets its next run once this one has ended.
      clock.advance(1_000)
      await clock.whenPending(jobs.length)
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
