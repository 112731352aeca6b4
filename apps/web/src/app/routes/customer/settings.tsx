import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/settings: route module (replace this page's content as the feature is built). */
export default function SettingsRoute() {
  return <PlaceholderPage title="Account Settings" />
}
