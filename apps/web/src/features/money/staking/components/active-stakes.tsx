import { format } from 'date-fns'
import { assetName } from '@wallet/shared/assets'
import { formatAsset } from '@wallet/shared/amounts'
import { Card, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { type ActiveStake, useActiveStakes } from '../api/stakes'

const LOAD_FAILED = 'Failed to load active stakes.'

const COLUMNS: Array<DataTableColumn<ActiveStake>> = [
  {
    header: 'Asset',
    cell: (s) => (
      <>
        <span className="font-medium text-white">{assetName(s.assetId)}</span> <span className="text-slate-400">{s.assetId}</span>
      </>
    ),
  },
  { header: 'Amount', headerClassName: 'text-right', className: 'text-right font-mono tabular-nums', cell: (s) => formatAsset(s.amount) },
  { header: 'Duration', cell: (s) => `${s.durationDays} days` },
  { header: 'Rate', headerClassName: 'text-right', className: 'text-right', cell: (s) => `${s.rate}%` },
  { header: 'Started', className: 'whitespace-nowrap text-slate-300', cell: (s) => format(new Date(s.startedAt), 'dd MMM yyyy') },
  { header: 'Payout', className: 'whitespace-nowrap text-slate-300', cell: (s) => format(new Date(s.payoutAt), 'dd MMM yyyy') },
  {
    header: 'Estimated Earnings',
    headerClassName: 'text-right',
    className: 'text-right font-mono tabular-nums text-emerald-300',
    cell: (s) => `${s.estimatedEarnings} ${s.assetId}`,
  },
  {
    header: 'Status',
    cell: (s) => (
      <span className="inline-flex rounded-full bg-amber-500/10 px-2.5 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-400/30">{s.status}</span>
    ),
  },
]

/** The customer's active stakes with their estimated earnings (amount × rate/100 × days/365, 8 decimals). */
export function ActiveStakes() {
  const stakes = useActiveStakes()
  return (
    <Card>
      <CardHeader title="Active Stakes" />
      <DataTable
        label="Active stakes"
        columns={COLUMNS}
        state={stakes}
        rows={(data) => data}
        rowKey={(s) => s.id}
        empty="You have no active stakes."
        failed={() => LOAD_FAILED}
        loading={
          <span className="inline-flex items-center gap-3">
            <Spinner /> Loading active stakes...
          </span>
        }
        stack={false}
        errorClassName="m-4"
      />
    </Card>
  )
}
