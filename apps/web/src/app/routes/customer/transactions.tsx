import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/transactions: route module (replace this page's content as the feature is built). */
export default function TransactionsRoute() {
  return <PlaceholderPage title="Transactions" />
}
