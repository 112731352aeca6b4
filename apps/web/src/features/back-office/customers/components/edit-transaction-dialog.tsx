import { zodResolver } from '@hookform/resolvers/zod'
import { assetName } from '@wallet/shared/assets'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { EDITABLE_TX_TYPES, type EditableTxType, EditTransactionBody, type StaffTransaction } from '@wallet/shared/money/staff-transactions'
import { formatUsd } from '@wallet/shared/amounts'
import { format } from 'date-fns'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Dialog } from '@/components/ui/dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { useEditTransaction } from '../api/customers'
import type { StaffDialog } from '@/lib/use-staff-dialog'
import { AwaitingApprovalNotice, TransactionForm, TX_STATUS_OPTIONS, useTransactionChange } from './transaction-form'

export const TX_TYPE_LABELS: Record<EditableTxType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  adjustment: 'Adjustment',
  swap: 'Swap',
  none: 'None',
}

const isEditableType = (type: string | null): type is EditableTxType => type !== null && (EDITABLE_TX_TYPES as readonly string[]).includes(type)

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-slate-400">{label}</dt>
      <dd className="min-w-0 break-all text-right text-slate-100">{children}</dd>
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
  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={dialog.onOpenChange}
      title="Edit Transaction"
      description={transaction ? `${assetName(transaction.assetId)}, sent ${format(new Date(transaction.sentAt), 'dd MMM yyyy, HH:mm')}` : undefined}
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
      <Row label="Amount">
        <span className="font-mono">
          {transaction.amount} {transaction.assetId}
        </span>
      </Row>
      {transaction.senderAddress && <Row label="Sender">{transaction.senderAddress}</Row>}
      {transaction.recipientAddress && <Row label="Recipient">{transaction.recipientAddress}</Row>}
      {transaction.txid && <Row label="TXID">{transaction.txid}</Row>}
      <Row label="Current type">{transaction.type ?? 'None'}</Row>
    </dl>
  )

  const { awaiting } = change
  if (awaiting) {
    return (
      <AwaitingApprovalNotice message={awaiting.message} before={details} onDone={dialog.close}>
        {awaiting.approval?.usdValue && <p className="mt-1">Value at the current price: about {formatUsd(awaiting.approval.usdValue)}.</p>}
      </AwaitingApprovalNotice>
    )
  }

  return (
    <TransactionForm
      label="Edit transaction"
      onSubmit={submit}
      error={dialog.error}
      success={dialog.success}
      submitLabel="Save Changes"
      submitting={isSubmitting}
      onCancel={dialog.close}
    >
      {details}
      {transaction.requestId && (
        <p className="text-xs leading-relaxed text-slate-400">This is one leg of a swap: a new status is set on every leg of the swap.</p>
      )}
      {!isEditableType(transaction.type) && transaction.type && (
        <p className="text-xs leading-relaxed text-amber-200/80">The type '{transaction.type}' cannot be chosen here; saving sets the type selected below.</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Status" error={errors.status?.message} options={TX_STATUS_OPTIONS} {...form.register('status')} />
        <SelectField
          label="Type"
          error={errors.type?.message}
          options={EDITABLE_TX_TYPES.map((t) => ({ value: t, label: TX_TYPE_LABELS[t] }))}
          {...form.register('type')}
        />
      </div>
      <TextareaField label="Note" rows={3} error={errors.note?.message} {...form.register('note')} />
    </TransactionForm>
  )
}
