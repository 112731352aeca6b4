import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/manager/all-users: route module (replace this page's content as the feature is built). */
export default function AllUsersRoute() {
  return <PlaceholderPage title="All Users (Assigned to My Workers)" />
}
