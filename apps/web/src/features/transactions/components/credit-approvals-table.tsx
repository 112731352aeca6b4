import type { CreditApproval } from '@wallet/shared/customers'
import { Link } from 'react-router'
import { Amount } from '@/components/ui/amount'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { SkeletonRows } from '@/components/ui/skeleton'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'
import type { CreditDecision } from '../api/credit-approvals'

const COLUMNS = ['Customer', 'Credit', 'Requested', 'Decision'] as const

/** Every credit waiting for a second staff member, with Approve and Reject (only for someone other than its maker). */
export function CreditApprovalsTable({
  approvals,
  profileHref,
  onDecide,
}: {
  approvals: QueryState<{ approvals: CreditApproval[] }>
  profileHref: (customerId: string) => string
  onDecide: (approval: CreditApproval, decision: CreditDecision) => void
}) {
  if (approvals.status === 'error') return <Banner>{errorMessage(approvals.error, 'Failed to load the credits waiting for approval.')}</Banner>
  return (
    <Table stack aria-label="Credits waiting for approval" aria-busy={approvals.status === 'pending' || undefined}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <Th key={column} className={column === 'Decision' ? 'text-right' : undefined}>
              {column}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {approvals.status === 'pending' ? (
          <SkeletonRows rows={5} columns={COLUMNS.length} />
        ) : approvals.data.approvals.length === 0 ? (
          <tr>
            <Td colSpan={COLUMNS.length} className="py-10 text-center text-slate-400">
              No credits are waiting for approval.
            </Td>
          </tr>
        ) : (
          approvals.data.approvals.map((approval) => (
            <tr key={approval.id} className="transition hover:bg-white/[0.02]">
              <Td label="Customer" className="whitespace-nowrap">
                <Link to={profileHref(approval.customerId)} className="font-medium text-brand-300 hover:text-brand-200 hover:underline">
                  {approval.customerEmail}
                </Link>
              </Td>
              <Td label="Credit" className="whitespace-nowrap">
                <div>
                  <Amount value={approval.amount} asset={approval.assetId} />
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-400 max-sm:justify-end">
                    {approval.usdValue ? <Amount value={approval.usdValue} format="usd" /> : 'No price'}
                    <Badge tone={approval.kind === 'add' ? 'blue' : 'yellow'}>{approval.kind === 'add' ? 'New transaction' : 'Status change'}</Badge>
                  </span>
                </div>
              </Td>
              <Td label="Requested" className="whitespace-nowrap">
                <div>
                  {approval.requestedBy.email}
                  <span className="text-slate-400"> ({approval.requestedBy.role})</span>
                  <span className="mt-1 block text-xs text-slate-400">{formatDateTime(approval.requestedAt)}</span>
                </div>
              </Td>
              <Td label="" className="text-right whitespace-nowrap">
                {approval.canDecide ? (
                  <span className="inline-flex gap-2">
                    <Button size="sm" onClick={() => onDecide(approval, 'approve')} aria-label={`Approve credit for ${approval.customerEmail}`}>
                      Approve
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => onDecide(approval, 'reject')} aria-label={`Reject credit for ${approval.customerEmail}`}>
                      Reject
                    </Button>
                  </span>
                ) : (
                  <span className="text-xs text-slate-400">Needs another staff member</span>
                )}
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  )
}
