import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/marketplace/stake/plans: route module (replace this page's content as the feature is built). */
export default function StakePlansRoute() {
  return <PlaceholderPage title="Stake Plans" />
}
