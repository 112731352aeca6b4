import type { ChainDeposit } from '@wallet/shared/money/chain-deposits'
import { Card, CardHeader } from '@/components/ui/card'
import { useChainDeposits } from '../api/chain-deposits'
import type { Wallet } from '../api/wallets'
import { formatAssetAmount, formatDateTimeIn } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'

/**
 * Deposits on their way from the chain, for the assets whose chain is connected: each with its confirmations
 * ("Pending · 3 of 12 confirmations"), then credited. Nothing when no asset is connected.
 */
export function ChainDeposits({ wallets }: { wallets: Wallet[] | undefined }) {
  const t = useT()
  const connected = wallets?.find((w) => w.onChain)
  const deposits = useChainDeposits(Boolean(connected))
  if (!connected) return null
  const list = deposits.data ?? []
  return (
    <Card className="mt-6">
      <CardHeader title={t('chainDeposits.title')} />
      <div className="px-6 pb-6">
        <p className="text-sm text-slate-400">{t('chainDeposits.intro', { confirmations: connected.onChain!.confirmations })}</p>
        {list.length === 0 ? (
          <p className="mt-4 text-sm text-slate-500">{t('chainDeposits.empty')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-white/5" aria-label={t('chainDeposits.title')}>
            {list.map((deposit) => (
              <DepositRow key={deposit.id} deposit={deposit} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}

/** 'Credited', or 'Pending · 3 of 12 confirmations' while the deposit waits for its confirmations. */
function depositStatusText(deposit: ChainDeposit, t: Translate): string {
  if (deposit.status === 'credited') return t('chainDeposits.credited')
  return t('chainDeposits.pending', { confirmations: deposit.confirmations, required: deposit.required })
}

function DepositRow({ deposit }: { deposit: ChainDeposit }) {
  const t = useT()
  const pending = deposit.status === 'pending'
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="chain-deposit">
      <div className="min-w-0">
        <p className="font-mono tabular-nums text-white" dir="ltr">
          +{formatAssetAmount(deposit.amount)} {deposit.assetId}
        </p>
        <p className="truncate font-mono text-xs text-slate-500" title={deposit.txHash} dir="ltr">
          {deposit.txHash}
        </p>
      </div>
      <div className="text-end">
        <p className={pending ? 'text-sm text-amber-300' : 'text-sm text-emerald-300'}>{depositStatusText(deposit, t)}</p>
        <p className="text-xs text-slate-500">{formatDateTimeIn(deposit.seenAt)}</p>
      </div>
    </li>
  )
}
