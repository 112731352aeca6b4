import { reasonAudience } from '@wallet/shared/back-office/audit'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextareaField } from '@/components/ui/textarea-field'
import { formatAssetAmount, formatUsdAmount } from '@/lib/i18n/format'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import type { CreditDecisionControl } from '../hooks/use-credit-decision'

/** Approve or reject one waiting credit, with a reason for staff only, kept in the audit log (a rejection must give one). */
export function CreditDecisionDialog({ credit }: { credit: CreditDecisionControl }) {
  const t = useT()
  const message = useMessageText()
  const approval = credit.target?.approval
  const decision = credit.target?.decision ?? 'approve'
  const approve = decision === 'approve'
  const amount = approval
    ? t('creditDecision.amount', {
        amount: formatAssetAmount(approval.amount),
        asset: approval.assetId,
        usd: approval.usdValue ? formatUsdAmount(approval.usdValue) : 'none',
      })
    : ''
  const values = approval ? { amount, customer: approval.customerEmail, maker: approval.requestedBy.email } : null
  return (
    <ConfirmDialog
      {...credit.dialogProps}
      title={t('creditDecision.title', { decision })}
      description={!values ? '' : approve ? t('creditDecision.approveQuestion', values) : t('creditDecision.rejectQuestion', values)}
      confirmLabel={t('creditDecision.confirm', { decision })}
      tone={approve ? 'primary' : 'danger'}
    >
      <TextareaField
        label={approve ? t('creditDecision.reasonOptional') : t('creditDecision.reasonRequired')}
        hint={
          approve
            ? message(reasonAudience('customer.credit.approve'))
            : t('creditDecision.rejectHint', { audience: message(reasonAudience('customer.credit.reject')) })
        }
        rows={2}
        maxLength={500}
        value={credit.reason}
        onChange={(event) => credit.setReason(event.target.value)}
      />
    </ConfirmDialog>
  )
}
