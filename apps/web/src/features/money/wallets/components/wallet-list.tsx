import { priceOf } from '@wallet/shared/platform/price-rules'
import { money } from '@wallet/shared/amounts'
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
import { useT } from '@/lib/i18n/use-t'
import { formatAssetAmount, formatUsdAmount } from '@/lib/i18n/format'

const WALLET_DETAILS_FAILED = 'Failed to fetch wallet details.'
/** Translated by the banner, from the `messages` part of the catalogue. */
const MARKET_DATA_FAILED = 'Failed to load market data.'

interface WalletListProps {
  wallets: QueryState<Wallet[]>
  prices: Partial<Record<AssetId, string>>
  pricesError: boolean
  /** The buttons at the end of a row: the customer's Send and Receive, staff tools on a customer's wallets. */
  actions?: (wallet: Wallet) => ReactNode
  /** The heading of the table (the customer's: 'Your Wallets'). */
  title?: string
  /** Each asset's live price under its name (the staff view). */
  showPrices?: boolean
  /** Tighter cells, so that a row's tools fit beside the figures. */
  dense?: boolean
}

/** Total value and one row per asset with its figures. */
export function WalletList({ wallets, prices, pricesError, actions, title, showPrices = false, dense = false }: WalletListProps) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY)
  const t = useT()
  if (wallets.status === 'pending') {
    return (
      <Card className="flex items-center justify-center gap-3 p-10 text-sm text-slate-400">
        <Spinner /> {t('wallets.loading')}
      </Card>
    )
  }
  if (wallets.status === 'error') return <Banner>{errorMessage(wallets.error, WALLET_DETAILS_FAILED)}</Banner>

  const list = wallets.data
  const total = totalUsd(Object.fromEntries(list.map((w) => [w.assetId, w])), prices)
  const rows: WalletRowsProps = { list, prices, actions, showPrices }

  return (
    <div className="space-y-6">
      {pricesError && <Banner>{MARKET_DATA_FAILED}</Banner>}
      <Card className="p-6">
        <p className="text-sm text-slate-400">{t('wallets.total')}</p>
        <p className="mt-1 text-3xl font-semibold tracking-tight text-white" data-testid="wallets-total">
          <bdi dir="ltr">{formatUsdAmount(total)}</bdi>
        </p>
        <p className="mt-1 text-xs text-slate-400">{t('wallets.totalNote')}</p>
      </Card>
      <Card>
        <CardHeader title={title ?? t('wallets.yours')} />
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
    price: price ? formatUsdAmount(price) : '—',
    balance: formatAssetAmount(shown),
    available: formatAssetAmount(wallet.available),
    value: price ? formatUsdAmount(money(shown).times(price)) : '—',
  }
}

/** The asset's badge, name and id, and its live price after the id when asked for. */
function AssetName({ wallet, price }: { wallet: Wallet; price?: string }) {
  const t = useT()
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
              <span className="font-mono tabular-nums text-slate-300" aria-label={price === '—' ? t('wallets.priceUnknown') : t('wallets.price', { price })}>
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
  const cell = dense ? 'px-2.5! first:ps-5! last:pe-5!' : undefined
  const t = useT()
  return (
    <Table aria-label={t('wallets.label')}>
      <thead>
        <tr>
          <Th className={cell}>{t('wallets.asset')}</Th>
          <Th className={cn('text-end', cell)}>{t('wallets.balance')}</Th>
          <Th className={cn('text-end', cell)}>{t('wallets.available')}</Th>
          <Th className={cn('text-end', cell)}>{t('wallets.value')}</Th>
          {actions && (
            <Th className={cn('text-end', cell)}>
              <span className="sr-only">{t('wallets.actions')}</span>
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
              <Td className={cn('text-end font-mono tabular-nums', cell)}>
                <bdi dir="ltr">{figures.balance}</bdi>
              </Td>
              <Td className={cn('text-end font-mono tabular-nums text-slate-300', cell)}>
                <bdi dir="ltr">{figures.available}</bdi>
              </Td>
              <Td className={cn('text-end font-mono tabular-nums', cell)}>
                <bdi dir="ltr">{figures.value}</bdi>
              </Td>
              {actions && (
                <Td className={cn('text-end', cell)}>
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
  const t = useT()
  return (
    <ul aria-label={t('wallets.label')} className="divide-y divide-white/5">
      {list.map((wallet) => {
        const figures = walletFigures(wallet, prices)
        return (
          <li key={wallet.assetId} aria-label={wallet.name} className="space-y-3 px-5 py-4">
            <AssetName wallet={wallet} price={showPrices ? figures.price : undefined} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-400">{t('wallets.balance')}</dt>
              <dd className="text-end font-mono tabular-nums text-slate-200">
                <bdi dir="ltr">{figures.balance}</bdi>
              </dd>
              <dt className="text-slate-400">{t('wallets.available')}</dt>
              <dd className="text-end font-mono tabular-nums text-slate-300">
                <bdi dir="ltr">{figures.available}</bdi>
              </dd>
              <dt className="text-slate-400">{t('wallets.value')}</dt>
              <dd className="text-end font-mono tabular-nums text-slate-200">
                <bdi dir="ltr">{figures.value}</bdi>
              </dd>
            </dl>
            {actions && <div className="flex flex-wrap justify-end gap-2">{actions(wallet)}</div>}
          </li>
        )
      })}
    </ul>
  )
}
