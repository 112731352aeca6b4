import { type Ticket, type TicketFilter, WORKER_TICKETS_PAGE_SIZE, type WorkerTicketPage } from '@wallet/shared/support/tickets'
import { Banner } from '@/components/ui/banner'
import { cn } from '@/components/ui/cn'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { TicketCard } from './ticket-conversation'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import { useTicketStatusLabel } from './ticket-badges'

/** The status tabs: 'All', then the statuses' names 'Open', 'In Progress' and 'Resolved'. */
const FILTERS: TicketFilter[] = ['all', 'open', 'in_progress', 'resolved']

/** The status tabs, with how many tickets each holds. */
function StatusTabs({ filter, counts, onChange }: { filter: TicketFilter; counts?: WorkerTicketPage['counts']; onChange: (filter: TicketFilter) => void }) {
  const t = useT()
  const statusLabel = useTicketStatusLabel()
  return (
    <div
      role="group"
      aria-label={t('workerTickets.filterLabel')}
      className="mb-4 inline-flex max-w-full flex-wrap gap-1 rounded-xl border border-white/10 bg-white/[0.03] p-1"
    >
      {FILTERS.map((tab) => (
        <button
          key={tab}
          type="button"
          aria-pressed={filter === tab}
          onClick={() => onChange(tab)}
          className={cn(
            'inline-flex items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-medium whitespace-nowrap transition',
            filter === tab ? 'bg-white/10 text-white shadow-sm' : 'text-slate-400 hover:text-slate-100',
          )}
        >
          {tab === 'all' ? t('workerTickets.filter.all') : statusLabel(tab)}
          {counts && <span className="rounded-full bg-white/10 px-1.5 text-xs tabular-nums text-slate-300">{counts[tab]}</span>}
        </button>
      ))}
    </div>
  )
}

/** get-worker-tickets: the tickets assigned to the worker, 5 a page, with the status tabs. */
export function WorkerTickets({
  tickets,
  filter,
  onFilterChange,
  page,
  onPageChange,
  onOpen,
}: {
  tickets: QueryState<WorkerTicketPage>
  filter: TicketFilter
  onFilterChange: (filter: TicketFilter) => void
  page: number
  onPageChange: (page: number) => void
  onOpen: (ticket: Ticket) => void
}) {
  const t = useT()
  const message = useMessageText()
  const data = tickets.status === 'success' ? tickets.data : undefined
  const pageCount = data ? Math.max(1, Math.ceil(data.total / WORKER_TICKETS_PAGE_SIZE)) : 1
  return (
    <div>
      <StatusTabs filter={filter} counts={data?.counts} onChange={onFilterChange} />
      {tickets.status === 'pending' ? (
        <ul aria-label={t('workerTickets.loading')} className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="glass space-y-2 rounded-2xl p-4">
              <Skeleton className="w-48" />
              <Skeleton className="w-32" />
            </li>
          ))}
        </ul>
      ) : tickets.status === 'error' ? (
        <Banner>{t('workerTickets.loadFailed', { reason: message(errorMessage(tickets.error)) })}</Banner>
      ) : tickets.data.tickets.length === 0 ? (
        <div className="glass flex flex-col items-center gap-2 rounded-2xl px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-white">{t('workerTickets.emptyTitle')}</h2>
          <p className="text-sm text-slate-400">{filter === 'all' ? t('workerTickets.emptyAll') : t('workerTickets.emptyStatus', { status: filter })}</p>
        </div>
      ) : (
        <>
          <ul aria-label={t('workerTickets.assigned')} className={cn('space-y-3', tickets.isPlaceholderData && 'opacity-60')}>
            {tickets.data.tickets.map((ticket) => (
              <TicketCard
                key={ticket.id}
                ticket={ticket}
                customer={tickets.data.userEmails[ticket.user_id] ?? t('workerTickets.unknownCustomer')}
                onOpen={() => onOpen(ticket)}
              />
            ))}
          </ul>
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} total={tickets.data.total} onPageChange={onPageChange} />}
        </>
      )}
    </div>
  )
}
