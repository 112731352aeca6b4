import type { CreditApproval } from '@wallet/shared/customers'
import { formatAsset, formatUsd } from '@wallet/shared/money'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage } from '@/lib/api-client'
import { type CreditDecision, useDecideCredit } from '../api/credit-approvals'

/** Approve or reject one waiting credit, with an optional reason kept in the audit log. */
export function CreditDecisionDialog({
  pending,
  onOpenChange,
  onDecided,
}: {
  pending: { approval: CreditApproval; decision: CreditDecision } | null
  onOpenChange: (open: boolean) => void
  /** With the server's message once decided. */
  onDecided: (message: string) => void
}) {
  const decide = useDecideCredit()
  const [reason, setReason] = useState('')
  const close = () => {
    setReason('')
    decide.reset()
    onOpenChange(false)
  }
  const approval = pending?.approval
  const decision = pending?.decision ?? 'approve'
  const amount = approval ? `${formatAsset(approval.amount)} ${approval.assetId}${approval.usdValue ? ` (${formatUsd(approval.usdValue)})` : ''}` : ''
  return (
    <ConfirmDialog
      open={approval !== undefined}
      onOpenChange={(open) => !open && close()}
      title={decision === 'approve' ? 'Approve Credit' : 'Reject Credit'}
      description={
        !approval
          ? ''
          : decision === 'approve'
            ? `Book ${amount} for ${approval.customerEmail}, requested by ${approval.requestedBy.email}?`
            : `Reject the credit of ${amount} for ${approval.customerEmail}? Nothing is booked.`
      }
      confirmLabel={decision === 'approve' ? 'Approve' : 'Reject'}
      tone={decision === 'approve' ? 'primary' : 'danger'}
      pending={decide.isPending}
      error={decide.isError ? errorMessage(decide.error, 'Failed to decide the credit.') : null}
      onConfirm={() =>
        approval &&
        decide.mutate(
          { approval, decision, reason },
          {
            onSuccess: (answer) => {
              close()
              onDecided(answer?.message ?? (decision === 'approve' ? 'Credit approved.' : 'Credit rejected.'))
            },
          },
        )
      }
    >
      <TextareaField label="Reason (optional)" rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
    </ConfirmDialog>
  )
}
