import { useParams } from 'react-router'
import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/user-profile/{userId}/tickets: the customer's support tickets. */
export default function UserProfileTicketsRoute() {
  const { userId = '' } = useParams()
  const t = useT()
  return <StaffTicketsSection heading={t('staffProfile.tickets.heading')} customerId={userId} />
}
