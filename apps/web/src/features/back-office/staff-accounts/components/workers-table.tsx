import { WORKERS_PAGE_SIZE, type WorkerRow } from '@wallet/shared/back-office/workers'
import { Button } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDayIn, formatNumber } from '@/lib/i18n/format'
import { type Translate, useMessageText, useT } from '@/lib/i18n/use-t'
import type { QueryState } from '@/lib/query-state'

const columns = (t: Translate, onResetPassword: (worker: WorkerRow) => void, onHandOn: (worker: WorkerRow) => void): Array<DataTableColumn<WorkerRow>> => [
  {
    header: t('staffAccounts.column.name'),
    className: 'font-medium whitespace-nowrap text-slate-100',
    cell: (worker) => worker.full_name?.trim() || t('staffAccounts.none'),
  },
  { header: t('staffAccounts.column.email'), className: 'whitespace-nowrap', cell: (worker) => worker.email },
  { header: t('myWorkers.column.customers'), className: 'tabular-nums', cell: (worker) => formatNumber(worker.customers) },
  { header: t('myWorkers.column.created'), className: 'whitespace-nowrap', cell: (worker) => formatDayIn(worker.created_at) },
  actionsColumn(t('common.actions'), (worker) => (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" size="sm" onClick={() => onResetPassword(worker)} aria-label={t('myWorkers.resetOf', { email: worker.email })}>
        {t('resetWorker.title')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onHandOn(worker)}
        aria-label={t('myWorkers.handOnOf', { email: worker.email })}
        disabled={worker.customers === 0}
      >
        {t('assignment.handOnTitle')}
      </Button>
    </div>
  )),
]

/** get_worker_info: the manager's workers, 10 a page, each with Reset Password and Hand On Customers. */
export function WorkersTable({
  workers,
  page,
  onPageChange,
  onResetPassword,
  onHandOn,
}: {
  workers: QueryState<{ workers: WorkerRow[]; total: number }>
  page: number
  onPageChange: (page: number) => void
  onResetPassword: (worker: WorkerRow) => void
  onHandOn: (worker: WorkerRow) => void
}) {
  const t = useT()
  const message = useMessageText()
  return (
    <DataTable
      label={t('myWorkers.label')}
      columns={columns(t, onResetPassword, onHandOn)}
      state={workers}
      rows={(data) => data.workers}
      rowKey={(worker) => worker.id}
      empty={t('myWorkers.empty')}
      failed={(error) => t('myWorkers.loadFailed', { reason: message(errorMessage(error)) })}
      pages={{ page, pageSize: WORKERS_PAGE_SIZE, total: (data) => data.total, onPageChange }}
    />
  )
}
