import { depositStatusText, type ChainDeposit } from '@wallet/shared/money/chain-deposits'
import { formatAsset } from '@wallet/shared/amounts'
import { Card, CardHeader } from '@/components/ui/card'
import { formatDateTime } from '@/lib/format-date'
import { useChainDeposits } from '../api/chain-deposits'
import type { Wallet } from '../api/wallets'

/**
 * Deposits on their way from the chain, for the assets whose chain is connected: each with its confirmations
 * ("Pending · 3 of 12 confirmations"), then credited. Nothing when no asset is connected.
 */
export function ChainDeposits({ wallets }: { wallets: Wallet[] | undefined }) {
  const connected = wallets?.find((w) => w.onChain)
  const deposits = useChainDeposits(Boolean(connected))
  if (!connected) return null
  const list = deposits.data ?? []
  return (
    <Card className="mt-6">
      <CardHeader title="Deposits on the chain" />
      <div className="px-6 pb-6">
        <p className="text-sm text-slate-400">
          Money sent to your Ethereum deposit address appears here as soon as it is in a block, and is added to your balance after{' '}
          {connected.onChain!.confirmations} confirmations.
        </p>
        {list.length === 0 ? (
          <p className="mt-4 text-sm text-slate-500">No deposits yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-white/5" aria-label="Deposits on the chain">
            {list.map((deposit) => (
              <DepositRow key={deposit.id} deposit={deposit} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}

function DepositRow({ deposit }: { deposit: ChainDeposit }) {
  const pending = deposit.status === 'pending'
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="chain-deposit">
      <div className="min-w-0">
        <p className="font-mono tabular-nums text-white">
          +{formatAsset(deposit.amount)} {deposit.assetId}
        </p>
        <p className="truncate font-mono text-xs text-slate-500" title={deposit.txHash}>
          {deposit.txHash}
        </p>
      </div>
      <div className="text-right">
        <p className={pending ? 'text-sm text-amber-300' : 'text-sm text-emerald-300'}>{depositStatusText(deposit)}</p>
        <p className="text-xs text-slate-500">{formatDateTime(deposit.seenAt)}</p>
      </div>
    </li>
  )
}
