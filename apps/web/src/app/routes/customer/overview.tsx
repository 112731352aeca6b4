import { shownBalanceOf } from '@wallet/shared/fees'
import { useNavigate } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { KycStatusCard } from '@/features/kyc/components/kyc-status-card'
import { BalanceCard } from '@/features/overview/components/balance-card'
import { DashboardNote } from '@/features/overview/components/dashboard-note'
import { OPEN_DEPOSIT_TAB } from '@/features/payments/components/payment-tabs'
import { priceMap, usePrices } from '@/features/prices/api/prices'
import { MarketCard } from '@/features/prices/components/market-card'
import { useRecentTransactions } from '@/features/transactions/api/transactions'
import { RecentTransactions } from '@/features/transactions/components/recent-transactions'
import { useWallets } from '@/features/wallets/api/wallets'
import { errorMessage } from '@/lib/api-client'
import { useProfile } from '@/lib/profile'

const MARKET_DATA_FAILED = 'Failed to load market data.'
const WALLET_DETAILS_FAILED = 'Failed to fetch wallet details.'

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
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <div className="grid gap-6 md:grid-cols-2">
            <MarketCard asset="BTC" market={prices.data} balance={shown('BTC')} />
            <MarketCard asset="ETH" market={prices.data} balance={shown('ETH')} />
          </div>
          <KycStatusCard profile={profile} />
          <RecentTransactions recent={recent} />
        </div>
        <div>
          <BalanceCard wallets={wallets.data} prices={priceMap(prices.data)} />
        </div>
      </div>
    </section>
  )
}
