import { Card } from '@/components/ui/card'
import { useAwaitingCredits } from '@/features/money/transactions/api/credit-approvals'
import { ApprovalsInbox } from '@/features/money/transactions/components/approvals-inbox'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/admin/approvals: every credit waiting for a second staff member, across customers; decided one by one or chosen together. */
export default function AdminApprovalsRoute() {
  const approvals = useAwaitingCredits()
  const t = useT()
  return (
    <Card>
      <div className="border-b border-white/5 px-5 py-4">
        <h2 className="text-base font-semibold text-white">{t('adminApprovals.title')}</h2>
        <p className="mt-1 text-sm text-slate-400">{t('adminApprovals.description')}</p>
      </div>
      <ApprovalsInbox approvals={approvals} />
    </Card>
  )
}
