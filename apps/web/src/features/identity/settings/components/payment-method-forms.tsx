import { zodResolver } from '@hookform/resolvers/zod'
import { type ChangeEvent, useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { AddBankAccountBody, AddCardBody } from '@wallet/shared/money/payment-methods'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import { useSendStepUpCode } from '../api/account-protection'
import { useAddPaymentMethod } from '../api/payment-methods'
import { useMfaStatus } from '../api/security'
import { formatExpiry } from './format-expiry'
import { detached } from '@/lib/detached'

type CardValues = z.input<typeof AddCardBody>
type BankValues = z.input<typeof AddBankAccountBody>

/** Both forms' step-up fields: what the allowlist asks of a new payment method (docs/decisions/126). */
type StepUpValues = { password?: string; secondFactorCode?: string }

/**
 * The password and the second factor's code, asked while the withdrawal allowlist is on: the authenticator app's code,
 * or one mailed on request for email authentication.
 */
function StepUpFields({ form }: { form: UseFormReturn<StepUpValues> }) {
  const method = useMfaStatus().data?.activeMfaMethod ?? 'none'
  const sendCode = useSendStepUpCode()
  const [sent, setSent] = useState(false)
  const { errors } = form.formState
  const t = useT()
  if (method === 'none') {
    return <Banner>{t('paymentForms.needsFactor')}</Banner>
  }
  return (
    <fieldset className="space-y-4 rounded-xl border border-white/10 p-4">
      <legend className="px-1 text-sm font-medium text-slate-200">{t('paymentForms.confirmIdentity')}</legend>
      <Field
        label={t('signIn.passwordLabel')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label={method === 'totp' ? t('secondFactor.authCode') : t('secondFactor.emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.secondFactorCode?.message}
        {...form.register('secondFactorCode')}
      />
      {method === 'email' && (
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-slate-400">{sent ? t('paymentForms.codeSent') : t('paymentForms.willEmail')}</p>
          <Button variant="ghost" size="sm" loading={sendCode.isPending} onClick={() => sendCode.mutate(undefined, { onSuccess: () => setSent(true) })}>
            {t('secondFactor.emailMe')}
          </Button>
        </div>
      )}
      {sendCode.isError && <Banner>{errorMessage(sendCode.error)}</Banner>}
    </fieldset>
  )
}

/** Only what the customer typed: an empty step-up field is left out rather than sent empty. */
function withStepUp<T extends StepUpValues>(values: T): T {
  return { ...values, password: values.password || undefined, secondFactorCode: values.secondFactorCode || undefined }
}

function FormActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const t = useT()
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('paymentForms.save')}
      </Button>
    </div>
  )
}

interface FormProps {
  /** The withdrawal allowlist is on: the form asks for the password and the second factor. */
  stepUp: boolean
  onDone: () => void
  onCancel: () => void
}

export function CardForm({ stepUp, onDone, onCancel }: FormProps) {
  const add = useAddPaymentMethod()
  const t = useT()
  const form = useForm<CardValues>({
    resolver: zodResolver(AddCardBody),
    defaultValues: { type: 'credit_card', cardNumber: '', cardHolderName: '', expiryDate: '', cvv: '', notes: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    await add.mutateAsync(withStepUp({ ...values, cvv: values.cvv || undefined, notes: values.notes || undefined })).then(onDone, () => undefined)
  })
  return (
    <form noValidate onSubmit={detached(onSubmit)} className="space-y-4" aria-label={t('paymentForms.addCard')}>
      {add.isError && <Banner>{errorMessage(add.error)}</Banner>}
      <Field
        label={t('paymentForms.cardNumber')}
        // Digits in groups keep their order in a right-to-left page.
        dir="ltr"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        error={errors.cardNumber?.message}
        {...form.register('cardNumber')}
      />
      <Field label={t('paymentForms.holder')} autoComplete="cc-name" error={errors.cardHolderName?.message} {...form.register('cardHolderName')} />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('paymentForms.expiry')}
          placeholder={t('paymentForms.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          error={errors.expiryDate?.message}
          {...form.register('expiryDate', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue('expiryDate', formatExpiry(event.target.value)),
          })}
        />
        <Field
          label={t('paymentForms.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errors.cvv?.message}
          {...form.register('cvv', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue('cvv', event.target.value.replace(/\D/g, '').slice(0, 4)),
          })}
        />
      </div>
      <TextareaField label={t('paymentForms.notes')} rows={2} error={errors.notes?.message} {...form.register('notes')} />
      {stepUp && <StepUpFields form={form as unknown as UseFormReturn<StepUpValues>} />}
      <FormActions onCancel={onCancel} busy={add.isPending} />
    </form>
  )
}

export function BankAccountForm({ stepUp, onDone, onCancel }: FormProps) {
  const add = useAddPaymentMethod()
  const t = useT()
  const form = useForm<BankValues>({
    resolver: zodResolver(AddBankAccountBody),
    defaultValues: { type: 'bank_account', bank_name: '', account_number: '', notes: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    await add.mutateAsync(withStepUp({ ...values, notes: values.notes || undefined })).then(onDone, () => undefined)
  })
  return (
    <form noValidate onSubmit={detached(onSubmit)} className="space-y-4" aria-label={t('paymentForms.addBank')}>
      {add.isError && <Banner>{errorMessage(add.error)}</Banner>}
      <Field label={t('paymentForms.bankName')} autoComplete="off" error={errors.bank_name?.message} {...form.register('bank_name')} />
      <Field label={t('paymentForms.accountNumber')} dir="ltr" autoComplete="off" error={errors.account_number?.message} {...form.register('account_number')} />
      <TextareaField label={t('paymentForms.notes')} rows={2} error={errors.notes?.message} {...form.register('notes')} />
      {stepUp && <StepUpFields form={form as unknown as UseFormReturn<StepUpValues>} />}
      <FormActions onCancel={onCancel} busy={add.isPending} />
    </form>
  )
}
