import { reasonAudience } from '@wallet/shared/back-office/audit'
import { useState } from 'react'
import type { BulkDecisionAnswer, CreditApproval } from '@wallet/shared/money/staff-transactions'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { ItemResults } from '@/components/ui/item-results'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { type CreditDecision, useDecideMany } from '../api/credit-approvals'

/**
 * Approve or reject the chosen requests at once. Each is decided on its own and answers for itself: the result lists
 * every one, so that a request that could not be decided stays visible beside those that were.
 */
export function BulkDecisionBar({ chosen, onDone }: { chosen: CreditApproval[]; onDone: () => void }) {
  const decideMany = useDecideMany()
  const [reason, setReason] = useState('')
  // The answer with the customers' emails of the requests it was for (the choice is cleared once decided).
  const [answer, setAnswer] = useState<{ result: BulkDecisionAnswer; emails: Map<string, string> } | null>(null)
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
      setAnswer({ result, emails: new Map(chosen.map((a) => [a.id, a.customerEmail])) })
      setReason('')
      onDone()
    } catch (cause) {
      setError(errorMessage(cause, 'Could not decide the chosen requests.', NAMED_REFUSALS))
    }
  }

  return (
    <section aria-label="Decide the chosen requests" className="space-y-3 border-b border-white/5 px-5 py-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Reason (required to reject)"
          hint={reasonAudience('customer.credit.approve')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          className="min-w-56 flex-1"
        />
        <Button disabled={chosen.length === 0} loading={decideMany.isPending} onClick={() => void decide('approve')}>
          Approve Chosen ({chosen.length})
        </Button>
        <Button variant="secondary" disabled={chosen.length === 0} loading={decideMany.isPending} onClick={() => void decide('reject')}>
          Reject Chosen ({chosen.length})
        </Button>
      </div>
      {error && <Banner>{error}</Banner>}
      {answer && (
        <div className="space-y-2">
          <Banner tone={answer.result.results.every((r) => r.decided) ? 'success' : 'error'}>{answer.result.message}</Banner>
          <ItemResults
            label="Result for each request"
            doneText="Decided"
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
