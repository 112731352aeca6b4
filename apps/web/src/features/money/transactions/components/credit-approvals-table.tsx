import type { CreditApproval } from '@wallet/shared/money/staff-transactions'
import { Link } from 'react-router'
import { Amount } from '@/components/ui/amount'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn, type DataTablePages } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import type { CreditDecision } from '../api/credit-approvals'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { approvalKindLabel, creditWaitLabel } from '@/lib/credit-wait-text'
import { formatDateTimeIn } from '@/lib/i18n/format'

/** Rows chosen for a bulk decision (only those the caller may decide can be chosen). */
export interface ApprovalSelection {
  selected: ReadonlySet<string>
  toggle: (approval: CreditApproval) => void
}

const selectColumn = (selection: ApprovalSelection, t: Translate): DataTableColumn<CreditApproval> => ({
  header: t('creditApprovals.select'),
  cell: (approval) =>
    approval.canDecide ? (
      <input
        type="checkbox"
        className="size-4 accent-brand-500"
        checked={selection.selected.has(approval.id)}
        onChange={() => selection.toggle(approval)}
        aria-label={t('creditApprovals.selectOne', { email: approval.customerEmail })}
      />
    ) : null,
})

const columns = (
  t: Translate,
  profileHref: (customerId: string) => string,
  onDecide: (approval: CreditApproval, decision: CreditDecision) => void,
): Array<DataTableColumn<CreditApproval>> => [
  {
    header: t('creditApprovals.customer'),
    className: 'whitespace-nowrap',
    cell: (approval) => (
      <Link to={profileHref(approval.customerId)} className="font-medium text-brand-300 hover:text-brand-200 hover:underline">
        {approval.customerEmail}
      </Link>
    ),
  },
  {
    header: t('creditApprovals.credit'),
    className: 'whitespace-nowrap',
    cell: (approval) => (
      <div>
        <Amount value={approval.amount} asset={approval.assetId} />
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-400 max-sm:justify-end">
          {approval.usdValue ? <Amount value={approval.usdValue} format="usd" /> : t('creditApprovals.noPrice')}
          <Badge tone={approval.kind === 'add' ? 'blue' : approval.kind === 'debit' ? 'red' : 'yellow'}>{approvalKindLabel(approval.kind, t)}</Badge>
        </span>
        <span className="mt-1 block text-xs text-amber-200/80">{creditWaitLabel(approval, t)}</span>
      </div>
    ),
  },
  {
    header: t('creditApprovals.requested'),
    className: 'whitespace-nowrap',
    cell: (approval) => (
      <div>
        {approval.requestedBy.email}
        <span className="text-slate-400"> ({approval.requestedBy.role})</span>
        <span className="mt-1 block text-xs text-slate-400">{formatDateTimeIn(approval.requestedAt)}</span>
      </div>
    ),
  },
  actionsColumn(t('creditApprovals.decision'), (approval) =>
    approval.canDecide ? (
      <span className="inline-flex gap-2">
        <Button size="sm" onClick={() => onDecide(approval, 'approve')} aria-label={t('creditApprovals.approveOne', { email: approval.customerEmail })}>
          {t('creditApprovals.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onDecide(approval, 'reject')}
          aria-label={t('creditApprovals.rejectOne', { email: approval.customerEmail })}
        >
          {t('creditApprovals.reject')}
        </Button>
      </span>
    ) : (
      <span className="text-xs text-slate-400">{t('creditApprovals.needsAnother')}</span>
    ),
  ),
]

/** Every credit waiting for a second staff member, with Approve and Reject (only for someone other than its maker). */
export function CreditApprovalsTable<T extends { approvals: CreditApproval[] }>({
  approvals,
  profileHref,
  onDecide,
  selection,
  pages,
}: {
  approvals: QueryState<T>
  profileHref: (customerId: string) => string
  onDecide: (approval: CreditApproval, decision: CreditDecision) => void
  /** With a selection, a first column of checkboxes for the bulk decision. */
  selection?: ApprovalSelection
  /** For a list read page by page (the approvals queue). */
  pages?: DataTablePages<T>
}) {
  const t = useT()
  const tableColumns = columns(t, profileHref, onDecide)
  return (
    <DataTable
      label={t('creditApprovals.label')}
      columns={selection ? [selectColumn(selection, t), ...tableColumns] : tableColumns}
      state={approvals}
      rows={(data) => data.approvals}
      rowKey={(approval) => approval.id}
      empty={t('creditApprovals.empty')}
      failed={(error) => errorMessage(error, 'Failed to load the credits waiting for approval.')}
      pages={pages}
    />
  )
}
