import { OWNED_USERS_PAGE_SIZE, type OwnedUser, WORKER_MESSAGES } from '@wallet/shared/back-office/workers'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { formatDay } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'

const columns = (profileHref: (userId: string) => string): Array<DataTableColumn<OwnedUser>> => [
  { header: 'Email', className: 'font-medium whitespace-nowrap text-slate-100', cell: (user) => user.user_email },
  { header: 'Name', className: 'whitespace-nowrap', cell: (user) => user.full_name?.trim() || 'N/A' },
  { header: 'KYC Status', cell: (user) => <KycStatusBadge status={user.kyc_status} labels="list" /> },
  { header: 'Profile Created', className: 'whitespace-nowrap', cell: (user) => formatDay(user.profile_created_at) || 'N/A' },
  actionsColumn('Actions', (user) => (
    <Link to={profileHref(user.profile_user_id)} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${user.user_email}`}>
      Edit
    </Link>
  )),
]

/** list-my-users: the worker's customers, 10 a page, each with an Edit link to their staff profile. */
export function OwnedUsersTable({
  users,
  page,
  onPageChange,
  profileHref,
  searching,
}: {
  users: QueryState<{ ownedUsers: OwnedUser[]; total: number }>
  page: number
  onPageChange: (page: number) => void
  profileHref: (userId: string) => string
  /** Whether a search is applied (changes the empty text). */
  searching: boolean
}) {
  return (
    <DataTable
      label="My users"
      columns={columns(profileHref)}
      state={users}
      rows={(data) => data.ownedUsers}
      rowKey={(user) => user.profile_user_id}
      empty={searching ? 'No users match this email.' : 'You have not claimed any users yet. Find one under Search User.'}
      failed={() => WORKER_MESSAGES.loadOwnedUsers}
      pages={{ page, pageSize: OWNED_USERS_PAGE_SIZE, total: (data) => data.total, onPageChange }}
    />
  )
}
