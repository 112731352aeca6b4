import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/wallets: route module (replace this page's content as the feature is built). */
export default function WalletsRoute() {
  return <PlaceholderPage title="Wallets" />
}
