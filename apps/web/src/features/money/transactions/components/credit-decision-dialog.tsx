import { reasonAudience } from '@wallet/shared/back-office/audit'
import { formatAsset, formatUsd } from '@wallet/shared/amounts'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextareaField } from '@/components/ui/textarea-field'
import type { CreditDecisionControl } from '../hooks/use-credit-decision'

/** Approve or reject one waiting credit, with a reason for staff only, kept in the audit log (a rejection must give one). */
export function CreditDecisionDialog({ credit }: { credit: CreditDecisionControl }) {
  const approval = credit.target?.approval
  const approve = (credit.target?.decision ?? 'approve') === 'approve'
  const amount = approval ? `${formatAsset(approval.amount)} ${approval.assetId}${approval.usdValue ? ` (${formatUsd(approval.usdValue)})` : ''}` : ''
  return (
    <ConfirmDialog
      {...credit.dialogProps}
      title={approve ? 'Approve Credit' : 'Reject Credit'}
      description={
        !approval
          ? ''
          : approve
            ? `Book ${amount} for ${approval.customerEmail}, requested by ${approval.requestedBy.email}?`
            : `Reject the credit of ${amount} for ${approval.customerEmail}? Nothing is booked.`
      }
      confirmLabel={approve ? 'Approve' : 'Reject'}
      tone={approve ? 'primary' : 'danger'}
    >
      <TextareaField
        label={approve ? 'Reason (optional)' : 'Reason *'}
        hint={approve ? reasonAudience('customer.credit.approve') : `${reasonAudience('customer.credit.reject')} The staff member who asked reads it.`}
        rows={2}
        maxLength={500}
        value={credit.reason}
        onChange={(event) => credit.setReason(event.target.value)}
      />
    </ConfirmDialog>
  )
}
