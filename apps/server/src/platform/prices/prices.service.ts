import Decimal from 'decimal.js'
import { ASSET_IDS, type AssetId } from '@wallet/shared/assets'
import { money, toAmountString } from '@wallet/shared/amounts'
import type { PriceHistoryResponse, PricesResponse } from '@wallet/shared/platform/prices'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { fetchFeedPrices, type FeedQuote } from './price-feed.ts'
import { nextSimulatedPrice, SEED_PRICES } from './price-simulator.ts'
import { pricesRepository, type TickRow } from './prices.repository.ts'

export type PriceMap = Record<AssetId, string>

export interface Prices {
  /** Latest USD price per asset as decimal strings; never throws once a price has been known. */
  current(): Promise<PriceMap>
  /** GET /api/prices: BTC and ETH with their 24 h change, every asset with its price. */
  market(): Promise<PricesResponse>
  history(asset: AssetId, hours: number): Promise<PriceHistoryResponse>
  /** The price-tick job: records one tick per asset for the current interval (once across all instances). */
  tick(): Promise<number>
  /** On an empty history, records 24 hourly ticks so the 24 h change and charts work from the first start. */
  ensureHistory(): Promise<void>
  /** Drops this instance's cached prices, so the next read goes to the feed or the history. */
  forget(): void
}

export interface PricesDeps {
  db: Db
  /** A CoinGecko-style feed; unset means the built-in simulator. */
  feedUrl?: string
  now?: () => Date
  random?: () => number
}

/** One tick per interval: ticks are recorded at the start of their interval, which is unique per asset. */
export const TICK_INTERVAL_MS = 30_000
/** The feed is asked at most this often; between asks the cached answer is used. */
const FEED_CACHE_MS = 30_000
/** Simulated prices are read from the shared history at most this often per instance. */
const SIMULATOR_CACHE_MS = 5_000
const HISTORY_RETENTION_MS = 8 * 24 * 3600_000
const BACKFILL_HOURS = 24
/** Hourly steps of the backfilled history move more than the 30 s ticks do. */
const BACKFILL_MAX_STEP = 0.015
/** Charts get at most this many points. */
const MAX_HISTORY_POINTS = 96

interface Snapshot {
  at: number
  prices: PriceMap
  /** The feed's own 24 h change; the simulator's comes from the history. */
  changes?: Partial<Record<AssetId, string>>
  /** False when the feed failed and these are the last known prices. */
  fresh: boolean
}

