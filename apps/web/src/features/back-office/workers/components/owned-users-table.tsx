import { OWNED_USERS_PAGE_SIZE, type OwnedUser, WORKER_MESSAGES } from '@wallet/shared/back-office/workers'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { formatDayIn } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'
import type { QueryState } from '@/lib/query-state'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'

const columns = (t: Translate, profileHref: (userId: string) => string): Array<DataTableColumn<OwnedUser>> => [
  { header: t('staffAccounts.column.email'), className: 'font-medium whitespace-nowrap text-slate-100', cell: (user) => user.user_email },
  { header: t('staffAccounts.column.name'), className: 'whitespace-nowrap', cell: (user) => user.full_name?.trim() || t('staffAccounts.none') },
  { header: t('myUsers.column.kyc'), cell: (user) => <KycStatusBadge status={user.kyc_status} labels="list" /> },
  { header: t('myUsers.column.created'), className: 'whitespace-nowrap', cell: (user) => formatDayIn(user.profile_created_at) || t('staffAccounts.none') },
  actionsColumn(t('common.actions'), (user) => (
    <Link to={profileHref(user.profile_user_id)} className={buttonClasses('secondary', 'sm')} aria-label={t('myUsers.editOf', { email: user.user_email })}>
      {t('myUsers.edit')}
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
  const t = useT()
  return (
    <DataTable
      label={t('myUsers.label')}
      columns={columns(t, profileHref)}
      state={users}
      rows={(data) => data.ownedUsers}
      rowKey={(user) => user.profile_user_id}
      empty={searching ? t('myUsers.noMatch') : t('myUsers.empty')}
      failed={() => WORKER_MESSAGES.loadOwnedUsers}
      pages={{ page, pageSize: OWNED_USERS_PAGE_SIZE, total: (data) => data.total, onPageChange }}
    />
  )
}
