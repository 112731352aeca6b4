import type { Ticket, TicketFilter } from '@wallet/shared/tickets'
import { useState } from 'react'
import { useReloadWorkerTickets, useWorkerTicketPage } from '@/features/tickets/api/worker-tickets'
import { WorkerTicketDialog } from '@/features/tickets/components/worker-ticket-dialog'
import { WorkerTickets } from '@/features/tickets/components/worker-tickets'
import { useTicketFilter } from '@/features/tickets/hooks/ticket-filter'
import { useReloadAfterStatusChange } from '@/features/tickets/hooks/use-reload-after-status-change'

/** /dashboard/worker/support-tickets: the tickets assigned to the worker, by status, and their conversations. */
export default function WorkerSupportTicketsRoute() {
  const [filter, setFilter] = useTicketFilter()
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Ticket | null>(null)
  const tickets = useWorkerTicketPage(filter, page)
  const reload = useReloadWorkerTickets()
  const changeFilter = (next: TicketFilter) => {
    setFilter(next)
    setPage(1)
  }
  const afterStatusChange = useReloadAfterStatusChange({ filter, setFilter: changeFilter, reload })
  return (
    <section aria-labelledby="assigned-tickets-heading">
      <h2 id="assigned-tickets-heading" className="mb-4 text-base font-semibold text-white">
        Assigned Support Tickets
      </h2>
      <WorkerTickets tickets={tickets} filter={filter} onFilterChange={changeFilter} page={page} onPageChange={setPage} onOpen={setOpen} />
      <WorkerTicketDialog
        ticket={open}
        customerEmail={open && tickets.data ? tickets.data.userEmails[open.user_id] : undefined}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        onStatusChanged={afterStatusChange}
      />
    </section>
  )
}
