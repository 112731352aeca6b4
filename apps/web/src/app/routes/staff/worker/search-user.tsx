import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/worker/search-user: route module (replace this page's content as the feature is built). */
export default function SearchUserRoute() {
  return <PlaceholderPage title="Search User" />
}
