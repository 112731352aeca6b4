import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/worker/support-tickets: the tickets assigned to the worker, by status, and their conversations. */
export default function WorkerSupportTicketsRoute() {
  const t = useT()
  return <StaffTicketsSection heading={t('workerTickets.title')} />
}
