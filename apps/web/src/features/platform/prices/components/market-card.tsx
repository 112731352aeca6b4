import { useQuery } from '@tanstack/react-query'
import { assetName, type AssetId } from '@wallet/shared/assets'
import { money } from '@wallet/shared/amounts'
import { lazy, Suspense, useRef } from 'react'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { usePaintedAndIdle, useSeen } from '@/lib/page-thread'
import { priceQueries, type PricesResponse } from '../api/prices'
import { useT } from '@/lib/i18n/use-t'
import { formatAssetAmount, formatPercent, formatUsdAmount } from '@/lib/i18n/format'

const PriceChart = lazy(() => import('./price-chart'))

interface MarketCardProps {
  asset: Extract<AssetId, 'BTC' | 'ETH'>
  market: PricesResponse | undefined
  /** The customer's shown balance of this asset (balance + pending), or undefined while loading. */
  balance: string | undefined
}

/** Bitcoin / Ethereum: price, 24 h change, the customer's balance and its USD value, a small chart. */
export function MarketCard({ asset, market, balance }: MarketCardProps) {
  const quote = market?.[asset]
  const change = quote ? money(quote.changePercent24Hr) : undefined
  const rising = change ? !change.isNegative() : true
  const name = assetName(asset)
  const t = useT()
  return (
    <Card className="flex flex-col p-5" aria-label={t('market.label', { name })} role="group">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'grid size-10 place-items-center rounded-full text-[11px] font-bold tracking-wide text-white',
              asset === 'BTC' ? 'bg-gradient-to-br from-amber-400 to-orange-500' : 'bg-gradient-to-br from-indigo-400 to-slate-500',
            )}
            aria-hidden="true"
          >
            {asset}
          </span>
          <div>
            <h2 className="text-sm font-semibold text-white">{name}</h2>
            <p className="text-xs text-slate-400">{asset}</p>
          </div>
        </div>
        {change && (
          <span
            data-testid={`${asset}-change`}
            className={cn(
              'rounded-full px-2 py-0.5 font-mono text-xs font-medium tabular-nums',
              rising ? 'bg-emerald-500/10 text-emerald-300' : 'bg-red-500/10 text-red-300',
            )}
          >
            {formatPercent(change, { sign: rising })}
          </span>
        )}
      </div>
      <p className="mt-4 font-mono text-2xl font-semibold tracking-tight text-white tabular-nums" data-testid={`${asset}-price`}>
        <bdi dir="ltr">{quote ? formatUsdAmount(quote.price) : '—'}</bdi>
      </p>
      <DeferredPriceChart asset={asset} rising={rising} />
      <div className="mt-3 flex items-end justify-between border-t border-white/5 pt-3 text-sm">
        <span className="text-slate-400">{t('market.yourBalance')}</span>
        <span className="text-end">
          <span className="block font-mono tabular-nums text-white" data-testid={`${asset}-balance`} dir="ltr">
            {balance !== undefined ? `${formatAssetAmount(balance)} ${asset}` : '—'}
          </span>
          <span className="block font-mono text-xs tabular-nums text-slate-400">
            <bdi dir="ltr">{balance !== undefined && quote ? formatUsdAmount(money(balance).times(quote.price)) : ''}</bdi>
          </span>
        </span>
      </div>
    </Card>
  )
}

/**
 * The chart, once the card has been painted and the page is idle, and once the chart's box is in the window (on a
 * phone the cards come below the balance): its code (lightweight-charts), its data and its drawing come after the
 * overview's first paint, and for a chart out of sight only when it is scrolled to
 * (docs/decisions/068-overview-first-paint.md). Its box keeps its height meanwhile, so nothing moves when it comes.
 */
function DeferredPriceChart({ asset, rising }: { asset: MarketCardProps['asset']; rising: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  const seen = useSeen(box, '100px')
  const ready = usePaintedAndIdle() && seen
  // The data is asked for with the code, not after it.
  useQuery({ ...priceQueries.history(asset), enabled: ready })
  return (
    <div ref={box} className="mt-3 h-16">
      {ready && (
        <Suspense fallback={null}>
          <PriceChart asset={asset} rising={rising} />
        </Suspense>
      )}
    </div>
  )
}
