import { PageHeader } from '@/components/ui/page-header'
import { ActiveStakes } from '@/features/money/staking/components/active-stakes'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/marketplace/stake/manage */
export default function ManageStakesRoute() {
  const t = useT()
  return (
    <section>
      <PageHeader title={t('manageStakes.title')} description={t('manageStakes.description')} />
      <ActiveStakes />
    </section>
  )
}
