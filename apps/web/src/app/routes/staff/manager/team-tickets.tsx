import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/manager/tickets: the tickets of the team's customers, answered by the manager as by their workers. */
export default function ManagerTicketsRoute() {
  const t = useT()
  return <StaffTicketsSection heading={t('managerTickets.title')} />
}
