import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'

/** /dashboard/admin/tickets: every customer's tickets, unclaimed customers' included. */
export default function AdminTicketsRoute() {
  return <StaffTicketsSection heading="All Support Tickets" />
}
