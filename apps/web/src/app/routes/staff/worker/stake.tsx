import { PlaceholderPage } from '@/components/ui/placeholder-page'

/** /dashboard/worker/stake: a placeholder in the specification itself. */
export default function WorkerStakeRoute() {
  return (
    <PlaceholderPage title="Stake">
      <p>Content for managing staking activities will go here.</p>
    </PlaceholderPage>
  )
}
