import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/marketplace/stake/manage: route module (replace this page's content as the feature is built). */
export default function ManageStakesRoute() {
  return <PlaceholderPage title="Manage Stakes" />
}
