import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { AddBankAccountBody, AddCardBody } from '@wallet/shared/payment-methods'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage } from '@/lib/api-client'
import { useAddPaymentMethod } from '../api/payment-methods'
import { formatExpiry } from './format-expiry'
import { detached } from '@/lib/detached'

type CardValues = z.input<typeof AddCardBody>
type BankValues = z.input<typeof AddBankAccountBody>

function FormActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        Save
      </Button>
    </div>
  )
}

export function CardForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const add = useAddPaymentMethod()
  const form = useForm<CardValues>({
    resolver: zodResolver(AddCardBody),
    defaultValues: { type: 'credit_card', cardNumber: '', cardHolderName: '', expiryDate: '', cvv: '', notes: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    await add.mutateAsync({ ...values, cvv: values.cvv || undefined, notes: values.notes || undefined }).then(onDone, () => undefined)
  })
  return (
    <form noValidate onSubmit={detached(onSubmit)} className="space-y-4" aria-label="Add a card">
      {add.isError && <Banner>{errorMessage(add.error)}</Banner>}
      <Field
        label="Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        error={errors.cardNumber?.message}
        {...form.register('cardNumber')}
      />
      <Field label="Card Holder Name" autoComplete="cc-name" error={errors.cardHolderName?.message} {...form.register('cardHolderName')} />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Expiry Date"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          error={errors.expiryDate?.message}
          {...form.register('expiryDate', { onChange: (event) => form.setValue('expiryDate', formatExpiry(event.target.value)) })}
        />
        <Field
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errors.cvv?.message}
          {...form.register('cvv', { onChange: (event) => form.setValue('cvv', event.target.value.replace(/\D/g, '').slice(0, 4)) })}
        />
      </div>
      <TextareaField label="Notes (optional)" rows={2} error={errors.notes?.message} {...form.register('notes')} />
      <FormActions onCancel={onCancel} busy={add.isPending} />
    </form>
  )
}

export function BankAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const add = useAddPaymentMethod()
  const form = useForm<BankValues>({
    resolver: zodResolver(AddBankAccountBody),
    defaultValues: { type: 'bank_account', bank_name: '', account_number: '', notes: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    await add.mutateAsync({ ...values, notes: values.notes || undefined }).then(onDone, () => undefined)
  })
  return (
    <form noValidate onSubmit={detached(onSubmit)} className="space-y-4" aria-label="Add a bank account">
      {add.isError && <Banner>{errorMessage(add.error)}</Banner>}
      <Field label="Bank Name" autoComplete="off" error={errors.bank_name?.message} {...form.register('bank_name')} />
      <Field label="Account Number" autoComplete="off" error={errors.account_number?.message} {...form.register('account_number')} />
      <TextareaField label="Notes (optional)" rows={2} error={errors.notes?.message} {...form.register('notes')} />
      <FormActions onCancel={onCancel} busy={add.isPending} />
    </form>
  )
}
