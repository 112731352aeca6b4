import { priceOf } from '@wallet/shared/platform/price-rules'
import { formatAsset, formatUsd, money } from '@wallet/shared/amounts'
import { shownBalanceOf, totalUsd } from '@wallet/shared/money/fees'
import type { AssetId } from '@wallet/shared/assets'
import type { ReactNode } from 'react'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { Spinner } from '@/components/ui/spinner'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/media-query'
import type { Wallet } from '../api/wallets'

const WALLET_DETAILS_FAILED = 'Failed to fetch wallet details.'

interface WalletListProps {
  wallets: QueryState<Wallet[]>
  prices: Partial<Record<AssetId, string>>
  pricesError: boolean
  /** The buttons at the end of a row: the customer's Send and Receive, staff tools on a customer's wallets. */
  actions?: (wallet: Wallet) => ReactNode
  /** The heading of the table ('Your Wallets' for the customer). */
  title?: string
  /** Each asset's live price under its name (the staff view). */
  showPrices?: boolean
  /** Tighter cells, so that a row's tools fit beside the figures. */
  dense?: boolean
}

/** Total value and one row per asset with its figures. */
export function WalletList({ wallets, prices, pricesError, actions, title = 'Your Wallets', showPrices = false, dense = false }: WalletListProps) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY)
  if (wallets.status === 'pending') {
    return (
      <Card className="flex items-center justify-center gap-3 p-10 text-sm text-slate-400">
        <Spinner /> Loading wallets...
      </Card>
    )
  }
  if (wallets.status === 'error') return <Banner>{errorMessage(wallets.error, WALLET_DETAILS_FAILED)}</Banner>

  const list = wallets.data
  const total = totalUsd(Object.fromEntries(list.map((w) => [w.assetId, w])), prices)
  const rows: WalletRowsProps = { list, prices, actions, showPrices }

  return (
    <div className="space-y-6">
      {pricesError && <Banner>Failed to load market data.</Banner>}
      <Card className="p-6">
        <p className="text-sm text-slate-400">Total Value</p>
        <p className="mt-1 text-3xl font-semibold tracking-tight text-white" data-testid="wallets-total">
          {formatUsd(total)}
        </p>
        <p className="mt-1 text-xs text-slate-400">All ten assets; Current Balance on the Overview counts BTC, ETH and USDT only.</p>
      </Card>
      <Card>
        <CardHeader title={title} />
        {wide ? <WalletTable {...rows} dense={dense} /> : <WalletCards {...rows} />}
      </Card>
    </div>
  )
}

interface WalletRowsProps {
  list: Wallet[]
  prices: Partial<Record<AssetId, string>>
  actions?: (wallet: Wallet) => ReactNode
  showPrices: boolean
}

/** The figures of one wallet as shown: balance with pending movements, available, and its USD value when priced. */
function walletFigures(wallet: Wallet, prices: Partial<Record<AssetId, string>>) {
  const shown = shownBalanceOf(wallet.balance, wallet.pendingDeposits, wallet.pendingWithdrawals)
  const price = priceOf(prices, wallet.assetId)
  return {
    price: price ? formatUsd(price) : '—',
    balance: formatAsset(shown),
    available: formatAsset(wallet.available),
    value: price ? formatUsd(money(shown).times(price)) : '—',
  }
}

/** The asset's badge, name and id, and its live price after the id when asked for. */
function AssetName({ wallet, price }: { wallet: Wallet; price?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500/30 to-accent-500/30 text-[11px] font-bold text-white">
        {wallet.assetId.slice(0, 4)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-white">{wallet.name}</p>
        <p className="whitespace-nowrap text-xs text-slate-400">
          {wallet.assetId}
          {price !== undefined && (
            <>
              {' · '}
              <span className="font-mono tabular-nums text-slate-300" aria-label={`Price ${price === '—' ? 'unknown' : price}`}>
                {price}
              </span>
            </>
          )}
        </p>
      </div>
    </div>
  )
}

/** From the md breakpoint up: one table row per asset. */
function WalletTable({ list, prices, actions, showPrices, dense }: WalletRowsProps & { dense: boolean }) {
  const cell = dense ? 'px-2.5! first:pl-5! last:pr-5!' : undefined
  return (
    <Table aria-label="Wallets">
      <thead>
        <tr>
          <Th className={cell}>Asset</Th>
          <Th className={cn('text-right', cell)}>Balance</Th>
          <Th className={cn('text-right', cell)}>Available</Th>
          <Th className={cn('text-right', cell)}>Value (USD)</Th>
          {actions && (
            <Th className={cn('text-right', cell)}>
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </thead>
      <tbody>
        {list.map((wallet) => {
          const figures = walletFigures(wallet, prices)
          return (
            <tr key={wallet.assetId} className="transition hover:bg-white/[0.02]">
              <Td className={cell}>
                <AssetName wallet={wallet} price={showPrices ? figures.price : undefined} />
              </Td>
              <Td className={cn('text-right font-mono tabular-nums', cell)}>{figures.balance}</Td>
              <Td className={cn('text-right font-mono tabular-nums text-slate-300', cell)}>{figures.available}</Td>
              <Td className={cn('text-right font-mono tabular-nums', cell)}>{figures.value}</Td>
              {actions && (
                <Td className={cn('text-right', cell)}>
                  <div className="flex justify-end gap-2">{actions(wallet)}</div>
                </Td>
              )}
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

/** Below the md breakpoint: one card per asset, its figures stacked, its buttons underneath. */
function WalletCards({ list, prices, actions, showPrices }: WalletRowsProps) {
  return (
    <ul aria-label="Wallets" className="divide-y divide-white/5">
      {list.map((wallet) => {
        const figures = walletFigures(wallet, prices)
        return (
          <li key={wallet.assetId} aria-label={wallet.name} className="space-y-3 px-5 py-4">
            <AssetName wallet={wallet} price={showPrices ? figures.price : undefined} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-400">Balance</dt>
              <dd className="text-right font-mono tabular-nums text-slate-200">{figures.balance}</dd>
              <dt className="text-slate-400">Available</dt>
              <dd className="text-right font-mono tabular-nums text-slate-300">{figures.available}</dd>
              <dt className="text-slate-400">Value (USD)</dt>
              <dd className="text-right font-mono tabular-nums text-slate-200">{figures.value}</dd>
            </dl>
            {actions && <div className="flex flex-wrap justify-end gap-2">{actions(wallet)}</div>}
          </li>
        )
      })}
    </ul>
  )
}
