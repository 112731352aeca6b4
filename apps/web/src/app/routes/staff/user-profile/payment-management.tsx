import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/user-profile/{userId}/payment-management: route module (replace this page's content as the feature is built). */
export default function UserProfilePaymentManagementRoute() {
  return <PlaceholderPage title="Payment Management" />
}
