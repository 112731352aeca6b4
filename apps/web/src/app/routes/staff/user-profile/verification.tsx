import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/user-profile/{userId}/verification: route module (replace this page's content as the feature is built). */
export default function UserProfileVerificationRoute() {
  return <PlaceholderPage title="Verification & Docs" />
}
