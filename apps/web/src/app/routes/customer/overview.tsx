import type { QueryClient } from '@tanstack/react-query'
import { shownBalanceOf } from '@wallet/shared/money/fees'
import { useNavigate } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { KycStatusCard } from '@/features/support/kyc/components/kyc-status-card'
import { BalanceCard } from '@/features/money/overview/components/balance-card'
import { DashboardNote } from '@/features/money/overview/components/dashboard-note'
import { OPEN_DEPOSIT_TAB } from '@/features/money/payments/components/open-deposit-tab'
import { priceMap, priceQueries, usePrices } from '@/features/platform/prices/api/prices'
import { MarketCard } from '@/features/platform/prices/components/market-card'
import { transactionQueries, useRecentTransactions } from '@/features/money/transactions/api/transactions'
import { RecentTransactions } from '@/features/money/transactions/components/recent-transactions'
import { useWallets, walletQueries } from '@/features/money/wallets/api/wallets'
import { errorMessage } from '@/lib/api-client'
import { nextTask } from '@/lib/page-thread'
import { profileQueries, useProfile } from '@/lib/profile'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

const MARKET_DATA_FAILED = 'Failed to load market data.'
const WALLET_DETAILS_FAILED = 'Failed to fetch wallet details.'

/**
 * The overview's data, asked for as soon as a first visit to it knows the session (app/first-screen.ts), one request
 * per task: making a request costs the page's thread a few milliseconds, and four in one task add up to a long one.
 * The price charts' histories are asked for with the charts, after the overview's first paint (market-card.tsx).
 */
export function prefetch(queryClient: QueryClient) {
  const ask = [
    () => queryClient.prefetchQuery(priceQueries.market()),
    () => queryClient.prefetchQuery(walletQueries.list()),
    () => queryClient.prefetchQuery(profileQueries.current()),
    () => queryClient.prefetchQuery(transactionQueries.recent()),
  ]
  void ask.reduce<Promise<unknown>>((asked, next) => asked.then(nextTask).then(() => void next()), Promise.resolve())
}

/**
 * /dashboard/overview: market cards, KYC status, balance and recent transactions (part 1 §2). Each card asks for its
 * own data, so that an answer coming in renders the cards that show it and not the whole page
 * (docs/decisions/068-overview-first-paint.md).
 */
export default function OverviewRoute() {
  const navigate = useNavigate()
  const t = useT()
  return (
    <section>
      <PageHeader
        title={t('overview.title')}
        actions={<Button onClick={detached(() => navigate(paths.dashboard.payments.getHref(), { state: OPEN_DEPOSIT_TAB }))}>{t('overview.buyCrypto')}</Button>}
      />
      <OverviewBanners />
      {/* The balance comes first on a phone; from xl up it stands in the end column (the right, or the left right to left). */}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-start-3 xl:row-start-1">
          <OverviewBalance />
        </div>
        <div className="space-y-6 xl:col-span-2 xl:col-start-1 xl:row-start-1">
          <div className="grid gap-6 md:grid-cols-2">
            <OverviewMarket asset="BTC" />
            <OverviewMarket asset="ETH" />
          </div>
          <OverviewKyc />
          <OverviewRecentTransactions />
        </div>
      </div>
    </section>
  )
}

/** The dashboard note and the error banners. */
function OverviewBanners() {
  const prices = usePrices()
  const wallets = useWallets()
  const profile = useProfile()
  return (
    <div className="space-y-3 empty:hidden [&:not(:empty)]:mb-6">
      <DashboardNote note={profile.data?.dashboard_note} />
      {prices.isError && <Banner>{MARKET_DATA_FAILED}</Banner>}
      {wallets.isError && <Banner>{errorMessage(wallets.error, WALLET_DETAILS_FAILED)}</Banner>}
    </div>
  )
}

function OverviewBalance() {
  const prices = usePrices()
  const wallets = useWallets()
  return <BalanceCard wallets={wallets.data} prices={priceMap(prices.data)} />
}

function OverviewMarket({ asset }: { asset: 'BTC' | 'ETH' }) {
  const prices = usePrices()
  const wallets = useWallets()
  const wallet = wallets.data?.find((w) => w.assetId === asset)
  const balance = wallet ? shownBalanceOf(wallet.balance, wallet.pendingDeposits, wallet.pendingWithdrawals) : undefined
  return <MarketCard asset={asset} market={prices.data} balance={balance} />
}

function OverviewKyc() {
  return <KycStatusCard profile={useProfile()} />
}

function OverviewRecentTransactions() {
  return <RecentTransactions recent={useRecentTransactions()} />
}
