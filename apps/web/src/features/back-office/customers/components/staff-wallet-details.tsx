import type { Wallet } from '@wallet/shared/money/wallets'
import { Card, CardHeader } from '@/components/ui/card'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { formatAssetAmount } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'

const columns = (t: Translate): Array<DataTableColumn<Wallet>> => [
  {
    header: t('staffProfile.walletDetails.asset'),
    headerClassName: 'whitespace-nowrap',
    className: 'whitespace-nowrap font-medium text-white',
    cell: (w) => w.assetId,
  },
  {
    header: t('staffProfile.walletDetails.available'),
    headerClassName: 'whitespace-nowrap text-end',
    className: 'text-end font-mono tabular-nums',
    cell: (w) => <bdi dir="ltr">{formatAssetAmount(w.available)}</bdi>,
  },
  {
    header: t('staffProfile.walletDetails.pendingDeposits'),
    headerClassName: 'whitespace-nowrap text-end',
    className: 'text-end font-mono tabular-nums',
    cell: (w) => <bdi dir="ltr">{formatAssetAmount(w.pendingDeposits)}</bdi>,
  },
  {
    header: t('staffProfile.walletDetails.pendingWithdrawals'),
    headerClassName: 'whitespace-nowrap text-end',
    className: 'text-end font-mono tabular-nums',
    cell: (w) => <bdi dir="ltr">{formatAssetAmount(w.pendingWithdrawals)}</bdi>,
  },
  {
    header: t('staffProfile.walletDetails.address'),
    className: 'max-w-80 font-mono text-xs break-all text-slate-300',
    cell: (w) => (w.address ? <bdi dir="ltr">{w.address}</bdi> : <span className="font-sans text-slate-500">{t('staffProfile.walletDetails.notSet')}</span>),
  },
]

/**
 * Per asset, what the customer may spend, what is still pending either way, and the deposit address staff set (the
 * ledger's figures and deposit_addresses, decision 073): the wallet rows above show the balance and value only.
 */
export function StaffWalletDetails({ wallets }: { wallets: QueryState<Wallet[]> }) {
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('staffProfile.walletDetails.title')} />
      <DataTable
        label={t('staffProfile.walletDetails.label')}
        columns={columns(t)}
        state={wallets}
        rows={(data) => data}
        rowKey={(w) => w.assetId}
        empty={t('staffProfile.walletDetails.empty')}
        failed={(error) => errorMessage(error, 'Failed to fetch wallet details.')}
      />
    </Card>
  )
}
