import { WORK_TEXTS } from '@wallet/shared/back-office/work'
import { PageHeader } from '@/components/ui/page-header'
import { useCan } from '@/features/identity/sign-in/components/can'
import { ApprovalQueue } from '@/features/money/transactions/components/approval-queue'
import { WorkArea } from '@/features/back-office/work/components/work-area'

/** /dashboard/work: what waits for the signed-in staff member, queue by queue (docs/decisions/076-work-queues.md). */
export default function WorkRoute() {
  const abilities = { manage: useCan('customers:manage'), claim: useCan('customers:claim'), answerTickets: useCan('tickets:answer') }
  return (
    <section>
      <PageHeader title={WORK_TEXTS.title} description="Everything waiting for you, oldest first." />
      <WorkArea abilities={abilities} approvalQueue={(query, onPageChange) => <ApprovalQueue query={query} onPageChange={onPageChange} />} />
    </section>
  )
}
