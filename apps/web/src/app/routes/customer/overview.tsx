import type { QueryClient } from '@tanstack/react-query'
import { shownBalanceOf } from '@wallet/shared/fees'
import { useNavigate } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { KycStatusCard } from '@/features/kyc/components/kyc-status-card'
import { BalanceCard } from '@/features/overview/components/balance-card'
import { DashboardNote } from '@/features/overview/components/dashboard-note'
import { OPEN_DEPOSIT_TAB } from '@/features/payments/components/open-deposit-tab'
import { priceMap, priceQueries, usePrices } from '@/features/prices/api/prices'
import { MarketCard } from '@/features/prices/components/market-card'
import { transactionQueries, useRecentTransactions } from '@/features/transactions/api/transactions'
import { RecentTransactions } from '@/features/transactions/components/recent-transactions'
import { useWallets, walletQueries } from '@/features/wallets/api/wallets'
import { errorMessage } from '@/lib/api-client'
import { profileQueries, useProfile } from '@/lib/profile'

const MARKET_DATA_FAILED = 'Failed to load market data.'
const WALLET_DETAILS_FAILED = 'Failed to fetch wallet details.'

/** The overview's data, asked for as soon as a first visit to it knows the session (app/first-screen.ts). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(priceQueries.market())
  void queryClient.prefetchQuery(walletQueries.list())
  void queryClient.prefetchQuery(profileQueries.current())
  void queryClient.prefetchQuery(transactionQueries.recent())
  // The price charts' histories are asked for with the charts, after the overview's first paint (market-card.tsx).
}

/** /dashboard/overview: market cards, KYC status, balance and recent transactions (part 1 §2). */
export default function OverviewRoute() {
  const navigate = useNavigate()
  const prices = usePrices()
  const wallets = useWallets()
  const profile = useProfile()
  const recent = useRecentTransactions()
  const shown = (asset: 'BTC' | 'ETH') => {
    const w = wallets.data?.find((x) => x.assetId === asset)
    return w ? shownBalanceOf(w.balance, w.pendingDeposits, w.pendingWithdrawals) : undefined
  }

  return (
    <section>
      <PageHeader
        title="Overview"
        actions={<Button onClick={() => navigate(paths.dashboard.payments.getHref(), { state: OPEN_DEPOSIT_TAB })}>Buy Crypto</Button>}
      />
      <div className="space-y-3 empty:hidden [&:not(:empty)]:mb-6">
        <DashboardNote note={profile.data?.dashboard_note} />
        {prices.isError && <Banner>{MARKET_DATA_FAILED}</Banner>}
        {wallets.isError && <Banner>{errorMessage(wallets.error, WALLET_DETAILS_FAILED)}</Banner>}
      </div>
      {/* The balance comes first on a phone; from xl up it stands in the right-hand column. */}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-start-3 xl:row-start-1">
          <BalanceCard wallets={wallets.data} prices={priceMap(prices.data)} />
        </div>
        <div className="space-y-6 xl:col-span-2 xl:col-start-1 xl:row-start-1">
          <div className="grid gap-6 md:grid-cols-2">
            <MarketCard asset="BTC" market={prices.data} balance={shown('BTC')} />
            <MarketCard asset="ETH" market={prices.data} balance={shown('ETH')} />
          </div>
          <KycStatusCard profile={profile} />
          <RecentTransactions recent={recent} />
        </div>
      </div>
    </section>
  )
}
