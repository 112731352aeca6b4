import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/manager/actions: route module (replace this page's content as the feature is built). */
export default function ManagerActionsRoute() {
  return <PlaceholderPage title="Announcements" />
}
