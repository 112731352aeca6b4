import type { UserSummary } from '@wallet/shared/back-office/workers'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { formatDayIn } from '@/lib/i18n/format'

const columns = (t: Translate, profileHref: (userId: string) => string): Array<DataTableColumn<UserSummary>> => {
  const NA = t('staffProfile.details.none')
  return [
    { header: t('staffProfile.users.name'), className: 'font-medium whitespace-nowrap text-slate-100', cell: (user) => user.full_name?.trim() || NA },
    { header: t('staffProfile.details.email'), className: 'whitespace-nowrap', cell: (user) => user.email || NA },
    { header: t('staffProfile.details.kycStatus'), cell: (user) => <KycStatusBadge status={user.kyc_status} labels="list" /> },
    { header: t('staffProfile.users.since'), className: 'whitespace-nowrap', cell: (user) => formatDayIn(user.created_at) || NA },
    { header: t('staffProfile.details.worker'), className: 'whitespace-nowrap', cell: (user) => user.assigned_worker_name?.trim() || NA },
    actionsColumn(
      t('staffProfile.users.edit'),
      (user) => (
        <Link to={profileHref(user.id)} className={buttonClasses('secondary', 'sm')} aria-label={t('staffProfile.users.editNamed', { email: user.email })}>
          {t('staffProfile.users.edit')}
        </Link>
      ),
      'text-end',
    ),
  ]
}

export interface UserSummaryTableProps {
  users: QueryState<{ users: UserSummary[]; totalCount: number }>
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  /** The staff profile a row opens. */
  profileHref: (userId: string) => string
  emptyText: string
  failedText: string
  /** Names the table for assistive technology. */
  label: string
}

/**
 * Customers as the manager and the admin list them: Name, Email, KYC Status, User Since (dd MMM yyyy), Assigned
 * Worker and an Edit link; 5 skeleton rows while a page loads; 'Page X of Y (Total: N)' only past one page.
 */
export function UserSummaryTable({ users, page, pageSize, onPageChange, profileHref, emptyText, failedText, label }: UserSummaryTableProps) {
  const t = useT()
  return (
    <DataTable
      label={label}
      columns={columns(t, profileHref)}
      state={users}
      rows={(data) => data.users}
      rowKey={(user) => user.id}
      empty={emptyText}
      failed={(error) => errorMessage(error, failedText)}
      pages={{ page, pageSize, total: (data) => data.totalCount, onPageChange }}
    />
  )
}
