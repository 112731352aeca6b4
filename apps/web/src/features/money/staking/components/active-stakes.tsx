import { assetName } from '@wallet/shared/assets'
import { Card, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { type ActiveStake, useActiveStakes } from '../api/stakes'
import { formatAssetAmount, formatDayIn } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { formatRate } from './stake-rate'

const columns = (t: Translate): Array<DataTableColumn<ActiveStake>> => [
  {
    header: t('activeStakes.asset'),
    cell: (s) => (
      <>
        <span className="font-medium text-white">{assetName(s.assetId)}</span> <span className="text-slate-400">{s.assetId}</span>
      </>
    ),
  },
  { header: t('activeStakes.amount'), headerClassName: 'text-end', className: 'text-end font-mono tabular-nums', cell: (s) => formatAssetAmount(s.amount) },
  { header: t('activeStakes.duration'), cell: (s) => t('stake.days', { days: s.durationDays }) },
  { header: t('activeStakes.rate'), headerClassName: 'text-end', className: 'text-end', cell: (s) => formatRate(s.rate) },
  { header: t('activeStakes.started'), className: 'whitespace-nowrap text-slate-300', cell: (s) => formatDayIn(s.startedAt) },
  { header: t('activeStakes.payout'), className: 'whitespace-nowrap text-slate-300', cell: (s) => formatDayIn(s.payoutAt) },
  {
    header: t('activeStakes.earnings'),
    headerClassName: 'text-end',
    className: 'text-end font-mono tabular-nums text-emerald-300',
    // The server writes the earnings in the spec's English ('1,234.00000000'); without the commas it is the exact decimal.
    cell: (s) => <bdi dir="ltr">{`${formatAssetAmount(s.estimatedEarnings.replaceAll(',', ''))} ${s.assetId}`}</bdi>,
  },
  {
    header: t('activeStakes.status'),
    // An active stake's only status is 'Holding'.
    cell: () => (
      <span className="inline-flex rounded-full bg-amber-500/10 px-2.5 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-400/30">
        {t('activeStakes.holding')}
      </span>
    ),
  },
]

/** The customer's active stakes with their estimated earnings (amount × rate/100 × days/365, 8 decimals). */
export function ActiveStakes() {
  const stakes = useActiveStakes()
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('activeStakes.title')} />
      <DataTable
        label={t('activeStakes.label')}
        columns={columns(t)}
        state={stakes}
        rows={(data) => data}
        rowKey={(s) => s.id}
        empty={t('activeStakes.empty')}
        failed={() => t('activeStakes.failed')}
        loading={
          <span className="inline-flex items-center gap-3">
            <Spinner /> {t('activeStakes.loading')}
          </span>
        }
        stack={false}
        errorClassName="m-4"
      />
    </Card>
  )
}
