import { OVERVIEW_ASSETS, type AssetId } from '@wallet/shared/assets'
import { shownBalanceOf, totalUsd } from '@wallet/shared/money/fees'
import { money } from '@wallet/shared/amounts'
import { priceOf } from '@wallet/shared/platform/price-rules'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useCountUp } from '../hooks/use-count-up'
import { useT } from '@/lib/i18n/use-t'
import { formatAssetAmount, formatUsdAmount } from '@/lib/i18n/format'

export interface BalanceFigures {
  assetId: AssetId
  balance: string
  pendingDeposits: string
  pendingWithdrawals: string
}

/** 'Current Balance' in USD (BTC, ETH and USDT with their pending amounts) and the 'Balance Details' list. */
export function BalanceCard({ wallets, prices }: { wallets: BalanceFigures[] | undefined; prices: Partial<Record<AssetId, string>> }) {
  const figures = Object.fromEntries(
    OVERVIEW_ASSETS.map(({ id }) => [id, wallets?.find((w) => w.assetId === id) ?? { balance: '0', pendingDeposits: '0', pendingWithdrawals: '0' }]),
  )
  const total = totalUsd(figures, prices)
  const t = useT()
  return (
    <Card className="relative overflow-hidden p-6">
      <div className="pointer-events-none absolute -top-24 -end-24 size-64 rounded-full bg-brand-500/20 blur-3xl" aria-hidden="true" />
      <p className="text-sm font-medium text-slate-300">{t('balance.current')}</p>
      <CurrentBalance total={total} />
      <p className="mt-1 text-xs text-slate-400">{t('balance.includesPending')}</p>
      <p className="mt-1 text-xs text-slate-400">{t('balance.onlySome')}</p>

      <h2 className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-400">{t('balance.details')}</h2>
      <ul className="mt-2 divide-y divide-white/5" aria-label={t('balance.details')}>
        {OVERVIEW_ASSETS.map(({ id, label }) => {
          const f = figures[id]!
          const shown = shownBalanceOf(f.balance, f.pendingDeposits, f.pendingWithdrawals)
          const price = priceOf(prices, id)
          return (
            <li key={id} className="flex items-center justify-between py-2.5 text-sm">
              <span>
                <bdi className="font-medium text-white">{id}</bdi> <span className="text-slate-400">({label})</span>
              </span>
              <span className="text-end">
                <span className="block font-mono tabular-nums text-slate-100">
                  <bdi dir="ltr">{formatAssetAmount(shown)}</bdi>
                </span>
                <span className="block font-mono text-xs tabular-nums text-slate-400">
                  <bdi dir="ltr">{price ? formatUsdAmount(money(shown).times(price)) : '—'}</bdi>
                </span>
              </span>
            </li>
          )
        })}
      </ul>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Link to={paths.dashboard.wallets.getHref()} className={buttonClasses('primary', 'md', 'whitespace-nowrap')}>
          {t('balance.send')}
        </Link>
        <Link to={paths.dashboard.wallets.getHref()} className={buttonClasses('secondary', 'md', 'whitespace-nowrap')}>
          {t('balance.receive')}
        </Link>
      </div>
    </Card>
  )
}

/**
 * The total, counting up for 1.5 s: a component of its own, so that each frame of the count-up renders this one line
 * and not the whole card with its decimal sums.
 */
function CurrentBalance({ total }: { total: string }) {
  const counter = useCountUp(Number(total))
  return (
    <p className="mt-2 font-mono text-4xl font-semibold tracking-tight text-white tabular-nums" data-testid="current-balance" aria-live="off">
      <bdi dir="ltr">{counter.done ? formatUsdAmount(total) : formatUsdAmount(counter.value.toFixed(2))}</bdi>
    </p>
  )
}
