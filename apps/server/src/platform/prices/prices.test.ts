import fc from 'fast-check'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_IDS } from '@wallet/shared/assets'
import { money } from '@wallet/shared/amounts'
import { PricesResponse } from '@wallet/shared/platform/prices'
import { priceTicks } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { startFakePriceFeed, type FakePriceFeed } from '../../../test/fakes/price-feed.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { FEED_IDS } from './price-feed.ts'
import { nextSimulatedPrice, SEED_PRICES } from './price-simulator.ts'
import { createPrices, TICK_INTERVAL_MS } from './prices.service.ts'

describe('market simulator', () => {
  it('moves by small bounded steps, stays within half and twice the seed, and pins USDT at 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSET_IDS),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (asset, factor, r) => {
          const seed = money(SEED_PRICES[asset])
          const price = seed.times(factor).toSignificantDigits(8)
          const next = money(nextSimulatedPrice(asset, price, () => r))
          if (asset === 'USDT') {
            expect(next.toFixed()).toBe('1')
            return
          }
          expect(next.greaterThanOrEqualTo(seed.times(0.5))).toBe(true)
          expect(next.lessThanOrEqualTo(seed.times(2))).toBe(true)
          // ±0.4% shock plus a pull of at most 2% (the distance to the seed is at most 100%), and 8-digit rounding
          expect(next.minus(price).abs().lessThanOrEqualTo(price.times('0.0240001'))).toBe(true)
        },
      ),
    )
  })
})

describe('prices API (simulator)', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
  })
  afterAll(() => t.close())

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/prices' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/prices/history?asset=BTC' })).statusCode).toBe(401)
  })

  it('backfills 24 h of hourly history on an empty database and answers every asset as strings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prices', headers: user.headers() })
    expect(res.statusCode).toBe(200)
    const body = PricesResponse.parse(res.json())
    expect(Object.keys(body).sort()).toEqual([...ASSET_IDS].sort())
    expect(body.USDT.price).toBe('1')
    expect(body.BTC.changePercent24Hr).toMatch(/^-?\d+(\.\d+)?$/)
    for (const asset of ASSET_IDS) {
      const [row] = await t.database.db.select({ n: count() }).from(priceTicks).where(eq(priceTicks.asset, asset))
      expect(row!.n).toBeGreaterThanOrEqual(25)
      const price = money(body[asset].price)
      expect(price.greaterThanOrEqualTo(money(SEED_PRICES[asset]).times(0.5))).toBe(true)
      expect(price.lessThanOrEqualTo(money(SEED_PRICES[asset]).times(2))).toBe(true)
    }
    const history = await t.app.inject({ method: 'GET', url: '/api/prices/history?asset=ETH&hours=24', headers: user.headers() })
    expect(history.statusCode).toBe(200)
    expect(history.json().points.length).toBeGreaterThanOrEqual(24)
  })

  it('computes the 24 h change from the history', async () => {
    await setPrices(t, { ...TEST_PRICES, BTC: '100000', ETH: '3060' }, { BTC: '95000', ETH: '3400' })
    const body = (await t.app.inject({ method: 'GET', url: '/api/prices', headers: user.headers() })).json()
    expect(body.BTC).toEqual({ price: '100000', changePercent24Hr: '5.2632' })
    expect(body.ETH).toEqual({ price: '3060', changePercent24Hr: '-10' })
    expect(body.DOGE).toEqual({ price: '0.32' })
  })

  it('answers the history of one asset oldest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prices/history?asset=BTC&hours=48', headers: user.headers() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      asset: 'BTC',
      points: [
        { time: expect.any(String), price: '95000' },
        { time: expect.any(String), price: '100000' },
      ],
    })
  })

  it.each([
    ['asset=NOPE', 'Please select a token'],
    ['asset=BTC&hours=0', undefined],
    ['asset=BTC&hours=abc', undefined],
    ['asset=BTC&hours=100000', undefined],
    ['', 'Please select a token'],
  ])('refuses a bad history query (%s) with a 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/prices/history?${query}`, headers: user.headers() })
    expect(res.statusCode).toBe(400)
    if (message) expect(res.json().error).toBe(message)
  })

  it('records one tick per asset per interval, however many instances tick', async () => {
    const at = new Date(Math.ceil(Date.now() / TICK_INTERVAL_MS) * TICK_INTERVAL_MS + TICK_INTERVAL_MS)
    const a = createPrices({ db: t.database.db, now: () => at })
    const b = createPrices({ db: t.database.db, now: () => at })
    const [first, second] = await Promise.all([a.tick(), b.tick()])
    expect(first + second).toBe(ASSET_IDS.length)
    expect(await a.tick()).toBe(0)
    const rows = await t.database.db.select().from(priceTicks).where(eq(priceTicks.recordedAt, at))
    expect(rows.map((r) => r.asset).sort()).toEqual([...ASSET_IDS].sort())
    expect(rows.find((r) => r.asset === 'USDT')!.price).toMatch(/^1(\.0+)?$/)
  })
})

