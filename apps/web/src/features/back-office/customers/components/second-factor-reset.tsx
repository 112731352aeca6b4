import { reasonAudience } from '@wallet/shared/back-office/audit'
import { FACTOR_RESET_TEXTS, type FactorReset, RECENT_CHANGE_DAYS, type StaffChange } from '@wallet/shared/identity/factor-resets'
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
import { useConfirmAction } from '@/lib/use-confirm-action'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useDecideFactorReset, useRequestFactorReset, useSecondFactor } from '../api/customers'
import { RichText } from '@/lib/i18n/rich-text'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

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
  const t = useT()
  const message = useMessageText()

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
    <Card role="region" aria-label={message(FACTOR_RESET_TEXTS.title)}>
      <CardHeader title={message(FACTOR_RESET_TEXTS.title)} />
      <div className="space-y-4 p-5">
        {notice.message && <Banner tone="success">{notice.message}</Banner>}
        {state.status === 'pending' ? (
          <div aria-busy="true">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="w-56" />
          </div>
        ) : state.status === 'error' ? (
          <Banner>{errorMessage(state.error, LOAD_FAILED, NAMED_REFUSALS)}</Banner>
        ) : (
          <>
            <p className="text-sm text-slate-300">
              <RichText
                text={t('staffProfile.factor.signsInWith', { method: message(FACTOR_RESET_TEXTS.methods[state.data.method]) })}
                parts={[<span className="font-medium text-white" />]}
              />
            </p>
            {state.data.waiting ? (
              <WaitingReset reset={state.data.waiting} onDecide={(reset, d) => deciding.open({ reset, decision: d })} />
            ) : (
              state.data.method !== 'none' && (
                <div className="space-y-2">
                  <p className="text-xs leading-relaxed text-slate-400">{message(FACTOR_RESET_TEXTS.requestHint)}</p>
                  <Button variant="secondary" onClick={() => asking.open(true)}>
                    {message(FACTOR_RESET_TEXTS.request)}
                  </Button>
                </div>
              )
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        {...asking.dialogProps}
        title={message(FACTOR_RESET_TEXTS.request)}
        description={t('staffProfile.factor.requestDescription')}
        confirmLabel={message(FACTOR_RESET_TEXTS.request)}
        tone="danger"
      >
        <TextareaField
          label={message(FACTOR_RESET_TEXTS.reasonLabel)}
          hint={message(reasonAudience('customer.second_factor.reset.request'))}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
      </ConfirmDialog>
      <ConfirmDialog
        {...deciding.dialogProps}
        title={message(decision?.decision === 'reject' ? FACTOR_RESET_TEXTS.reject : FACTOR_RESET_TEXTS.approve)}
        description={
          decision?.decision === 'reject'
            ? t('staffProfile.factor.rejectDescription')
            : t('staffProfile.factor.approveDescription', {
                method: message(FACTOR_RESET_TEXTS.methods[decision?.reset.method ?? 'totp']),
                becomes: message(FACTOR_RESET_TEXTS.methods[decision?.reset.becomes ?? 'email']).toLocaleLowerCase(),
              })
        }
        confirmLabel={message(decision?.decision === 'reject' ? FACTOR_RESET_TEXTS.reject : FACTOR_RESET_TEXTS.approve)}
        tone={decision?.decision === 'reject' ? 'primary' : 'danger'}
      >
        <TextareaField
          label={t(decision?.decision === 'reject' ? 'staffProfile.factor.rejectReason' : 'staffProfile.factor.note')}
          hint={message(reasonAudience(decision?.decision === 'reject' ? 'customer.second_factor.reset.reject' : 'customer.second_factor.reset'))}
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
  const t = useT()
  const message = useMessageText()
  return (
    <div className="rounded-xl border border-amber-400/20 bg-amber-500/[0.06] p-4" aria-label={t('staffProfile.factor.waitingLabel')}>
      <p className="text-sm text-amber-100">
        {t('staffProfile.factor.waiting', {
          by: reset.requestedBy.email ?? t('staffProfile.factor.someStaff'),
          at: formatDateTimeIn(reset.requestedAt),
        })}
      </p>
      <p className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere text-slate-300">{t('staffProfile.factor.reason', { reason: reset.reason })}</p>
      <RecentStaffChanges changes={reset.recentStaffChanges} />
      <div className="mt-3 flex flex-wrap gap-2">
        {reset.canDecide ? (
          <>
            <Button size="sm" variant="danger" onClick={() => onDecide(reset, 'approve')}>
              {message(FACTOR_RESET_TEXTS.approve)}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onDecide(reset, 'reject')}>
              {message(FACTOR_RESET_TEXTS.reject)}
            </Button>
          </>
        ) : (
          <Badge tone="yellow">{t('staffProfile.waitingSecondStaff')}</Badge>
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
  const t = useT()
  const message = useMessageText()
  const title = t('staffProfile.factor.recentChanges', { days: RECENT_CHANGE_DAYS })
  return (
    <section className="mt-3" aria-label={title}>
      <h4 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{title}</h4>
      {changes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-400">{t('staffProfile.factor.noRecentChanges', { days: RECENT_CHANGE_DAYS })}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-300">
          {changes.map((change, i) => (
            <li key={`${change.at}-${i}`}>
              <span className="text-slate-400">{formatDateTimeIn(change.at)}</span> · {message(change.label)} ·{' '}
              <RichText
                text={t(change.by.role ? 'staffProfile.factor.changedByRole' : 'staffProfile.factor.changedBy', {
                  who: change.by.email ?? t('staffProfile.factor.deletedAccount'),
                  role: change.by.role ?? '',
                  fallback: change.by.role?.toLowerCase() ?? '',
                })}
                parts={[<span className="font-medium text-white" />]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
