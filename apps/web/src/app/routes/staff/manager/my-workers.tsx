import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/manager/my-workers: route module (replace this page's content as the feature is built). */
export default function MyWorkersRoute() {
  return <PlaceholderPage title="My Workers" />
}
