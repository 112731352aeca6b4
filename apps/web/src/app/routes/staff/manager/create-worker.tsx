import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/manager/create-worker: route module (replace this page's content as the feature is built). */
export default function CreateWorkerRoute() {
  return <PlaceholderPage title="Create Worker" />
}
