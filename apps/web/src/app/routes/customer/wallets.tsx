import { SEND_MESSAGES } from '@wallet/shared/wallets'
import { PageHeader } from '@/components/ui/page-header'
import { priceMap, usePrices } from '@/features/prices/api/prices'
import { useWallets } from '@/features/wallets/api/wallets'
import { ChainDeposits } from '@/features/wallets/components/chain-deposits'
import { SendReceiveButtons } from '@/features/wallets/components/send-receive-buttons'
import { WalletList } from '@/features/wallets/components/wallet-list'
import { recoveryHoldText, useProfile } from '@/lib/profile'

/** /dashboard/wallets: total value, a row per asset, send and receive. */
export default function WalletsRoute() {
  const prices = usePrices()
  const wallets = useWallets()
  const profile = useProfile()
  const sendBlockedNote =
    profile.data?.can_send === false ? profile.data.send_disabled_note?.trim() || SEND_MESSAGES.sendDisabled : recoveryHoldText(profile.data)
  return (
    <section>
      <PageHeader title="Wallets" description="Send and receive your assets." />
      <WalletList
        wallets={wallets}
        prices={priceMap(prices.data)}
        pricesError={prices.isError}
        actions={(wallet) => <SendReceiveButtons wallet={wallet} sendBlockedNote={sendBlockedNote} />}
      />
      <ChainDeposits wallets={wallets.data} />
    </section>
  )
}
