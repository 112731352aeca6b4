import { assetName } from '@wallet/shared/assets'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog } from '@/components/ui/dialog'
import { QrCode } from '@/components/ui/qr-code'
import type { Wallet } from '../api/wallets'
import { useT } from '@/lib/i18n/use-t'

/** Receive: the deposit address of this asset (staff set it, or it is derived for a connected chain), as text and QR code, with a copy action. */
export function ReceiveDialog({ wallet, onOpenChange }: { wallet: Wallet | null; onOpenChange: (open: boolean) => void }) {
  const name = wallet ? assetName(wallet.assetId) : ''
  const t = useT()
  return (
    <Dialog open={wallet !== null} onOpenChange={onOpenChange} title={t('receive.title', { name })}>
      {wallet?.address ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <QrCode value={wallet.address} label={t('receive.qr', { name })} />
          <p className="text-xs text-slate-400">{t('receive.only', { asset: wallet.assetId })}</p>
          {wallet.onChain && <p className="text-xs text-slate-400">{t('receive.onChain', { confirmations: wallet.onChain.confirmations })}</p>}
          <code dir="ltr" className="block w-full break-all rounded-xl border border-white/10 bg-ink-950/60 px-3 py-2.5 font-mono text-sm text-slate-100">
            {wallet.address}
          </code>
          <CopyButton text={wallet.address} label={t('receive.copy')} />
        </div>
      ) : (
        <div className="rounded-xl border border-dashed border-white/15 px-4 py-8 text-center">
          <p className="font-medium text-slate-200">{t('receive.none')}</p>
          <p className="mt-1 text-sm text-slate-400">{t('receive.noneText', { name, asset: wallet?.assetId ?? '' })}</p>
        </div>
      )}
    </Dialog>
  )
}
