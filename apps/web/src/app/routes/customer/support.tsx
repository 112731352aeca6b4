import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/support: route module (replace this page's content as the feature is built). */
export default function SupportRoute() {
  return <PlaceholderPage title="Support Tickets" />
}
