import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/user-profile/{userId}/transactions: route module (replace this page's content as the feature is built). */
export default function UserProfileTransactionsRoute() {
  return <PlaceholderPage title="Transaction History" />
}
