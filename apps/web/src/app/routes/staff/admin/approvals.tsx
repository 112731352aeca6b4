import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useAwaitingCredits } from '@/features/transactions/api/credit-approvals'
import { CreditApprovalsTable } from '@/features/transactions/components/credit-approvals-table'
import { CreditDecisionDialog } from '@/features/transactions/components/credit-decision-dialog'
import { useCreditDecision } from '@/features/transactions/hooks/use-credit-decision'

/** /dashboard/admin/approvals: every credit waiting for a second staff member, across customers. */
export default function AdminApprovalsRoute() {
  const approvals = useAwaitingCredits()
  const [notice, setNotice] = useState<string | null>(null)
  const credit = useCreditDecision({ onDecided: setNotice })
  return (
    <div className="space-y-4">
      {notice && <Banner tone="success">{notice}</Banner>}
      <Card>
        <div className="border-b border-white/5 px-5 py-4">
          <h2 className="text-base font-semibold text-white">Credits Awaiting Approval</h2>
          <p className="mt-1 text-sm text-slate-400">Manual credits above the approval limit are booked only once a second staff member approves them.</p>
        </div>
        <CreditApprovalsTable
          approvals={approvals}
          profileHref={paths.userProfile.transactions.getHref}
          onDecide={(approval, decision) => {
            setNotice(null)
            credit.open({ approval, decision })
          }}
        />
      </Card>
      <CreditDecisionDialog credit={credit} />
    </div>
  )
}
