import { MANAGER_MESSAGES, WORKERS_PAGE_SIZE, type WorkerRow } from '@wallet/shared/workers'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { SkeletonRows } from '@/components/ui/skeleton'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { formatDay } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'

const COLUMNS = ['Name', 'Email', 'Customers', 'Created', 'Actions'] as const

/** get_worker_info: the manager's workers, 10 a page, each with Reset Password. */
export function WorkersTable({
  workers,
  page,
  onPageChange,
  onResetPassword,
}: {
  workers: QueryState<{ workers: WorkerRow[]; total: number }>
  page: number
  onPageChange: (page: number) => void
  onResetPassword: (worker: WorkerRow) => void
}) {
  if (workers.status === 'error') return <Banner>{MANAGER_MESSAGES.loadWorkers(errorMessage(workers.error))}</Banner>
  const total = workers.status === 'success' ? workers.data.total : 0
  const pageCount = Math.max(1, Math.ceil(total / WORKERS_PAGE_SIZE))
  return (
    <div>
      <Table stack aria-label="My workers" aria-busy={workers.status === 'pending' || undefined}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <Th key={column} className={column === 'Actions' ? 'text-right' : undefined}>
                {column}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody className={workers.status === 'success' && workers.isPlaceholderData ? 'opacity-60' : undefined}>
          {workers.status === 'pending' ? (
            <SkeletonRows rows={5} columns={COLUMNS.length} />
          ) : workers.data.workers.length === 0 ? (
            <tr>
              <Td colSpan={COLUMNS.length} className="py-10 text-center text-slate-400">
                You have no workers yet. Create one under Create Worker.
              </Td>
            </tr>
          ) : (
            workers.data.workers.map((worker) => (
              <tr key={worker.id} className="transition hover:bg-white/[0.02]">
                <Td label="Name" className="font-medium whitespace-nowrap text-slate-100">{worker.full_name?.trim() || 'N/A'}</Td>
                <Td label="Email" className="whitespace-nowrap">{worker.email}</Td>
                <Td label="Customers" className="tabular-nums">{worker.customers}</Td>
                <Td label="Created" className="whitespace-nowrap">{formatDay(worker.created_at)}</Td>
                <Td label="" className="text-right">
                  <Button variant="secondary" size="sm" onClick={() => onResetPassword(worker)} aria-label={`Reset password of ${worker.email}`}>
                    Reset Password
                  </Button>
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} total={total} onPageChange={onPageChange} />}
    </div>
  )
}
