import { SupportTickets } from '@/features/tickets/components/support-tickets'

/** /dashboard/support. */
export default function SupportRoute() {
  return <SupportTickets />
}
