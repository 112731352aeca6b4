/** The ten assets the wallet holds, in the order screens list them. */
export const ASSETS = [
  { id: 'BTC', name: 'Bitcoin', chain: 'bitcoin' },
  { id: 'ETH', name: 'Ethereum', chain: 'ethereum' },
  { id: 'USDT', name: 'Tether USDT', chain: 'ethereum' },
  { id: 'BNB', name: 'BNB', chain: 'ethereum' },
  { id: 'SOL', name: 'Solana', chain: 'solana' },
  { id: 'XRP', name: 'XRP', chain: 'ripple' },
  { id: 'ADA', name: 'Cardano', chain: 'cardano' },
  { id: 'DOGE', name: 'Dogecoin', chain: 'dogecoin' },
  { id: 'DOT', name: 'Polkadot', chain: 'polkadot' },
  { id: 'LTC', name: 'Litecoin', chain: 'litecoin' },
] as const

export type AssetId = (typeof ASSETS)[number]['id']

export const ASSET_IDS = ASSETS.map((a) => a.id) as [AssetId, ...AssetId[]]

/** The three assets the overview's balance card lists; USDT is labelled 'US Dollars' there. */
export const OVERVIEW_ASSETS = [
  { id: 'BTC', label: 'Bitcoin' },
  { id: 'ETH', label: 'Ethereum' },
  { id: 'USDT', label: 'US Dollars' },
] as const satisfies readonly { id: AssetId; label: string }[]

export function isAssetId(value: unknown): value is AssetId {
  return typeof value === 'string' && (ASSET_IDS as string[]).includes(value)
}

export function assetName(id: AssetId): string {
  return ASSETS.find((a) => a.id === id)!.name
}
