import { priceOf } from '@wallet/shared/prices'
import { formatAsset, formatUsd, money } from '@wallet/shared/money'
import { shownBalanceOf, totalUsd } from '@wallet/shared/fees'
import type { AssetId } from '@wallet/shared/assets'
import type { ReactNode } from 'react'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { Spinner } from '@/components/ui/spinner'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
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
  const cell = dense ? 'px-2.5! first:pl-5! last:pr-5!' : undefined
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

  return (
    <div className="space-y-6">
      {pricesError && <Banner>Failed to load market data.</Banner>}
      <Card className="p-6">
        <p className="text-sm text-slate-400">Total Value</p>
        <p className="mt-1 text-3xl font-semibold tracking-tight text-white" data-testid="wallets-total">
          {formatUsd(total)}
        </p>
      </Card>
      <Card>
        <CardHeader title={title} />
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
              const shown = shownBalanceOf(wallet.balance, wallet.pendingDeposits, wallet.pendingWithdrawals)
              const price = priceOf(prices, wallet.assetId)
              return (
                <tr key={wallet.assetId} className="transition hover:bg-white/[0.02]">
                  <Td className={cell}>
                    <div className="flex items-center gap-3">
                      <span className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-brand-500/30 to-accent-500/30 text-[11px] font-bold text-white">
                        {wallet.assetId.slice(0, 4)}
                      </span>
                      <div>
                        <p className="font-medium text-white">{wallet.name}</p>
                        <p className="whitespace-nowrap text-xs text-slate-400">
                          {wallet.assetId}
                          {showPrices && (
                            <>
                              {' · '}
                              <span className="font-mono tabular-nums text-slate-300" aria-label={`Price ${price ? formatUsd(price) : 'unknown'}`}>
                                {price ? formatUsd(price) : '—'}
                              </span>
                            </>
                          )}
                        </p>
                      </div>
                    </div>
                  </Td>
                  <Td className={cn('text-right font-mono tabular-nums', cell)}>{formatAsset(shown)}</Td>
                  <Td className={cn('text-right font-mono tabular-nums text-slate-300', cell)}>{formatAsset(wallet.available)}</Td>
                  <Td className={cn('text-right font-mono tabular-nums', cell)}>{price ? formatUsd(money(shown).times(price)) : '—'}</Td>
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
      </Card>
    </div>
  )
}
