import { MANAGER_MESSAGES, WORKERS_PAGE_SIZE, type WorkerRow } from '@wallet/shared/back-office/workers'
import { Button } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDay } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'

const columns = (onResetPassword: (worker: WorkerRow) => void, onHandOn: (worker: WorkerRow) => void): Array<DataTableColumn<WorkerRow>> => [
  { header: 'Name', className: 'font-medium whitespace-nowrap text-slate-100', cell: (worker) => worker.full_name?.trim() || 'N/A' },
  { header: 'Email', className: 'whitespace-nowrap', cell: (worker) => worker.email },
  { header: 'Customers', className: 'tabular-nums', cell: (worker) => worker.customers },
  { header: 'Created', className: 'whitespace-nowrap', cell: (worker) => formatDay(worker.created_at) },
  actionsColumn('Actions', (worker) => (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" onClick={() => onResetPassword(worker)} aria-label={`Reset password of ${worker.email}`}>
        Reset Password
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onHandOn(worker)}
        aria-label={`Hand On Customers of ${worker.email}`}
        disabled={worker.customers === 0}
      >
        Hand On Customers
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
  return (
    <DataTable
      label="My workers"
      columns={columns(onResetPassword, onHandOn)}
      state={workers}
      rows={(data) => data.workers}
      rowKey={(worker) => worker.id}
      empty="You have no workers yet. Create one under Create Worker."
      failed={(error) => MANAGER_MESSAGES.loadWorkers(errorMessage(error))}
      pages={{ page, pageSize: WORKERS_PAGE_SIZE, total: (data) => data.total, onPageChange }}
    />
  )
}
