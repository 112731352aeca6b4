import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/marketplace/swap: route module (replace this page's content as the feature is built). */
export default function SwapRoute() {
  return <PlaceholderPage title="Swap Crypto" />
}
