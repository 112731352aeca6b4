import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'

/** /dashboard/worker/support-tickets: the tickets assigned to the worker, by status, and their conversations. */
export default function WorkerSupportTicketsRoute() {
  return <StaffTicketsSection heading="Assigned Support Tickets" />
}
