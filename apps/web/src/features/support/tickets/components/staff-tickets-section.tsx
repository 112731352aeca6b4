import type { Ticket, TicketFilter } from '@wallet/shared/support/tickets'
import { useId, useState } from 'react'
import { useReloadWorkerTickets, useWorkerTicketPage } from '../api/worker-tickets'
import { useTicketFilter } from '../hooks/ticket-filter'
import { useReloadAfterStatusChange } from '../hooks/use-reload-after-status-change'
import { WorkerTicketDialog } from './worker-ticket-dialog'
import { WorkerTickets } from './worker-tickets'

/**
 * Tickets as staff handle them, by status, each opening its conversation: the caller's tickets (a worker's own, a
 * manager's team's, an admin's all), or one customer's on their staff profile.
 */
export function StaffTicketsSection({ heading, customerId }: { heading: string; customerId?: string }) {
  const headingId = useId()
  const [filter, setFilter] = useTicketFilter()
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Ticket | null>(null)
  const tickets = useWorkerTicketPage(filter, page, customerId)
  const reload = useReloadWorkerTickets()
  const changeFilter = (next: TicketFilter) => {
    setFilter(next)
    setPage(1)
  }
  const afterStatusChange = useReloadAfterStatusChange({ filter, setFilter: changeFilter, reload })
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-base font-semibold text-white">
        {heading}
      </h2>
      <WorkerTickets tickets={tickets} filter={filter} onFilterChange={changeFilter} page={page} onPageChange={setPage} onOpen={setOpen} />
      <WorkerTicketDialog
        ticket={open}
        customerEmail={open && tickets.data ? tickets.data.userEmails[open.user_id] : undefined}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        onStatusChanged={afterStatusChange}
        showCustomerLink={customerId === undefined}
      />
    </section>
  )
}
