import type { WorkQueueFilters } from '@wallet/shared/back-office/work'
import { formatNumber } from '@/lib/i18n/format'
import { useT } from '@/lib/i18n/use-t'
import { useApprovalQueue } from '../api/credit-approvals'
import { ApprovalsInbox } from './approvals-inbox'

/** The Work area's approvals queue, decided in place: the queue's filters and page, read in full (docs/decisions/079). */
export function ApprovalQueue({ query, onPageChange }: { query: WorkQueueFilters; onPageChange: (page: number) => void }) {
  const state = useApprovalQueue(query)
  const t = useT()
  return (
    <>
      <ApprovalsInbox approvals={state} pages={{ page: query.page, pageSize: query.pageSize, total: (data) => data.total, onPageChange }} />
      {state.data?.more && (
        <p className="border-t border-white/5 px-5 py-3 text-sm text-slate-400">{t('workQueue.moreThanCounted', { count: formatNumber(state.data.total) })}</p>
      )}
    </>
  )
}
