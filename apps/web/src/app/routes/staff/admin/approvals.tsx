import { useState } from 'react'
import type { CreditApproval } from '@wallet/shared/staff-transactions'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useAwaitingCredits } from '@/features/transactions/api/credit-approvals'
import { BulkDecisionBar } from '@/features/transactions/components/bulk-decision-bar'
import { CreditApprovalsTable } from '@/features/transactions/components/credit-approvals-table'
import { CreditDecisionDialog } from '@/features/transactions/components/credit-decision-dialog'
import { useCreditDecision } from '@/features/transactions/hooks/use-credit-decision'

/** /dashboard/admin/approvals: every credit waiting for a second staff member, across customers; decided one by one or chosen together. */
export default function AdminApprovalsRoute() {
  const approvals = useAwaitingCredits()
  const [notice, setNotice] = useState<string | null>(null)
  const credit = useCreditDecision({ onDecided: setNotice })
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set())
  // Only requests still listed and decidable by the caller stay chosen.
  const chosen = (approvals.data?.approvals ?? []).filter((a) => a.canDecide && chosenIds.has(a.id))
  const toggle = (approval: CreditApproval) =>
    setChosenIds((ids) => {
      const next = new Set(ids)
      if (!next.delete(approval.id)) next.add(approval.id)
      return next
    })
  return (
    <div className="space-y-4">
      {notice && <Banner tone="success">{notice}</Banner>}
      <Card>
        <div className="border-b border-white/5 px-5 py-4">
          <h2 className="text-base font-semibold text-white">Credits Awaiting Approval</h2>
          <p className="mt-1 text-sm text-slate-400">Manual credits above the approval limit are booked only once a second staff member approves them.</p>
        </div>
        <BulkDecisionBar chosen={chosen} onDone={() => setChosenIds(new Set())} />
        <CreditApprovalsTable
          approvals={approvals}
          profileHref={paths.userProfile.transactions.getHref}
          selection={{ selected: chosenIds, toggle }}
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
