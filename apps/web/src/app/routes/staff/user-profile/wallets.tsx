import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/user-profile/{userId}/wallets: route module (replace this page's content as the feature is built). */
export default function UserProfileWalletsRoute() {
  return <PlaceholderPage title="User Wallets & Balances" />
}
