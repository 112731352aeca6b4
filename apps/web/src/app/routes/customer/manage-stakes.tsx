import { PageHeader } from '@/components/ui/page-header'
import { ActiveStakes } from '@/features/money/staking/components/active-stakes'

/** /dashboard/marketplace/stake/manage */
export default function ManageStakesRoute() {
  return (
    <section>
      <PageHeader title="Manage Stakes" description="Your active stakes and what they are expected to earn." />
      <ActiveStakes />
    </section>
  )
}
