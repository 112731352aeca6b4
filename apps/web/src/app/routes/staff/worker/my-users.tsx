import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/worker/my-users: route module (replace this page's content as the feature is built). */
export default function MyUsersRoute() {
  return <PlaceholderPage title="My Users" />
}
