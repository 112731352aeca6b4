import type { UserSummary } from '@wallet/shared/back-office/workers'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDay } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'

const NA = 'N/A'
const columns = (profileHref: (userId: string) => string): Array<DataTableColumn<UserSummary>> => [
  { header: 'Name', className: 'font-medium whitespace-nowrap text-slate-100', cell: (user) => user.full_name?.trim() || NA },
  { header: 'Email', className: 'whitespace-nowrap', cell: (user) => user.email || NA },
  { header: 'KYC Status', cell: (user) => <KycStatusBadge status={user.kyc_status} labels="list" /> },
  { header: 'User Since', className: 'whitespace-nowrap', cell: (user) => formatDay(user.created_at) || NA },
  { header: 'Assigned Worker', className: 'whitespace-nowrap', cell: (user) => user.assigned_worker_name?.trim() || NA },
  actionsColumn('Edit', (user) => (
    <Link to={profileHref(user.id)} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${user.email}`}>
      Edit
    </Link>
  )),
]

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
  return (
    <DataTable
      label={label}
      columns={columns(profileHref)}
      state={users}
      rows={(data) => data.users}
      rowKey={(user) => user.id}
      empty={emptyText}
      failed={(error) => errorMessage(error, failedText)}
      pages={{ page, pageSize, total: (data) => data.totalCount, onPageChange }}
    />
  )
}
