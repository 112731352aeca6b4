import type { AssetId } from '../assets.ts'

/**
 * The plain rules of prices, without zod: the signed-in screens import these and need not load the validation library
 * to show a price. `prices.ts` re-exports them with the schemas.
 */

/** Prices are polled every 60 s (part 1 §9). */
export const PRICES_POLL_MS = 60_000

/** The longest history the overview's small charts may ask for. */
export const MAX_HISTORY_HOURS = 168

/** The price of an asset in USD, with USDT defaulting to 1 when missing (part 1 §9). */
export function priceOf(prices: Partial<Record<AssetId, string>>, asset: AssetId): string | undefined {
  return prices[asset] ?? (asset === 'USDT' ? '1' : undefined)
}
