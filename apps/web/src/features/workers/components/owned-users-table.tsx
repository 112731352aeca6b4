import { OWNED_USERS_PAGE_SIZE, type OwnedUser, WORKER_MESSAGES } from '@wallet/shared/workers'
import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { buttonClasses } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { SkeletonRows } from '@/components/ui/skeleton'
import { Table, Td, Th } from '@/components/ui/table'
import { formatDay } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'
import { KycStatusBadge } from './kyc-status'

const COLUMNS = ['Email', 'Name', 'KYC Status', 'Profile Created', 'Actions'] as const

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
  if (users.status === 'error') return <Banner>{WORKER_MESSAGES.loadOwnedUsers}</Banner>
  const loading = users.status === 'pending'
  const total = users.status === 'success' ? users.data.total : 0
  const pageCount = Math.max(1, Math.ceil(total / OWNED_USERS_PAGE_SIZE))
  return (
    <div>
      <Table stack aria-label="My users" aria-busy={loading || undefined} className={users.status === 'success' && users.isPlaceholderData ? 'opacity-60' : undefined}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <Th key={column} className={column === 'Actions' ? 'text-right' : undefined}>
                {column}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows rows={5} columns={COLUMNS.length} />
          ) : users.data.ownedUsers.length === 0 ? (
            <tr>
              <Td colSpan={COLUMNS.length} className="py-10 text-center text-slate-400">
                {searching ? 'No users match this email.' : 'You have not claimed any users yet. Find one under Search User.'}
              </Td>
            </tr>
          ) : (
            users.data.ownedUsers.map((user) => (
              <tr key={user.profile_user_id} className="transition hover:bg-white/[0.02]">
                <Td label="Email" className="font-medium whitespace-nowrap text-slate-100">{user.user_email}</Td>
                <Td label="Name" className="whitespace-nowrap">{user.full_name?.trim() || 'N/A'}</Td>
                <Td label="KYC Status">
                  <KycStatusBadge status={user.kyc_status} />
                </Td>
                <Td label="Profile Created" className="whitespace-nowrap">{formatDay(user.profile_created_at) || 'N/A'}</Td>
                <Td label="" className="text-right">
                  <Link to={profileHref(user.profile_user_id)} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${user.user_email}`}>
                    Edit
                  </Link>
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} total={total} onPageChange={onPageChange} />}
    </div>
  )
}
