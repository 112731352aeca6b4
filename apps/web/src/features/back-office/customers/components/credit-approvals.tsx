import { type CreditApproval } from '@wallet/shared/money/staff-transactions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { formatDateTimeIn, formatUsdAmount } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { creditWaitLabel } from '@/lib/credit-wait-text'
import { amountOf, txStatusLabel } from './transaction-form'

/** Staff roles as the approvals name them. */
const roleLabel = (t: Translate, role: string) => t('staffProfile.credits.role', { role })

/** What the approval would book, in words. */
function describeChange(t: Translate, approval: CreditApproval): string {
  const change = approval.change
  const text = (key: string) => (typeof change[key] === 'string' ? change[key] : null)
  if (approval.kind === 'debit') return t('staffProfile.credits.debit', { reason: text('reason') ?? '' })
  if (approval.kind === 'add') {
    const status = txStatusLabel(t, text('status') ?? 'Complete')
    return t(change.isHidden === true ? 'staffProfile.credits.addHidden' : 'staffProfile.credits.add', { status })
  }
  const status = text('status')
  return status ? t('staffProfile.credits.editStatus', { status: txStatusLabel(t, status) }) : t('staffProfile.credits.edit')
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
  const t = useT()
  if (approvals.length === 0) return null
  return (
    <Card>
      <CardHeader title={t('staffProfile.credits.title')} action={approvals.length > 0 ? <Badge tone="yellow">{approvals.length}</Badge> : undefined} />
      <div className="space-y-3 p-5">
        {approvals.length > 0 && (
          <ul className="space-y-3" aria-label={t('staffProfile.credits.label')}>
            {approvals.map((approval) => {
              const mine = approval.requestedBy.id === currentUserId
              return (
                <li key={approval.id} className="rounded-xl border border-amber-400/20 bg-amber-500/[0.06] p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-mono text-base font-semibold text-white">
                        <bdi dir="ltr">
                          +{approval.amount} {approval.assetId}
                        </bdi>
                        {approval.usdValue && (
                          <span className="ms-2 text-sm font-normal text-slate-400">
                            {t('staffProfile.credits.about', { usd: formatUsdAmount(approval.usdValue) })}
                          </span>
                        )}
                      </p>
                      <p className="mt-1 text-sm text-slate-300">{describeChange(t, approval)}</p>
                      <p className="mt-1 text-sm text-amber-200/90">{creditWaitLabel(approval, t)}</p>
                      <p className="mt-1 text-xs text-slate-400">
                        {t(mine ? 'staffProfile.credits.requestedByYou' : 'staffProfile.credits.requestedBy', {
                          email: approval.requestedBy.email,
                          role: roleLabel(t, approval.requestedBy.role),
                          at: formatDateTimeIn(approval.requestedAt),
                        })}
                      </p>
                    </div>
                    {approval.canDecide ? (
                      <div className="flex shrink-0 gap-2">
                        <Button
                          size="sm"
                          aria-label={t('staffProfile.credits.approveAmount', amountOf(approval))}
                          onClick={() => onDecide(approval, 'approve')}
                        >
                          {t('staffProfile.credits.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('staffProfile.credits.rejectAmount', amountOf(approval))}
                          onClick={() => onDecide(approval, 'reject')}
                        >
                          {t('staffProfile.credits.reject')}
                        </Button>
                      </div>
                    ) : (
                      <Badge tone="yellow">{t('staffProfile.waitingSecondStaff')}</Badge>
                    )}
                  </div>
                  {!approval.canDecide && (
                    <p className="mt-3 text-xs leading-relaxed text-slate-400">
                      {t(mine ? 'staffProfile.credits.decidedByOther' : 'staffProfile.credits.decidedBy')}
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