export function createPrices(deps: PricesDeps): Prices {
  const { db, feedUrl } = deps
  const now = deps.now ?? (() => new Date())
  const random = deps.random ?? Math.random
  const source = feedUrl ? 'feed' : 'simulator'
  let snapshot: Snapshot | null = null
  let historyReady: Promise<void> | null = null
  let inFlight: Promise<Snapshot> | null = null

  const bucket = (at: Date, ms: number) => new Date(Math.floor(at.getTime() / ms) * ms)

  function complete(partial: Partial<Record<AssetId, string>>): PriceMap {
    const fallback = snapshot?.prices
    const prices = {} as PriceMap
    for (const asset of ASSET_IDS) {
      const price = partial[asset] ?? fallback?.[asset] ?? (asset === 'USDT' ? '1' : undefined)
      if (price === undefined) throw new AppError('PRICES_UNAVAILABLE')
      prices[asset] = price
    }
    return prices
  }

  async function fromHistory(): Promise<Partial<Record<AssetId, string>>> {
    const rows = await pricesRepository.latest(db)
    return Object.fromEntries(rows.map((r) => [r.asset, toAmountString(r.price)]))
  }

  async function refresh(): Promise<Snapshot> {
    if (feedUrl) {
      try {
        const quotes = await fetchFeedPrices(feedUrl)
        const changes: Partial<Record<AssetId, string>> = {}
        const prices: Partial<Record<AssetId, string>> = {}
        for (const [asset, q] of Object.entries(quotes) as [AssetId, FeedQuote][]) {
          prices[asset] = q.price
          if (q.changePercent24Hr !== null) changes[asset] = q.changePercent24Hr
        }
        return { at: now().getTime(), prices: complete(prices), changes: { ...snapshot?.changes, ...changes }, fresh: true }
      } catch (err) {
        // The feed failed: keep the last known prices (from memory, else from the recorded history).
        if (snapshot) return { ...snapshot, at: now().getTime(), fresh: false }
        if (err instanceof AppError) throw err
        return { at: now().getTime(), prices: complete(await fromHistory()), fresh: false }
      }
    }
    await ensureHistory()
    return { at: now().getTime(), prices: complete(await fromHistory()), fresh: true }
  }

  async function load(maxAgeMs: number): Promise<Snapshot> {
    if (snapshot && now().getTime() - snapshot.at < maxAgeMs) return snapshot
    // One refresh at a time per instance; concurrent callers share it.
    inFlight ??= refresh().finally(() => {
      inFlight = null
    })
    snapshot = await inFlight
    return snapshot
  }

  const cacheMs = feedUrl ? FEED_CACHE_MS : SIMULATOR_CACHE_MS

  function ensureHistory(): Promise<void> {
    historyReady ??= backfill().catch((err) => {
      historyReady = null
      throw err
    })
    return historyReady
  }

  async function backfill(): Promise<void> {
    if (!(await pricesRepository.isEmpty(db))) return
    await db.transaction(async (tx) => {
      await pricesRepository.lockForBackfill(tx)
      if (!(await pricesRepository.isEmpty(tx))) return
      const end = now()
      const firstHour = bucket(new Date(end.getTime() - BACKFILL_HOURS * 3600_000), 3600_000)
      const ticks: { asset: string; price: string; recordedAt: Date; source: string }[] = []
      for (const asset of ASSET_IDS) {
        let price = SEED_PRICES[asset]
        for (let h = 0; h <= BACKFILL_HOURS; h++) {
          const recordedAt = new Date(firstHour.getTime() + h * 3600_000)
          if (recordedAt > end) break
          ticks.push({ asset, price, recordedAt, source: 'simulator' })
          price = nextSimulatedPrice(asset, price, random, BACKFILL_MAX_STEP)
        }
        ticks.push({ asset, price, recordedAt: bucket(end, TICK_INTERVAL_MS), source: 'simulator' })
      }
      await pricesRepository.insert(tx, ticks)
    })
  }

  async function changes24h(prices: PriceMap): Promise<Partial<Record<AssetId, string>>> {
    const past = await pricesRepository.asOf(db, new Date(now().getTime() - 24 * 3600_000))
    const result: Partial<Record<AssetId, string>> = {}
    for (const row of past) {
      const asset = row.asset as AssetId
      const then = money(row.price)
      if (!prices[asset] || then.isZero()) continue
      result[asset] = toAmountString(money(prices[asset]).minus(then).dividedBy(then).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP))
    }
    return result
  }

  return {
    async current() {
      return (await load(cacheMs)).prices
    },

    async market() {
      const snap = await load(cacheMs)
      const changes = snap.changes ?? (await changes24h(snap.prices))
      const market = Object.fromEntries(ASSET_IDS.map((a) => [a, { price: snap.prices[a] }])) as Record<AssetId, { price: string }>
      return {
        ...market,
        BTC: { price: snap.prices.BTC, changePercent24Hr: changes.BTC ?? '0' },
        ETH: { price: snap.prices.ETH, changePercent24Hr: changes.ETH ?? '0' },
      }
    },

    async history(asset, hours) {
      if (source === 'simulator') await ensureHistory()
      const rows = await pricesRepository.since(db, asset, new Date(now().getTime() - hours * 3600_000))
      // The newest tick of each slot, so a chart gets evenly spread points however often ticks came.
      const slotMs = Math.max(TICK_INTERVAL_MS, Math.ceil((hours * 3600_000) / MAX_HISTORY_POINTS))
      const bySlot = new Map<number, TickRow>()
      for (const row of rows) bySlot.set(Math.floor(row.recordedAt.getTime() / slotMs), row)
      return {
        asset,
        points: [...bySlot.values()].map((r) => ({ time: r.recordedAt.toISOString(), price: toAmountString(r.price) })),
      }
    },

    async tick() {
      const at = bucket(now(), TICK_INTERVAL_MS)
      let prices: PriceMap
      if (feedUrl) {
        snapshot = await load(0)
        // While the feed is down there is nothing new to record.
        if (!snapshot.fresh) return 0
        prices = snapshot.prices
      } else {
        await ensureHistory()
        const latest = complete(await fromHistory())
        prices = Object.fromEntries(ASSET_IDS.map((a) => [a, nextSimulatedPrice(a, latest[a], random)])) as PriceMap
      }
      const inserted = await pricesRepository.insert(
        db,
        ASSET_IDS.map((asset) => ({ asset, price: prices[asset], recordedAt: at, source })),
      )
      await pricesRepository.deleteOlderThan(db, new Date(at.getTime() - HISTORY_RETENTION_MS))
      if (!feedUrl) snapshot = null // read back what was recorded (possibly by another instance)
      return inserted
    },

    ensureHistory,

    forget() {
      snapshot = null
    },
  }
}