describe('price feed provider', () => {
  let feed: FakePriceFeed
  let t: TestApp
  let user: TestUser
  const quotes = () =>
    Object.fromEntries(ASSET_IDS.map((a, i) => [FEED_IDS[a], { usd: a === 'USDT' ? 1.0001 : Number(SEED_PRICES[a]) + i / 100, usd_24h_change: i - 2.5 }]))

  beforeAll(async () => {
    feed = await startFakePriceFeed(quotes())
    t = await buildTestApp({ env: { PRICE_FEED_URL: feed.url } })
    user = await createUser(t)
  })
  afterAll(async () => {
    await t.close()
    await feed.close()
  })

  it('answers the feed prices and its 24 h change through the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prices', headers: user.headers() })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.BTC).toEqual({ price: '95000', changePercent24Hr: '-2.5' })
    expect(body.ETH).toEqual({ price: '3400.01', changePercent24Hr: '-1.5' })
    expect(body.USDT).toEqual({ price: '1.0001' })
    expect(body.LTC).toEqual({ price: '100.09' })
    const asked = feed.requests.at(-1)!
    expect(asked.searchParams.get('ids')!.split(',').sort()).toEqual(Object.values(FEED_IDS).sort())
    expect(asked.searchParams.get('include_24hr_change')).toBe('true')
  })

  it('caches for 30 s and falls back to the last known price when the feed fails', async () => {
    let clock = Date.now()
    const prices = createPrices({ db: t.database.db, feedUrl: feed.url, now: () => new Date(clock) })
    expect((await prices.current()).BTC).toBe('95000')
    const served = feed.requests.length
    feed.quotes.bitcoin = { usd: 96000.5, usd_24h_change: 1 }
    expect((await prices.current()).BTC).toBe('95000')
    expect(feed.requests.length).toBe(served)

    clock += 31_000
    expect((await prices.current()).BTC).toBe('96000.5')
    expect(feed.requests.length).toBe(served + 1)

    feed.failWith = 503
    clock += 31_000
    const fallback = await prices.current()
    expect(fallback.BTC).toBe('96000.5')
    expect((await prices.market()).BTC).toEqual({ price: '96000.5', changePercent24Hr: '1' })
    expect(feed.requests.length).toBe(served + 2)
    feed.failWith = null
  })

  it('records feed ticks, and a new instance falls back to them while the feed is down', async () => {
    let at = new Date(Math.ceil(Date.now() / TICK_INTERVAL_MS) * TICK_INTERVAL_MS + 5 * TICK_INTERVAL_MS)
    feed.quotes.bitcoin = { usd: 97000, usd_24h_change: 2 }
    const ticker = createPrices({ db: t.database.db, feedUrl: feed.url, now: () => at })
    expect(await ticker.tick()).toBe(ASSET_IDS.length)
    feed.failWith = 500
    at = new Date(at.getTime() + TICK_INTERVAL_MS)
    // nothing new to record while the feed is down
    expect(await ticker.tick()).toBe(0)
    const fresh = createPrices({ db: t.database.db, feedUrl: feed.url, now: () => at })
    expect((await fresh.current()).BTC).toBe('97000')
    feed.failWith = null
  })

  it('answers 503 with the spec message when no price was ever known', async () => {
    const down = await startFakePriceFeed({})
    down.failWith = 502
    const t2 = await buildTestApp({ env: { PRICE_FEED_URL: down.url } })
    try {
      const u = await createUser(t2)
      const res = await t2.app.inject({ method: 'GET', url: '/api/prices', headers: u.headers() })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ error: 'Failed to load market data.', code: 'PRICES_UNAVAILABLE', requestId: expect.any(String) })
      // a feed answering garbage is a failure too
      down.failWith = null
      down.quotes.bitcoin = { usd: -1 }
      expect((await t2.app.inject({ method: 'GET', url: '/api/prices', headers: u.headers() })).statusCode).toBe(503)
    } finally {
      await t2.close()
      await down.close()
    }
  }, 90_000) // builds a second app
})
