import { reasonAudience } from '@wallet/shared/back-office/audit'
import { FACTOR_RESET_TEXTS, type FactorReset, type StaffChange } from '@wallet/shared/identity/factor-resets'
import { useState } from 'react'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date'
import { useConfirmAction } from '@/lib/use-confirm-action'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useDecideFactorReset, useRequestFactorReset, useSecondFactor } from '../api/customers'

const FAILED = 'Could not process the reset.'
const LOAD_FAILED = 'Failed to load the second factor.'

type Decision = { reset: FactorReset; decision: 'approve' | 'reject' }

/**
 * The customer's second factor, and its reset by staff (decision 078): one staff member asks, with a reason; a manager
 * of the team or an administrator other than them approves or rejects it (a rejection says why). Until then it waits,
 * and the customer has been told that someone asked.
 */
export function SecondFactorReset({ customerId }: { customerId: string }) {
  const state = useSecondFactor(customerId)
  const request = useRequestFactorReset(customerId)
  const decide = useDecideFactorReset(customerId)
  const notice = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  const [reason, setReason] = useState('')
  const [decisionReason, setDecisionReason] = useState('')

  const asking = useConfirmAction({
    run: async () => (await request.mutateAsync(reason)).message,
    failure: FAILED,
    onSuccess: (message) => {
      setReason('')
      notice.show(message)
    },
  })
  const deciding = useConfirmAction<Decision>({
    run: async ({ reset, decision }) => (await decide.mutateAsync({ resetId: reset.id, decision, reason: decisionReason.trim() || undefined })).message,
    failure: FAILED,
    onSuccess: (message) => {
      setDecisionReason('')
      notice.show(message)
    },
  })
  const decision = deciding.target

  return (
    <Card role="region" aria-label={FACTOR_RESET_TEXTS.title}>
      <CardHeader title={FACTOR_RESET_TEXTS.title} />
      <div className="space-y-4 p-5">
        {notice.message && <Banner tone="success">{notice.message}</Banner>}
        {state.status === 'pending' ? (
          <div aria-busy="true">
            <span className="sr-only">Loading...</span>
            <Skeleton className="w-56" />
          </div>
        ) : state.status === 'error' ? (
          <Banner>{errorMessage(state.error, LOAD_FAILED, NAMED_REFUSALS)}</Banner>
        ) : (
          <>
            <p className="text-sm text-slate-300">
              Signs in with: <span className="font-medium text-white">{FACTOR_RESET_TEXTS.methods[state.data.method]}</span>
            </p>
            {state.data.waiting ? (
              <WaitingReset reset={state.data.waiting} onDecide={(reset, d) => deciding.open({ reset, decision: d })} />
            ) : (
              state.data.method !== 'none' && (
                <div className="space-y-2">
                  <p className="text-xs leading-relaxed text-slate-400">{FACTOR_RESET_TEXTS.requestHint}</p>
                  <Button variant="secondary" onClick={() => asking.open(true)}>
                    {FACTOR_RESET_TEXTS.request}
                  </Button>
                </div>
              )
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        {...asking.dialogProps}
        title={FACTOR_RESET_TEXTS.request}
        description="The reset waits for a second staff member. The customer is told at once, and again once it is decided."
        confirmLabel={FACTOR_RESET_TEXTS.request}
        tone="danger"
      >
        <TextareaField
          label={FACTOR_RESET_TEXTS.reasonLabel}
          hint={reasonAudience('customer.second_factor.reset.request')}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
      </ConfirmDialog>
      <ConfirmDialog
        {...deciding.dialogProps}
        title={decision?.decision === 'reject' ? FACTOR_RESET_TEXTS.reject : FACTOR_RESET_TEXTS.approve}
        description={
          decision?.decision === 'reject'
            ? 'The second factor stays as it is. Say why: the one who asked and the audit log read it.'
            : `${FACTOR_RESET_TEXTS.methods[decision?.reset.method ?? 'totp']} becomes ${FACTOR_RESET_TEXTS.methods[decision?.reset.becomes ?? 'email'].toLowerCase()}. The customer is signed out everywhere and mailed.`
        }
        confirmLabel={decision?.decision === 'reject' ? FACTOR_RESET_TEXTS.reject : FACTOR_RESET_TEXTS.approve}
        tone={decision?.decision === 'reject' ? 'primary' : 'danger'}
      >
        <TextareaField
          label={decision?.decision === 'reject' ? 'Why is it rejected?' : 'Note (optional)'}
          hint={reasonAudience(decision?.decision === 'reject' ? 'customer.second_factor.reset.reject' : 'customer.second_factor.reset')}
          rows={2}
          value={decisionReason}
          onChange={(e) => setDecisionReason(e.target.value)}
          maxLength={500}
        />
      </ConfirmDialog>
    </Card>
  )
}

function WaitingReset({ reset, onDecide }: { reset: FactorReset; onDecide: (reset: FactorReset, decision: 'approve' | 'reject') => void }) {
  return (
    <div className="rounded-xl border border-amber-400/20 bg-amber-500/[0.06] p-4" aria-label="Reset waiting for approval">
      <p className="text-sm text-amber-100">{FACTOR_RESET_TEXTS.waiting(reset.requestedBy.email, formatDateTime(reset.requestedAt))}</p>
      <p className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere text-slate-300">Reason: {reset.reason}</p>
      <RecentStaffChanges changes={reset.recentStaffChanges} />
      <div className="mt-3 flex flex-wrap gap-2">
        {reset.canDecide ? (
          <>
            <Button size="sm" variant="danger" onClick={() => onDecide(reset, 'approve')}>
              {FACTOR_RESET_TEXTS.approve}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onDecide(reset, 'reject')}>
              {FACTOR_RESET_TEXTS.reject}
            </Button>
          </>
        ) : (
          <Badge tone="yellow">Waiting for a second staff member</Badge>
        )}
      </div>
    </div>
  )
}

/**
 * Every change staff made to the account in the last days, with who made it (decision 122): a password set by the one
 * who now asks, or by an account of theirs, is what the approver must see before removing a factor.
 */
function RecentStaffChanges({ changes }: { changes: StaffChange[] }) {
  return (
    <section className="mt-3" aria-label={FACTOR_RESET_TEXTS.recentChangesTitle}>
      <h4 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{FACTOR_RESET_TEXTS.recentChangesTitle}</h4>
      {changes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-400">{FACTOR_RESET_TEXTS.noRecentChanges}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-300">
          {changes.map((change, i) => (
            <li key={`${change.at}-${i}`}>
              <span className="text-slate-400">{formatDateTime(change.at)}</span> · {change.label} · by{' '}
              <span className="font-medium text-white">{change.by.email ?? 'a deleted account'}</span>
              {change.by.role ? ` (${change.by.role.toLowerCase()})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
