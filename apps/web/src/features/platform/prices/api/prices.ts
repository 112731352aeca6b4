import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AssetId } from '@wallet/shared/assets'
import { PRICES_POLL_MS } from '@wallet/shared/platform/price-rules'
import type { PricesResponse } from '@wallet/shared/platform/prices'
import { api, inQuery } from '@/lib/api-client'

export type { PricesResponse }

export const priceQueries = {
  all: () => ['prices'] as const,
  market: () =>
    queryOptions({
      queryKey: [...priceQueries.all(), 'market'] as const,
      queryFn: () => api.GET('/api/prices'),
      refetchInterval: PRICES_POLL_MS,
      staleTime: PRICES_POLL_MS,
    }),
  history: (asset: AssetId, hours = 24) =>
    queryOptions({
      queryKey: [...priceQueries.all(), 'history', asset, hours] as const,
      queryFn: () => api.GET('/api/prices/history', { params: { query: inQuery({ asset, hours }) } }),
      refetchInterval: PRICES_POLL_MS,
      staleTime: PRICES_POLL_MS,
    }),
}

/** Prices of the ten assets in USD, polled every 60 s. */
export function usePrices() {
  return useQuery(priceQueries.market())
}

/** Each asset's USD price as a decimal string (the shape the money helpers take). */
export function priceMap(prices: PricesResponse | undefined): Partial<Record<AssetId, string>> {
  if (!prices) return {}
  return Object.fromEntries(Object.entries(prices).map(([asset, p]) => [asset, p.price]))
}

export function usePriceHistory(asset: AssetId, hours = 24) {
  return useQuery(priceQueries.history(asset, hours))
}
