import Decimal from 'decimal.js'
import type { AssetId } from '@wallet/shared/assets'
import { money, toAmountString } from '@wallet/shared/amounts'

/** Recent real prices (USD) the simulator walks around. */
export const SEED_PRICES: Record<AssetId, string> = {
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

/** The largest move of one step, as a fraction of the price. */
const MAX_STEP = 0.004
/** How strongly a price is pulled back toward its seed each step. */
const REVERSION = 0.02
/** Prices stay within these multiples of the seed. */
const FLOOR = 0.5
const CEILING = 2

/**
 * One step of a bounded random walk: at most ±0.4% plus a gentle pull toward the seed, clamped to
 * half and twice the seed; USDT stays at 1. `random` returns a value in [0, 1).
 */
export function nextSimulatedPrice(asset: AssetId, price: Decimal.Value, random: () => number, maxStep = MAX_STEP): string {
  if (asset === 'USDT') return '1'
  const seed = money(SEED_PRICES[asset])
  const current = money(price)
  const shock = money(random() * 2 - 1).times(maxStep)
  const pull = seed.minus(current).dividedBy(seed).times(REVERSION)
  const next = current.times(money(1).plus(shock).plus(pull))
  const clamped = Decimal.min(Decimal.max(next, seed.times(FLOOR)), seed.times(CEILING))
  return toAmountString(clamped.toSignificantDigits(8, Decimal.ROUND_HALF_UP).toDecimalPlaces(12))
}
