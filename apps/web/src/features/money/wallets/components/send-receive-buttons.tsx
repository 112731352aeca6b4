import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Wallet } from '../api/wallets'
import { ReceiveDialog } from './receive-dialog'
import { SendDialog } from './send-dialog'
import { useT } from '@/lib/i18n/use-t'

/** The customer's Send and Receive on one wallet row, with their dialogs (each opens on the figures of that moment). */
export function SendReceiveButtons({ wallet, sendBlockedNote }: { wallet: Wallet; sendBlockedNote: string | null }) {
  const [sending, setSending] = useState<Wallet | null>(null)
  const [receiving, setReceiving] = useState<Wallet | null>(null)
  const [opened, setOpened] = useState(0)
  const t = useT()
  return (
    <>
      <Button
        size="sm"
        onClick={() => {
          setOpened((count) => count + 1)
          setSending(wallet)
        }}
        aria-label={t('wallets.sendAsset', { asset: wallet.assetId })}
      >
        {t('wallets.send')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setReceiving(wallet)} aria-label={t('wallets.receiveAsset', { asset: wallet.assetId })}>
        {t('wallets.receive')}
      </Button>
      {/* A new key per opening: the form starts empty each time. */}
      <SendDialog key={opened} wallet={sending} blockedNote={sendBlockedNote} onOpenChange={(open) => !open && setSending(null)} />
      <ReceiveDialog wallet={receiving} onOpenChange={(open) => !open && setReceiving(null)} />
    </>
  )
}
