import { reasonAudience } from '@wallet/shared/back-office/audit'
import { useState } from 'react'
import type { BulkDecisionAnswer, CreditApproval } from '@wallet/shared/money/staff-transactions'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { ItemResults } from '@/components/ui/item-results'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { type CreditDecision, useDecideMany } from '../api/credit-approvals'
import { useMessageText, useT } from '@/lib/i18n/use-t'

/**
 * Approve or reject the chosen requests at once. Each is decided on its own and answers for itself: the result lists
 * every one, so that a request that could not be decided stays visible beside those that were.
 */
export function BulkDecisionBar({ chosen, onDone }: { chosen: CreditApproval[]; onDone: () => void }) {
  const t = useT()
  const message = useMessageText()
  const decideMany = useDecideMany()
  const [reason, setReason] = useState('')
  // The answer with the customers' emails of the requests it was for (the choice is cleared once decided).
  const [answer, setAnswer] = useState<{ decision: CreditDecision; result: BulkDecisionAnswer; emails: Map<string, string> } | null>(null)
  const [error, setError] = useState<string | null>(null)

  const decide = async (decision: CreditDecision) => {
    setError(null)
    setAnswer(null)
    try {
      const result = await decideMany.mutateAsync({
        decision,
        reason: reason.trim() || undefined,
        items: chosen.map((a) => ({ customerId: a.customerId, approvalId: a.id })),
      })
      setAnswer({ decision, result, emails: new Map(chosen.map((a) => [a.id, a.customerEmail])) })
      setReason('')
      onDone()
    } catch (cause) {
      setError(errorMessage(cause, 'Could not decide the chosen requests.', NAMED_REFUSALS))
    }
  }

  /** The server's summary, in the page's language: '2 approved.', '1 rejected, 1 could not be decided: see each row.' */
  const resultText = ({ decision, result }: { decision: CreditDecision; result: BulkDecisionAnswer }) => {
    const decided = result.results.filter((r) => r.decided).length
    return t('bulkDecision.result', { decision, decided, failed: result.results.length - decided })
  }

  return (
    <section aria-label={t('bulkDecision.label')} className="space-y-3 border-b border-white/5 px-5 py-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={t('bulkDecision.reason')}
          hint={message(reasonAudience('customer.credit.approve'))}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          className="min-w-56 flex-1"
        />
        <Button disabled={chosen.length === 0} loading={decideMany.isPending} onClick={() => void decide('approve')}>
          {t('bulkDecision.approve', { count: chosen.length })}
        </Button>
        <Button variant="secondary" disabled={chosen.length === 0} loading={decideMany.isPending} onClick={() => void decide('reject')}>
          {t('bulkDecision.reject', { count: chosen.length })}
        </Button>
      </div>
      {error && <Banner>{error}</Banner>}
      {answer && (
        <div className="space-y-2">
          <Banner tone={answer.result.results.every((r) => r.decided) ? 'success' : 'error'}>{resultText(answer)}</Banner>
          <ItemResults
            label={t('bulkDecision.results')}
            kind="decided"
            items={answer.result.results.map((r) => ({
              key: r.approvalId,
              name: answer.emails.get(r.approvalId) ?? r.customerId,
              done: r.decided,
              error: r.error,
            }))}
          />
        </div>
      )}
    </section>
  )
}
