import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/payments: route module (replace this page's content as the feature is built). */
export default function PaymentsRoute() {
  return <PlaceholderPage title="Payments" />
}
