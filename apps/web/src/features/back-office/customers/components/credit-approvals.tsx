import { format } from 'date-fns'
import { APPROVAL_KIND_LABELS, creditWaitText, type CreditApproval } from '@wallet/shared/money/staff-transactions'
import { formatUsd } from '@wallet/shared/amounts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'

/** Staff roles as the approvals name them. */
const ROLE_LABELS: Record<string, string> = { WORKER: 'Worker', MANAGER: 'Manager', ADMIN: 'Administrator' }

/** What the approval would book, in words. */
function describeChange(approval: CreditApproval): string {
  const change = approval.change
  const text = (key: string) => (typeof change[key] === 'string' ? change[key] : null)
  if (approval.kind === 'debit') return `${APPROVAL_KIND_LABELS.debit}: ${text('reason') ?? ''}`
  if (approval.kind === 'add') {
    const parts = [`New transaction, ${text('status') ?? 'Complete'}`]
    if (change.isHidden === true) parts.push('hidden from the customer’s history')
    return parts.join(', ')
  }
  const parts = ['Change to an existing transaction']
  if (text('status')) parts.push(`status ${text('status')}`)
  return parts.join(': ')
}

/**
 * Manual credits above the approval threshold, waiting for a second staff member (four eyes): Approve and Reject for
 * staff who may decide (`canDecide`: a manager of the team or an admin, never the maker); the rest see who it waits for.
 */
export function CreditApprovals({
  approvals,
  currentUserId,
  onDecide,
}: {
  approvals: CreditApproval[]
  currentUserId: string | null
  onDecide: (approval: CreditApproval, decision: 'approve' | 'reject') => void
}) {
  if (approvals.length === 0) return null
  return (
    <Card>
      <CardHeader title="Credits Waiting for Approval" action={approvals.length > 0 ? <Badge tone="yellow">{approvals.length}</Badge> : undefined} />
      <div className="space-y-3 p-5">
        {approvals.length > 0 && (
          <ul className="space-y-3" aria-label="Credits waiting for approval">
            {approvals.map((approval) => {
              const mine = approval.requestedBy.id === currentUserId
              return (
                <li key={approval.id} className="rounded-xl border border-amber-400/20 bg-amber-500/[0.06] p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-mono text-base font-semibold text-white">
                        +{approval.amount} {approval.assetId}
                        {approval.usdValue && <span className="ml-2 text-sm font-normal text-slate-400">about {formatUsd(approval.usdValue)}</span>}
                      </p>
                      <p className="mt-1 text-sm text-slate-300">{describeChange(approval)}</p>
                      <p className="mt-1 text-sm text-amber-200/90">{creditWaitText(approval.waitReason, approval.waitLimitUsd)}</p>
                      <p className="mt-1 text-xs text-slate-400">
                        Requested by {mine ? 'you' : approval.requestedBy.email} ({ROLE_LABELS[approval.requestedBy.role] ?? approval.requestedBy.role}),{' '}
                        {format(new Date(approval.requestedAt), 'dd MMM yyyy, HH:mm')}
                      </p>
                    </div>
                    {approval.canDecide ? (
                      <div className="flex shrink-0 gap-2">
                        <Button size="sm" aria-label={`Approve ${approval.amount} ${approval.assetId}`} onClick={() => onDecide(approval, 'approve')}>
                          Approve
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Reject ${approval.amount} ${approval.assetId}`}
                          onClick={() => onDecide(approval, 'reject')}
                        >
                          Reject
                        </Button>
                      </div>
                    ) : (
                      <Badge tone="yellow">Waiting for a second staff member</Badge>
                    )}
                  </div>
                  {!approval.canDecide && (
                    <p className="mt-3 text-xs leading-relaxed text-slate-400">
                      {mine ? 'You made this request, so someone else must decide it: ' : 'It must be decided by '}a manager of the customer’s team or an
                      administrator. Nothing is booked until then.
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </Card>
  )
}
