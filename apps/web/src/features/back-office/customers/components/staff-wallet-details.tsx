import { formatAsset } from '@wallet/shared/amounts'
import type { Wallet } from '@wallet/shared/money/wallets'
import { Card, CardHeader } from '@/components/ui/card'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'

const NOT_SET = 'Not set'
const COLUMNS: Array<DataTableColumn<Wallet>> = [
  { header: 'Asset', headerClassName: 'whitespace-nowrap', className: 'whitespace-nowrap font-medium text-white', cell: (w) => w.assetId },
  {
    header: 'Available',
    headerClassName: 'whitespace-nowrap text-right',
    className: 'text-right font-mono tabular-nums',
    cell: (w) => formatAsset(w.available),
  },
  {
    header: 'Pending deposits',
    headerClassName: 'whitespace-nowrap text-right',
    className: 'text-right font-mono tabular-nums',
    cell: (w) => formatAsset(w.pendingDeposits),
  },
  {
    header: 'Pending withdrawals',
    headerClassName: 'whitespace-nowrap text-right',
    className: 'text-right font-mono tabular-nums',
    cell: (w) => formatAsset(w.pendingWithdrawals),
  },
  {
    header: 'Deposit address',
    className: 'max-w-80 font-mono text-xs break-all text-slate-300',
    cell: (w) => w.address ?? <span className="font-sans text-slate-500">{NOT_SET}</span>,
  },
]

/**
 * Per asset, what the customer may spend, what is still pending either way, and the deposit address staff set (the
 * ledger's figures and deposit_addresses, decision 073): the wallet rows above show the balance and value only.
 */
export function StaffWalletDetails({ wallets }: { wallets: QueryState<Wallet[]> }) {
  return (
    <Card>
      <CardHeader title="Available, Pending and Deposit Addresses" />
      <DataTable
        label="Available, pending and deposit addresses"
        columns={COLUMNS}
        state={wallets}
        rows={(data) => data}
        rowKey={(w) => w.assetId}
        empty="No wallets."
        failed={(error) => errorMessage(error, 'Failed to fetch wallet details.')}
      />
    </Card>
  )
}
