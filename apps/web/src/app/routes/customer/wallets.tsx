import { SEND_MESSAGES } from '@wallet/shared/money/wallets'
import { PageHeader } from '@/components/ui/page-header'
import { priceMap, usePrices } from '@/features/platform/prices/api/prices'
import { useWallets } from '@/features/money/wallets/api/wallets'
import { SendReceiveButtons } from '@/features/money/wallets/components/send-receive-buttons'
import { WalletList } from '@/features/money/wallets/components/wallet-list'
import { recoveryHoldText, useProfile } from '@/lib/profile'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/wallets: total value, a row per asset, send and receive. */
export default function WalletsRoute() {
  const prices = usePrices()
  const wallets = useWallets()
  const profile = useProfile()
  const t = useT()
  const sendBlockedNote =
    profile.data?.can_send === false ? profile.data.send_disabled_note?.trim() || SEND_MESSAGES.sendDisabled : recoveryHoldText(profile.data)
  return (
    <section>
      <PageHeader title={t('wallets.title')} description={t('wallets.description')} />
      <WalletList
        wallets={wallets}
        prices={priceMap(prices.data)}
        pricesError={prices.isError}
        actions={(wallet) => <SendReceiveButtons wallet={wallet} sendBlockedNote={sendBlockedNote} />}
      />
    </section>
  )
}
