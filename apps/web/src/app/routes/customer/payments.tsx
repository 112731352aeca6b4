import { useQueryClient } from '@tanstack/react-query'
import type { AssetId } from '@wallet/shared/assets'
import { Banner } from '@/components/ui/banner'
import { PageHeader } from '@/components/ui/page-header'
import { BuyingLinks } from '@/features/money/payments/components/buying-links'
import { PaymentTabs } from '@/features/money/payments/components/payment-tabs'
import { transactionQueries } from '@/features/money/transactions/api/transactions'
import { useWallets, walletQueries } from '@/features/money/wallets/api/wallets'
import { useProfile, useRecoveryHoldText } from '@/lib/profile'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/payments: deposit and withdrawal requests, and where to buy crypto. */
export default function PaymentsRoute() {
  const queryClient = useQueryClient()
  const t = useT()
  const profile = useProfile()
  const wallets = useWallets()
  const available = Object.fromEntries((wallets.data ?? []).map((w) => [w.assetId, w.available])) as Partial<Record<AssetId, string>>
  const p = profile.data
  const hold = useRecoveryHoldText(p)
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: walletQueries.all() })
    void queryClient.invalidateQueries({ queryKey: transactionQueries.all() })
  }
  return (
    <section>
      <PageHeader title={t('payments.title')} description={t('payments.description')} />
      {hold && (
        <Banner tone="warning" className="mb-6">
          {hold}
        </Banner>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PaymentTabs
          deposit={{ allowed: p?.can_buy !== false, note: p?.buy_disabled_note ?? null }}
          withdrawal={{ allowed: p?.can_sell !== false, note: p?.sell_disabled_note ?? null }}
          available={available}
          onSubmitted={reload}
        />
        <BuyingLinks />
      </div>
    </section>
  )
}
