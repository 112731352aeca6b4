import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/admin/tickets: every customer's tickets, unclaimed customers' included. */
export default function AdminTicketsRoute() {
  const t = useT()
  return <StaffTicketsSection heading={t('adminTickets.title')} />
}
