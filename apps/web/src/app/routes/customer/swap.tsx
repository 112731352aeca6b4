import { useQueryClient } from '@tanstack/react-query'
import type { AssetId } from '@wallet/shared/assets'
import { SWAP_MESSAGES } from '@wallet/shared/money/swap'
import { Banner } from '@/components/ui/banner'
import { PageHeader } from '@/components/ui/page-header'
import { priceMap, usePrices } from '@/features/platform/prices/api/prices'
import { SwapForm } from '@/features/money/swap/components/swap-form'
import { transactionQueries } from '@/features/money/transactions/api/transactions'
import { useWallets, walletQueries } from '@/features/money/wallets/api/wallets'
import { useProfile } from '@/lib/profile'
import { useT } from '@/lib/i18n/use-t'

/** The spec's words, which the catalogue's messages part holds (the market card shows them too). */
const MARKET_FAILED = 'Failed to load market data.'

/** /dashboard/marketplace/swap */
export default function SwapRoute() {
  const queryClient = useQueryClient()
  const t = useT()
  const prices = usePrices()
  const wallets = useWallets()
  const profile = useProfile()
  const available = Object.fromEntries((wallets.data ?? []).map((w) => [w.assetId, w.available])) as Partial<Record<AssetId, string>>
  const blocked = profile.data?.can_swap === false ? profile.data.swap_disabled_note?.trim() || SWAP_MESSAGES.disabled : null
  return (
    <section>
      <PageHeader title={t('swap.title')} description={t('swap.description')} />
      {prices.isError && <Banner className="mx-auto mb-4 max-w-xl">{MARKET_FAILED}</Banner>}
      <SwapForm
        prices={priceMap(prices.data)}
        available={available}
        blockedMessage={blocked}
        onSwapped={() => {
          void queryClient.invalidateQueries({ queryKey: walletQueries.all() })
          void queryClient.invalidateQueries({ queryKey: transactionQueries.all() })
        }}
      />
    </section>
  )
}
