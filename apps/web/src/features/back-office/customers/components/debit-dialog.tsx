import { zodResolver } from '@hookform/resolvers/zod'
import { reasonAudience } from '@wallet/shared/back-office/audit'
import { assetName } from '@wallet/shared/assets'
import { DEBIT_MESSAGES, DebitBody } from '@wallet/shared/money/staff-transactions'
import type { Wallet } from '@wallet/shared/money/wallets'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { TextareaField } from '@/components/ui/textarea-field'
import type { StaffDialog } from '@/lib/use-staff-dialog'
import { formatUsdAmount } from '@/lib/i18n/format'
import { RichText } from '@/lib/i18n/rich-text'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import { useDebit } from '../api/customers'
import { amountOf, AwaitingApprovalNotice, TransactionForm, useTransactionChange } from './transaction-form'

const DEBIT_FAILED = 'Failed to book the debit.'

/**
 * A manual debit or correction (docs/decisions/077-manual-debits.md): an amount off the customer's available balance,
 * with the reason the customer is told. A large one, or one past the day's limit, waits for a second staff member.
 */
export function DebitDialog({ customerId, dialog, onDone }: { customerId: string; dialog: StaffDialog<Wallet>; onDone: (message: string) => void }) {
  const wallet = dialog.target
  const t = useT()
  return (
    <Dialog
      open={wallet !== null}
      onOpenChange={dialog.onOpenChange}
      title={wallet ? t('staffProfile.debit.titleFor', { name: assetName(wallet.assetId) }) : t('staffProfile.debit.title')}
      description={wallet ? t('staffProfile.debit.description', { asset: wallet.assetId, balance: wallet.balance }) : undefined}
    >
      {wallet && <DebitForm key={wallet.assetId} customerId={customerId} assetId={wallet.assetId} dialog={dialog} onDone={onDone} />}
    </Dialog>
  )
}

function DebitForm({
  customerId,
  assetId,
  dialog,
  onDone,
}: {
  customerId: string
  assetId: Wallet['assetId']
  dialog: StaffDialog<Wallet>
  onDone: (message: string) => void
}) {
  const debit = useDebit(customerId)
  const t = useT()
  const message = useMessageText()
  const change = useTransactionChange({ dialog, doneMessage: DEBIT_MESSAGES.booked, failedMessage: DEBIT_FAILED, onDone })
  const form = useForm<z.input<typeof DebitBody>, unknown, z.output<typeof DebitBody>>({
    resolver: zodResolver(DebitBody),
    defaultValues: { assetId, amount: '', reason: '' },
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit((body) => change.settle(() => debit.mutateAsync(body)))

  if (change.awaiting) {
    const { approval } = change.awaiting
    return (
      <AwaitingApprovalNotice message={change.awaiting.message} onDone={dialog.close}>
        {approval && (
          <p className="mt-1">
            <RichText
              text={
                approval.usdValue
                  ? t('staffProfile.debit.awaitingWithUsd', { ...amountOf(approval), usd: formatUsdAmount(approval.usdValue) })
                  : t('staffProfile.debit.awaiting', amountOf(approval))
              }
              parts={[<bdi dir="ltr" />]}
            />
          </p>
        )}
      </AwaitingApprovalNotice>
    )
  }

  return (
    <TransactionForm
      label={t('staffProfile.debit.title')}
      onSubmit={submit}
      error={errors.amount?.message ?? errors.reason?.message ?? dialog.error}
      success={dialog.success}
      submitLabel={t('staffProfile.debit.submit')}
      submitting={isSubmitting}
      onCancel={dialog.close}
    >
      <Field
        label={t('staffProfile.txForm.amount', { asset: assetId })}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        invalid={Boolean(errors.amount)}
        {...form.register('amount')}
      />
      <TextareaField
        label={t('staffProfile.debit.reason')}
        rows={3}
        hint={message(reasonAudience('customer.transaction.debit'))}
        aria-invalid={errors.reason ? true : undefined}
        {...form.register('reason')}
      />
    </TransactionForm>
  )
}
