import { SupportTickets } from '@/features/support/tickets/components/support-tickets'

/** /dashboard/support. */
export default function SupportRoute() {
  return <SupportTickets />
}
