import { OVERVIEW_ASSETS, type AssetId } from '@wallet/shared/assets'
import { shownBalanceOf, totalUsd } from '@wallet/shared/money/fees'
import { formatAsset, formatUsd, money } from '@wallet/shared/amounts'
import { priceOf } from '@wallet/shared/platform/price-rules'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useCountUp } from '../hooks/use-count-up'

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
  return (
    <Card className="relative overflow-hidden p-6">
      <div className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand-500/20 blur-3xl" aria-hidden="true" />
      <p className="text-sm font-medium text-slate-300">Current Balance</p>
      <CurrentBalance total={total} />
      <p className="mt-1 text-xs text-slate-400">Includes pending deposits and withdrawals</p>
      <p className="mt-1 text-xs text-slate-400">BTC, ETH and USDT only; Total Value on Wallets counts all ten assets.</p>

      <h2 className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-400">Balance Details</h2>
      <ul className="mt-2 divide-y divide-white/5" aria-label="Balance Details">
        {OVERVIEW_ASSETS.map(({ id, label }) => {
          const f = figures[id]!
          const shown = shownBalanceOf(f.balance, f.pendingDeposits, f.pendingWithdrawals)
          const price = priceOf(prices, id)
          return (
            <li key={id} className="flex items-center justify-between py-2.5 text-sm">
              <span>
                <span className="font-medium text-white">{id}</span> <span className="text-slate-400">({label})</span>
              </span>
              <span className="text-right">
                <span className="block font-mono tabular-nums text-slate-100">{formatAsset(shown)}</span>
                <span className="block font-mono text-xs tabular-nums text-slate-400">{price ? formatUsd(money(shown).times(price)) : '—'}</span>
              </span>
            </li>
          )
        })}
      </ul>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Link to={paths.dashboard.wallets.getHref()} className={buttonClasses('primary', 'md', 'whitespace-nowrap')}>
          Send Funds
        </Link>
        <Link to={paths.dashboard.wallets.getHref()} className={buttonClasses('secondary', 'md', 'whitespace-nowrap')}>
          Receive Funds
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
      {counter.done ? formatUsd(total) : formatUsd(counter.value.toFixed(2))}
    </p>
  )
}
