import { useParams } from 'react-router'
import { StaffTicketsSection } from '@/features/support/tickets/components/staff-tickets-section'

/** /dashboard/user-profile/{userId}/tickets: the customer's support tickets. */
export default function UserProfileTicketsRoute() {
  const { userId = '' } = useParams()
  return <StaffTicketsSection heading="Support Tickets" customerId={userId} />
}
