import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'

/** /dashboard/manager/tickets: the tickets of the team's customers, answered by the manager as by their workers. */
export default function ManagerTicketsRoute() {
  return <StaffTicketsSection heading="Team Support Tickets" />
}
