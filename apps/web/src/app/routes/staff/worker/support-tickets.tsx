import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/worker/support-tickets: route module (replace this page's content as the feature is built). */
export default function WorkerSupportTicketsRoute() {
  return <PlaceholderPage title="Assigned Support Tickets" />
}
