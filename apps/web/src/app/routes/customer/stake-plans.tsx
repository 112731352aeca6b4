import { useQueryClient } from '@tanstack/react-query'
import type { AssetId } from '@wallet/shared/assets'
import { STAKE_MESSAGES } from '@wallet/shared/money/stake-plans'
import { PageHeader } from '@/components/ui/page-header'
import { StakePlans } from '@/features/money/staking/components/stake-plans'
import { transactionQueries } from '@/features/money/transactions/api/transactions'
import { useWallets, walletQueries } from '@/features/money/wallets/api/wallets'
import { useProfile } from '@/lib/profile'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/marketplace/stake/plans */
export default function StakePlansRoute() {
  const queryClient = useQueryClient()
  const t = useT()
  const wallets = useWallets()
  const profile = useProfile()
  const available = Object.fromEntries((wallets.data ?? []).map((w) => [w.assetId, w.available])) as Partial<Record<AssetId, string>>
  const blocked = profile.data?.can_stake === false ? profile.data.stake_disabled_note?.trim() || STAKE_MESSAGES.notAllowed : null
  return (
    <section>
      <PageHeader title={t('stakePlans.title')} description={t('stakePlans.description')} />
      <StakePlans
        available={available}
        blockedMessage={blocked}
        onStaked={() => {
          void queryClient.invalidateQueries({ queryKey: walletQueries.all() })
          void queryClient.invalidateQueries({ queryKey: transactionQueries.all() })
        }}
      />
    </section>
  )
}
