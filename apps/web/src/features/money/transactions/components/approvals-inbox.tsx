import type { CreditApproval } from '@wallet/shared/money/staff-transactions'
import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import type { DataTablePages } from '@/components/ui/data-table'
import { paths } from '@/config/paths'
import type { QueryState } from '@/lib/query-state'
import { useCreditDecision } from '../hooks/use-credit-decision'
import { BulkDecisionBar } from './bulk-decision-bar'
import { CreditApprovalsTable } from './credit-approvals-table'
import { CreditDecisionDialog } from './credit-decision-dialog'

/**
 * The one place a waiting credit is decided from a list of them (the Work area's approvals queue, the admin console):
 * Approve and Reject on each row, through a dialog with the reason; or several chosen together and decided at once.
 * Who may decide which is the server's answer (`canDecide`, and each decision's own check), never this component's.
 */
export function ApprovalsInbox<T extends { approvals: CreditApproval[] }>({ approvals, pages }: { approvals: QueryState<T>; pages?: DataTablePages<T> }) {
  const [notice, setNotice] = useState<string | null>(null)
  const credit = useCreditDecision({ onDecided: setNotice })
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set())
  // Only requests still listed and decidable by the caller stay chosen.
  const listed = approvals.status === 'success' ? approvals.data.approvals : []
  const chosen = listed.filter((a) => a.canDecide && chosenIds.has(a.id))
  const toggle = (approval: CreditApproval) =>
    setChosenIds((ids) => {
      const next = new Set(ids)
      if (!next.delete(approval.id)) next.add(approval.id)
      return next
    })
  return (
    <>
      {notice && (
        <div className="border-b border-white/5 px-5 py-3">
          <Banner tone="success">{notice}</Banner>
        </div>
      )}
      <BulkDecisionBar chosen={chosen} onDone={() => setChosenIds(new Set())} />
      <CreditApprovalsTable
        approvals={approvals}
        pages={pages}
        profileHref={paths.userProfile.transactions.getHref}
        selection={{ selected: chosenIds, toggle }}
        onDecide={(approval, decision) => {
          setNotice(null)
          credit.open({ approval, decision })
        }}
      />
      <CreditDecisionDialog credit={credit} />
    </>
  )
}
