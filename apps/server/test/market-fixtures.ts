import { sql } from 'drizzle-orm'
import type { AssetId } from '@wallet/shared/assets'
import { priceTicks } from '../src/db/schema.ts'
import type { TestApp } from './build-test-app.ts'

/**
 * Fixed prices for tests: one tick per asset now and one 24 h ago, so quotes and the 24 h change are exact.
 * Replaces whatever history there was.
 */
export async function setPrices(t: TestApp, now: Record<AssetId, string>, dayAgo: Partial<Record<AssetId, string>> = {}) {
  const at = new Date()
  const before = new Date(at.getTime() - 24 * 3600_000 - 60_000)
  await t.database.db.execute(sql`delete from ${priceTicks}`)
  await t.database.db
    .insert(priceTicks)
    .values([
      ...Object.entries(dayAgo).map(([asset, price]) => ({ asset, price, recordedAt: before, source: 'test' })),
      ...Object.entries(now).map(([asset, price]) => ({ asset, price, recordedAt: at, source: 'test' })),
    ])
  t.app.services.prices.forget()
}

export const TEST_PRICES: Record<AssetId, string> = {
  BTC: '95000',
  ETH: '3400',
  USDT: '1',
  BNB: '650',
  SOL: '190',
  XRP: '2.3',
  ADA: '0.75',
  DOGE: '0.32',
  DOT: '5.5',
  LTC: '100',
}
