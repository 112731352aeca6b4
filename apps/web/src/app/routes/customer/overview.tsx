import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/overview: route module (replace this page's content as the feature is built). */
export default function OverviewRoute() {
  return <PlaceholderPage title="Overview" />
}
