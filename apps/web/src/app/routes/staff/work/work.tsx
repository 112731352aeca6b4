import { PageHeader } from '@/components/ui/page-header'
import { useCan } from '@/features/identity/sign-in/components/can'
import { ApprovalQueue } from '@/features/money/transactions/components/approval-queue'
import { WorkArea } from '@/features/back-office/work/components/work-area'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/work: what waits for the signed-in staff member, queue by queue (docs/decisions/076-work-queues.md). */
export default function WorkRoute() {
  const t = useT()
  const abilities = { manage: useCan('customers:manage'), claim: useCan('customers:claim'), answerTickets: useCan('tickets:answer') }
  return (
    <section>
      <PageHeader title={t('nav.work')} description={t('work.description')} />
      <WorkArea abilities={abilities} approvalQueue={(query, onPageChange) => <ApprovalQueue query={query} onPageChange={onPageChange} />} />
    </section>
  )
}
