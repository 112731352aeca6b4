import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { type CreditApproval } from '@wallet/shared/money/staff-transactions'
import { useState } from 'react'
import { useConfirmAction } from '@/lib/use-confirm-action'
import { type CreditDecision, useDecideCredit } from '../api/credit-approvals'

export type CreditDecisionTarget = { approval: CreditApproval; decision: CreditDecision }

/**
 * The one way a waiting credit is decided, wherever it is listed (the customer's profile, the admin console): open it
 * for a credit and a decision, with an optional reason kept in the audit log; the dialog shows the outcome and closes
 * 1.5 s later; `onDecided` hears the message (for the page's banner).
 */
export function useCreditDecision({ onDecided }: { onDecided?: (message: string) => void } = {}) {
  const decide = useDecideCredit()
  const [reason, setReason] = useState('')
  const action = useConfirmAction<CreditDecisionTarget>({
    run: async ({ approval, decision }) => {
      const answer = await decide.mutateAsync({ approval, decision, reason })
      return answer?.message || (decision === 'approve' ? STAFF_PROFILE_MESSAGES.creditApproved : STAFF_PROFILE_MESSAGES.creditRejected)
    },
    failure: STAFF_PROFILE_MESSAGES.decideCredit,
    onSuccess: (message) => onDecided?.(message),
  })
  return {
    ...action,
    reason,
    setReason,
    open: (target: CreditDecisionTarget) => {
      setReason('')
      action.open(target)
    },
  }
}

export type CreditDecisionControl = ReturnType<typeof useCreditDecision>
