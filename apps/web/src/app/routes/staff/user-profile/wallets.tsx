import { STAFF_TIMINGS } from '@/config/staff-timings'
import type { Wallet } from '@wallet/shared/money/wallets'
import { Link, useParams } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useStaffTransactions, useStaffWallets, useStaffWithdrawalAddresses } from '@/features/back-office/customers/api/customers'
import { AddTransactionDialog } from '@/features/back-office/customers/components/add-transaction-dialog'
import { DebitDialog } from '@/features/back-office/customers/components/debit-dialog'
import { StaffWalletDetails } from '@/features/back-office/customers/components/staff-wallet-details'
import { StaffWithdrawalAddresses } from '@/features/back-office/customers/components/staff-withdrawal-addresses'
import { WalletAddressDialog } from '@/features/back-office/customers/components/wallet-address-dialog'
import { useStaffDialog } from '@/lib/use-staff-dialog'
import { priceMap, usePrices } from '@/features/platform/prices/api/prices'
import { WalletList } from '@/features/money/wallets/components/wallet-list'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useT } from '@/lib/i18n/use-t'

/**
 * /dashboard/user-profile/{userId}/wallets: the customer's ten assets with live prices, Update Address, Add Tx and Debit,
 * then what is available and pending per asset, its deposit address, and its saved withdrawal addresses (read-only).
 */
export default function UserProfileWalletsRoute() {
  const { userId = '' } = useParams()
  const wallets = useStaffWallets(userId)
  const allowlist = useStaffWithdrawalAddresses(userId)
  const prices = usePrices()
  const addressDialog = useStaffDialog<Wallet>()
  const addDialog = useStaffDialog<Wallet>()
  const debitDialog = useStaffDialog<Wallet>()
  const notice = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  // Credits waiting for a second staff member are listed with the newest transactions.
  const waiting = useStaffTransactions(userId, 1).data?.approvals.length ?? 0
  const t = useT()
  return (
    <div className="space-y-4">
      <h2 className="sr-only">{t('staffProfile.nav.wallets')}</h2>
      {notice.message && <Banner tone="success">{notice.message}</Banner>}
      {waiting > 0 && (
        <Banner tone="warning">
          {t('staffProfile.wallets.creditsWaiting', { count: waiting })}{' '}
          <Link className="font-medium underline underline-offset-2" to={paths.userProfile.transactions.getHref(userId)}>
            {t('staffProfile.wallets.seeTransactions')}
          </Link>
        </Banner>
      )}
      <WalletList
        wallets={wallets}
        prices={priceMap(prices.data)}
        pricesError={prices.isError}
        title={t('staffProfile.wallets.title')}
        showPrices
        dense
        actions={(wallet) => (
          <div className="flex flex-col gap-1.5">
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              aria-label={t('staffProfile.wallets.updateAddressFor', { asset: wallet.assetId })}
              onClick={() => addressDialog.open(wallet)}
            >
              {t('staffProfile.wallets.updateAddress')}
            </Button>
            <Button
              size="sm"
              className="whitespace-nowrap"
              aria-label={t('staffProfile.wallets.addTxFor', { asset: wallet.assetId })}
              onClick={() => addDialog.open(wallet)}
            >
              {t('staffProfile.wallets.addTx')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              aria-label={t('staffProfile.wallets.debitAsset', { asset: wallet.assetId })}
              onClick={() => debitDialog.open(wallet)}
            >
              {t('staffProfile.wallets.debit')}
            </Button>
          </div>
        )}
      />
      <StaffWalletDetails wallets={wallets} />
      <StaffWithdrawalAddresses allowlist={allowlist} />
      <WalletAddressDialog customerId={userId} dialog={addressDialog} onUpdated={notice.show} />
      <AddTransactionDialog customerId={userId} dialog={addDialog} onAdded={notice.show} />
      <DebitDialog customerId={userId} dialog={debitDialog} onDone={notice.show} />
    </div>
  )
}
