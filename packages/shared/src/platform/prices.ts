import { z } from 'zod'
import { queryInteger } from '../query.ts'
import { ASSET_IDS } from '../assets.ts'
import { MAX_HISTORY_HOURS } from './price-rules.ts'

export { priceOf } from './price-rules.ts'

/**
 * Prices travel as decimal strings in USD ("95012.34"), like every amount, so that the swap and stake
 * maths on both sides start from the same exact value. The 24 h change is a percentage string ("-1.25").
 */
export const PriceString = z.string().regex(/^\d+(?:\.\d+)?$/)

export const AssetPrice = z.object({ price: PriceString })
export const AssetMarket = z.object({ price: PriceString, changePercent24Hr: z.string().regex(/^-?\d+(?:\.\d+)?$/) })

/** GET /api/prices: BTC and ETH with their 24 h change (part 1 §7), and every asset with its price (part 2 §7). */
export const PricesResponse = z.object({
  BTC: AssetMarket,
  ETH: AssetMarket,
  USDT: AssetPrice,
  BNB: AssetPrice,
  SOL: AssetPrice,
  XRP: AssetPrice,
  ADA: AssetPrice,
  DOGE: AssetPrice,
  DOT: AssetPrice,
  LTC: AssetPrice,
})
export type PricesResponse = z.infer<typeof PricesResponse>

export const PriceHistoryQuery = z.object({
  asset: z.enum(ASSET_IDS, { error: 'Please select a token' }),
  hours: queryInteger(`The hours must be a whole number from 1 to ${MAX_HISTORY_HOURS}.`, { min: 1, max: MAX_HISTORY_HOURS }).default(24),
})
export type PriceHistoryQuery = z.infer<typeof PriceHistoryQuery>

export const PricePoint = z.object({ time: z.string(), price: PriceString })
export const PriceHistoryResponse = z.object({ asset: z.enum(ASSET_IDS), points: z.array(PricePoint) })
export type PriceHistoryResponse = z.infer<typeof PriceHistoryResponse>
