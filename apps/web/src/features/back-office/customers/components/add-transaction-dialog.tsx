import { zodResolver } from '@hookform/resolvers/zod'
import { ASSET_IDS, assetName } from '@wallet/shared/assets'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { AddTransactionBody } from '@wallet/shared/money/staff-transactions'
import { TX_STATUSES } from '@wallet/shared/money/transactions'
import type { Wallet } from '@wallet/shared/money/wallets'
import { format } from 'date-fns'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Switch } from '@/components/ui/switch'
import { TextareaField } from '@/components/ui/textarea-field'
import type { StaffDialog } from '@/lib/use-staff-dialog'
import { formatUsdAmount } from '@/lib/i18n/format'
import { useT } from '@/lib/i18n/use-t'
import { RichText } from '@/lib/i18n/rich-text'
import { useAddTransaction } from '../api/customers'
import { amountOf, AwaitingApprovalNotice, TransactionForm, txStatusOptions, useTransactionChange } from './transaction-form'

const ADD_FAILED = 'Failed to add the transaction.'
const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm"

/** A datetime-local value (the staff member's own time zone) as an ISO instant; '' when it names no time. */
export function localDateTimeToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** The form's fields as typed, checked and turned into add-transaction's body (part 2 §5 'Add transaction'). */
export const AddTransactionForm = z
  .object({
    assetId: z.enum(ASSET_IDS),
    sentAt: z.string(),
    amount: z.string(),
    senderAddress: z.string(),
    status: z.enum(TX_STATUSES),
    txid: z.string(),
    note: z.string(),
    isHidden: z.boolean(),
  })
  .transform((values): z.input<typeof AddTransactionBody> => ({
    ...values,
    sentAt: localDateTimeToIso(values.sentAt),
    txid: values.txid.trim() || null,
    note: values.note.trim() || null,
  }))
  .pipe(AddTransactionBody)
type FormValues = z.input<typeof AddTransactionForm>
type Body = z.output<typeof AddTransactionForm>

/** Empty fields, except the spec's defaults: sent now, status Pending, not hidden. */
export function addTransactionDefaults(assetId: Wallet['assetId'], now = new Date()): FormValues {
  return { assetId, sentAt: format(now, LOCAL_DATE_TIME), amount: '', senderAddress: '', status: 'Pending', txid: '', note: '', isHidden: false }
}

/**
 * add-transaction: a credit through the ledger (Pending → pending deposit, Complete → balance, Failed → nothing).
 * A Complete credit above the approval threshold waits for a second staff member; the dialog says so.
 */
export function AddTransactionDialog({ customerId, dialog, onAdded }: { customerId: string; dialog: StaffDialog<Wallet>; onAdded: (message: string) => void }) {
  const wallet = dialog.target
  const t = useT()
  return (
    <Dialog
      open={wallet !== null}
      onOpenChange={dialog.onOpenChange}
      title={wallet ? t('staffProfile.addTx.titleFor', { name: assetName(wallet.assetId) }) : t('staffProfile.addTx.title')}
      description={t('staffProfile.addTx.description')}
    >
      {wallet && <AddTransactionFormView key={wallet.assetId} customerId={customerId} assetId={wallet.assetId} dialog={dialog} onAdded={onAdded} />}
    </Dialog>
  )
}

export function AddTransactionFormView({
  customerId,
  assetId,
  dialog,
  onAdded,
}: {
  customerId: string
  assetId: Wallet['assetId']
  dialog: Pick<StaffDialog<Wallet>, 'error' | 'success' | 'succeed' | 'fail' | 'close'>
  onAdded: (message: string) => void
}) {
  const add = useAddTransaction(customerId)
  const t = useT()
  const change = useTransactionChange({ dialog, doneMessage: STAFF_PROFILE_MESSAGES.transactionAdded, failedMessage: ADD_FAILED, onDone: onAdded })
  const form = useForm<FormValues, unknown, Body>({
    resolver: zodResolver(AddTransactionForm),
    defaultValues: addTransactionDefaults(assetId),
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting } = form.formState
  const firstError =
    errors.sentAt?.message ?? errors.amount?.message ?? errors.senderAddress?.message ?? errors.status?.message ?? errors.txid?.message ?? errors.note?.message

  const submit = form.handleSubmit((body) => change.settle(() => add.mutateAsync(body)))

  const { awaiting } = change
  if (awaiting) {
    return (
      <AwaitingApprovalNotice message={awaiting.message} onDone={dialog.close}>
        {awaiting.approval && (
          <p className="mt-1">
            <RichText
              text={
                awaiting.approval.usdValue
                  ? t('staffProfile.addTx.awaitingWithUsd', { ...amountOf(awaiting.approval), usd: formatUsdAmount(awaiting.approval.usdValue) })
                  : t('staffProfile.addTx.awaiting', amountOf(awaiting.approval))
              }
              parts={[<bdi dir="ltr" />]}
            />
          </p>
        )}
      </AwaitingApprovalNotice>
    )
  }

  const invalid = (name: keyof FormValues) => ({ invalid: Boolean(errors[name]) })
  return (
    <TransactionForm
      label={t('staffProfile.addTx.formLabel')}
      onSubmit={submit}
      error={firstError || dialog.error}
      success={dialog.success}
      submitLabel={t('staffProfile.addTx.title')}
      submitting={isSubmitting}
      onCancel={dialog.close}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('staffProfile.addTx.sentAt')} type="datetime-local" {...invalid('sentAt')} {...form.register('sentAt')} />
        <Field
          label={t('staffProfile.txForm.amount', { asset: assetId })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...invalid('amount')}
          {...form.register('amount')}
        />
      </div>
      <Field label={t('staffProfile.addTx.sender')} autoComplete="off" spellCheck={false} {...invalid('senderAddress')} {...form.register('senderAddress')} />
      <SelectField label={t('staffProfile.addTx.status')} options={txStatusOptions(t)} {...invalid('status')} {...form.register('status')} />
      <Field
        label={t('staffProfile.txForm.txid')}
        autoComplete="off"
        spellCheck={false}
        hint={t('staffProfile.addTx.optional')}
        {...invalid('txid')}
        {...form.register('txid')}
      />
      <TextareaField
        label={t('staffProfile.txForm.note')}
        rows={2}
        hint={t('staffProfile.addTx.optional')}
        aria-invalid={errors.note ? true : undefined}
        {...form.register('note')}
      />
      <Controller
        control={form.control}
        name="isHidden"
        render={({ field }) => (
          <Switch label={t('staffProfile.addTx.hidden')} hint={t('staffProfile.addTx.hiddenHint')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
    </TransactionForm>
  )
}
