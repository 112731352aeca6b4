import { z } from 'zod'
import { ASSET_IDS, type AssetId } from '@wallet/shared/assets'
import { toAmountString } from '@wallet/shared/amounts'

/** The feed's id for each asset (CoinGecko's coin ids). */
export const FEED_IDS: Record<AssetId, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  USDT: 'tether',
  BNB: 'binancecoin',
  SOL: 'solana',
  XRP: 'ripple',
  ADA: 'cardano',
  DOGE: 'dogecoin',
  DOT: 'polkadot',
  LTC: 'litecoin',
}

const FEED_TIMEOUT_MS = 5_000

const Quote = z.object({ usd: z.number().positive().finite(), usd_24h_change: z.number().finite().nullish() })
const FeedResponse = z.record(z.string(), z.unknown())

export interface FeedQuote {
  price: string
  changePercent24Hr: string | null
}

/**
 * Reads `/simple/price?ids=…&vs_currencies=usd&include_24hr_change=true` from a CoinGecko-style feed.
 * Assets the feed leaves out or answers badly are missing from the result; no usable asset at all throws.
 */
export async function fetchFeedPrices(baseUrl: string): Promise<Partial<Record<AssetId, FeedQuote>>> {
  const url = new URL('simple/price', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  url.searchParams.set('ids', ASSET_IDS.map((a) => FEED_IDS[a]).join(','))
  url.searchParams.set('vs_currencies', 'usd')
  url.searchParams.set('include_24hr_change', 'true')
  const res = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`Price feed answered ${res.status}`)
  const body = FeedResponse.parse(await res.json())
  const quotes: Partial<Record<AssetId, FeedQuote>> = {}
  for (const asset of ASSET_IDS) {
    const parsed = Quote.safeParse(body[FEED_IDS[asset]])
    if (!parsed.success) continue
    // JSON numbers print back as their shortest exact form; from here on they are decimals.
    quotes[asset] = {
      price: toAmountString(String(parsed.data.usd)),
      changePercent24Hr: parsed.data.usd_24h_change == null ? null : toAmountString(String(parsed.data.usd_24h_change)),
    }
  }
  if (Object.keys(quotes).length === 0) throw new Error('Price feed answered no usable price')
  return quotes
}
