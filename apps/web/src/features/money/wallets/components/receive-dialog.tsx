import { assetName } from '@wallet/shared/assets'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog } from '@/components/ui/dialog'
import { QrCode } from '@/components/ui/qr-code'
import type { Wallet } from '../api/wallets'

/** Receive: the deposit address of this asset (staff set it, or it is derived for a connected chain), as text and QR code, with a copy action. */
export function ReceiveDialog({ wallet, onOpenChange }: { wallet: Wallet | null; onOpenChange: (open: boolean) => void }) {
  const name = wallet ? assetName(wallet.assetId) : ''
  return (
    <Dialog open={wallet !== null} onOpenChange={onOpenChange} title={`Receive ${name}`}>
      {wallet?.address ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <QrCode value={wallet.address} label={`QR code of your ${name} deposit address`} />
          <p className="text-xs text-slate-400">Send only {wallet.assetId} to this address.</p>
          {wallet.onChain && (
            <p className="text-xs text-slate-400">
              Your Ethereum deposit address: ETH, USDT and BNB all arrive here. A deposit shows under Deposits on the chain as soon as it is in a block, and is
              added to your balance after {wallet.onChain.confirmations} confirmations.
            </p>
          )}
          <code className="block w-full break-all rounded-xl border border-white/10 bg-ink-950/60 px-3 py-2.5 font-mono text-sm text-slate-100">
            {wallet.address}
          </code>
          <CopyButton text={wallet.address} label="Copy Address" />
        </div>
      ) : (
        <div className="rounded-xl border border-dashed border-white/15 px-4 py-8 text-center">
          <p className="font-medium text-slate-200">No deposit address yet</p>
          <p className="mt-1 text-sm text-slate-400">
            Your {name} deposit address has not been set up. Please contact support to receive {wallet?.assetId}.
          </p>
        </div>
      )}
    </Dialog>
  )
}
