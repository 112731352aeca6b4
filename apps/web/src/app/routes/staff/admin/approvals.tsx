import { Card } from '@/components/ui/card'
import { useAwaitingCredits } from '@/features/money/transactions/api/credit-approvals'
import { ApprovalsInbox } from '@/features/money/transactions/components/approvals-inbox'

/** /dashboard/admin/approvals: every credit waiting for a second staff member, across customers; decided one by one or chosen together. */
export default function AdminApprovalsRoute() {
  const approvals = useAwaitingCredits()
  return (
    <Card>
      <div className="border-b border-white/5 px-5 py-4">
        <h2 className="text-base font-semibold text-white">Credits Awaiting Approval</h2>
        <p className="mt-1 text-sm text-slate-400">Manual credits above the approval limit are booked only once a second staff member approves them.</p>
      </div>
      <ApprovalsInbox approvals={approvals} />
    </Card>
  )
}
