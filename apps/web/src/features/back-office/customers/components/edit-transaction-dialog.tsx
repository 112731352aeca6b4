import { zodResolver } from '@hookform/resolvers/zod'
import { assetName } from '@wallet/shared/assets'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { EDITABLE_TX_TYPES, type EditableTxType, EditTransactionBody, type StaffTransaction } from '@wallet/shared/money/staff-transactions'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Dialog } from '@/components/ui/dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { useEditTransaction } from '../api/customers'
import type { StaffDialog } from '@/lib/use-staff-dialog'
import { formatDateTimeIn, formatUsdAmount } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { AwaitingApprovalNotice, TransactionForm, txStatusOptions, useTransactionChange } from './transaction-form'

/** An editable type's name in the page's language. */
export const txTypeLabel = (t: Translate, type: EditableTxType): string => t('staffProfile.txType', { type })

const isEditableType = (type: string | null): type is EditableTxType => type !== null && (EDITABLE_TX_TYPES as readonly string[]).includes(type)

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-slate-400">{label}</dt>
      <dd className="min-w-0 break-all text-end text-slate-100">{children}</dd>
    </div>
  )
}

/** The staff edit dialog of one ledger row: status (every leg of a swap), type and note (part 2 §4). */
export function EditTransactionDialog({
  customerId,
  dialog,
  onSaved,
}: {
  customerId: string
  dialog: StaffDialog<StaffTransaction>
  onSaved: (message: string) => void
}) {
  const transaction = dialog.target
  const t = useT()
  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={dialog.onOpenChange}
      title={t('staffProfile.editTx.title')}
      description={
        transaction ? t('staffProfile.editTx.description', { name: assetName(transaction.assetId), at: formatDateTimeIn(transaction.sentAt) }) : undefined
      }
    >
      {transaction && <EditForm key={transaction.id} customerId={customerId} transaction={transaction} dialog={dialog} onSaved={onSaved} />}
    </Dialog>
  )
}

type Values = z.input<typeof EditTransactionBody>

function EditForm({
  customerId,
  transaction,
  dialog,
  onSaved,
}: {
  customerId: string
  transaction: StaffTransaction
  dialog: StaffDialog<StaffTransaction>
  onSaved: (message: string) => void
}) {
  const edit = useEditTransaction(customerId)
  const t = useT()
  const change = useTransactionChange({
    dialog,
    doneMessage: STAFF_PROFILE_MESSAGES.transactionUpdated,
    failedMessage: STAFF_PROFILE_MESSAGES.updateTransaction,
    onDone: onSaved,
  })
  const form = useForm<Values, unknown, EditTransactionBody>({
    resolver: zodResolver(EditTransactionBody),
    defaultValues: { status: transaction.status, type: isEditableType(transaction.type) ? transaction.type : 'none', note: transaction.note ?? '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit((body) =>
    change.settle(() => edit.mutateAsync({ transactionId: transaction.id, body: { ...body, note: body.note?.trim() || null } })),
  )

  const details = (
    <dl className="divide-y divide-white/5 rounded-xl border border-white/5 bg-white/[0.03] px-3.5 py-1 text-sm">
      <Row label={t('staffProfile.editTx.amount')}>
        <span className="font-mono" dir="ltr">
          {transaction.amount} {transaction.assetId}
        </span>
      </Row>
      {transaction.senderAddress && <Row label={t('staffProfile.editTx.sender')}>{transaction.senderAddress}</Row>}
      {transaction.recipientAddress && <Row label={t('staffProfile.editTx.recipient')}>{transaction.recipientAddress}</Row>}
      {transaction.txid && <Row label={t('staffProfile.txForm.txid')}>{transaction.txid}</Row>}
      {/* The stored type as a code (any kind, not only the editable ones). */}
      <Row label={t('staffProfile.editTx.currentType')}>{transaction.type ?? txTypeLabel(t, 'none')}</Row>
    </dl>
  )

  const { awaiting } = change
  if (awaiting) {
    return (
      <AwaitingApprovalNotice message={awaiting.message} before={details} onDone={dialog.close}>
        {awaiting.approval?.usdValue && <p className="mt-1">{t('staffProfile.editTx.value', { usd: formatUsdAmount(awaiting.approval.usdValue) })}</p>}
      </AwaitingApprovalNotice>
    )
  }

  return (
    <TransactionForm
      label={t('staffProfile.editTx.formLabel')}
      onSubmit={submit}
      error={dialog.error}
      success={dialog.success}
      submitLabel={t('staffProfile.editTx.submit')}
      submitting={isSubmitting}
      onCancel={dialog.close}
    >
      {details}
      {transaction.requestId && <p className="text-xs leading-relaxed text-slate-400">{t('staffProfile.editTx.swapLeg')}</p>}
      {!isEditableType(transaction.type) && transaction.type && (
        <p className="text-xs leading-relaxed text-amber-200/80">{t('staffProfile.editTx.otherType', { type: transaction.type })}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('staffProfile.editTx.status')} error={errors.status?.message} options={txStatusOptions(t)} {...form.register('status')} />
        <SelectField
          label={t('staffProfile.editTx.type')}
          error={errors.type?.message}
          options={EDITABLE_TX_TYPES.map((type) => ({ value: type, label: txTypeLabel(t, type) }))}
          {...form.register('type')}
        />
      </div>
      <TextareaField label={t('staffProfile.txForm.note')} rows={3} error={errors.note?.message} {...form.register('note')} />
    </TransactionForm>
  )
}
