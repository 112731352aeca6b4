import type { UserSummary } from '@wallet/shared/workers'
import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { buttonClasses } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { SkeletonRows } from '@/components/ui/skeleton'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { formatDay } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'
import { KycStatusBadge } from './kyc-status'

const NA = 'N/A'
const COLUMNS = ['Name', 'Email', 'KYC Status', 'User Since', 'Assigned Worker', 'Edit'] as const

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
  const loading = users.status === 'pending' || (users.status === 'success' && users.isPlaceholderData)
  const total = users.status === 'success' ? users.data.totalCount : 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (users.status === 'error') return <Banner>{errorMessage(users.error, failedText)}</Banner>
  return (
    <div>
      <Table stack aria-label={label} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <Th key={column} className={column === 'Edit' ? 'text-right' : undefined}>
                {column}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows rows={5} columns={COLUMNS.length} />
          ) : users.data.users.length === 0 ? (
            <tr>
              <Td colSpan={COLUMNS.length} className="py-10 text-center text-slate-400">
                {emptyText}
              </Td>
            </tr>
          ) : (
            users.data.users.map((user) => (
              <tr key={user.id} className="transition hover:bg-white/[0.02]">
                <Td label="Name" className="font-medium whitespace-nowrap text-slate-100">{user.full_name?.trim() || NA}</Td>
                <Td label="Email" className="whitespace-nowrap">{user.email || NA}</Td>
                <Td label="KYC Status">
                  <KycStatusBadge status={user.kyc_status} />
                </Td>
                <Td label="User Since" className="whitespace-nowrap">{formatDay(user.created_at) || NA}</Td>
                <Td label="Assigned Worker" className="whitespace-nowrap">{user.assigned_worker_name?.trim() || NA}</Td>
                <Td label="" className="text-right">
                  <Link to={profileHref(user.id)} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${user.email}`}>
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
