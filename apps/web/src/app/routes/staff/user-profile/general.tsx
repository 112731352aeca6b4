import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/user-profile/{userId}/general: route module (replace this page's content as the feature is built). */
export default function UserProfileGeneralRoute() {
  return <PlaceholderPage title="General" />
}
