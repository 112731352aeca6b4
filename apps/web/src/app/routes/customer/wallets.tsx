import { Link } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { priceMap, usePrices } from '@/features/platform/prices/api/prices'
import { useWallets } from '@/features/money/wallets/api/wallets'
import { SendReceiveButtons } from '@/features/money/wallets/components/send-receive-buttons'
import { WalletList } from '@/features/money/wallets/components/wallet-list'
import { ChainDeposits } from '@/features/money/wallets/components/chain-deposits'
import { useProfile, useSendBlockedNote } from '@/lib/profile'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/wallets: total value, a row per asset, send and receive. */
export default function WalletsRoute() {
  const prices = usePrices()
  const wallets = useWallets()
  const profile = useProfile()
  const t = useT()
  const sendBlockedNote = useSendBlockedNote(profile.data)
  return (
    <section>
      <PageHeader
        title={t('wallets.title')}
        description={t('wallets.description')}
        actions={
          <Link to={paths.dashboard.verifyBalance.getHref()} className={buttonClasses('secondary', 'md')}>
            {t('wallets.verify')}
          </Link>
        }
      />
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
