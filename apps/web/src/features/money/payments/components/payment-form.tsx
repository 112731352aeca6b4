import { ASSETS, type AssetId } from '@wallet/shared/assets'
import { amountWithFee, feeFor } from '@wallet/shared/money/fees'
import { DECIMAL_PATTERN, money } from '@wallet/shared/amounts'
import type { PaymentMethod } from '@wallet/shared/money/payment-methods'
import { PAYMENT_MESSAGES, PaymentRequestBody } from '@wallet/shared/money/payments'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ChangeEvent, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { formatAssetAmount, formatDateTimeIn } from '@/lib/i18n/format'
import { type Translate, useMessageText, useT } from '@/lib/i18n/use-t'
import { usePaymentMethods } from '@/lib/payment-methods'
import { SUCCESS_MESSAGE_MS } from '@/lib/use-timed-message'
import { type PaymentKind, usePaymentRequest } from '../api/payments'

/** Opens Account Settings on its Payment Methods tab. */
export const PAYMENT_METHODS_SETTINGS_STATE = { activeTab: 'Payment Methods' }
const FAILED = 'Failed to process withdrawal/deposit'

export interface PaymentPermission {
  allowed: boolean
  note: string | null
}

interface PaymentFormProps {
  kind: PaymentKind
  permission: PaymentPermission
  /** Available balance per asset (withdrawals must fit amount × 1.01 in it). */
  available: Partial<Record<AssetId, string>>
  /** Called after a request is accepted, to reload balances. */
  onSubmitted: () => void
}

function methodLabel(method: PaymentMethod, t: Translate): string {
  if (method.type === 'credit_card') {
    const card = { name: method.card_brand ?? t('paymentForm.card'), last4: method.last4 ?? '' }
    return method.expiry_date ? t('paymentForm.cardWithExpiry', { ...card, expiry: method.expiry_date }) : t('paymentForm.methodLabel', card)
  }
  return t('paymentForm.methodLabel', { name: method.bank_name ?? t('paymentForm.bankAccount'), last4: method.bank_last4 ?? '' })
}

/** A deposit or withdrawal request: token, amount, payment method, the 1% fee and the total (part 2 §5, §6). */
export function PaymentForm({ kind, permission, available, onSubmitted }: PaymentFormProps) {
  const methods = usePaymentMethods()
  const request = usePaymentRequest(kind)
  const form = useForm<z.input<typeof PaymentRequestBody>, unknown, PaymentRequestBody>({
    resolver: zodResolver(PaymentRequestBody),
    defaultValues: { tokenId: 'BTC', amount: '', paymentMethodId: '' },
    reValidateMode: 'onSubmit',
  })
  const tokenId = form.watch('tokenId')
  const amount = form.watch('amount') ?? ''
  const methodId = form.watch('paymentMethodId')
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState(false)
  const t = useT()
  const message = useMessageText()

  useEffect(() => {
    if (!success) return
    const timer = setTimeout(() => setSuccess(false), SUCCESS_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [success])

  // Deposits can use credit cards only.
  const usable = (methods.data ?? []).filter((m) => kind === 'withdrawal' || m.type === 'credit_card')
  const selectedMethod = usable.find((m) => m.id === methodId)?.id ?? usable[0]?.id ?? ''
  const validAmount = DECIMAL_PATTERN.test(amount) && money(amount).greaterThan(0)
  const fee = validAmount ? feeFor(amount) : '0'
  const total = validAmount ? amountWithFee(amount) : '0'
  const availableOfToken = available[tokenId] ?? '0'
  const insufficient = kind === 'withdrawal' && validAmount && money(total).greaterThan(availableOfToken)
  // Both texts of the spec while amount × 1.01 exceeds the balance: this one with the total, the field's under it.
  const insufficientWithFee = (totalWithFee: string, token: string) =>
    t('paymentForm.insufficientWithFee', { total: formatAssetAmount(totalWithFee), asset: token })
  const insufficientMessage = insufficient ? insufficientWithFee(total, tokenId) : null

  const label = !permission.allowed
    ? t('paymentForm.notPermitted')
    : usable.length === 0
      ? t('paymentForm.addMethodFirst')
      : insufficient
        ? t('paymentForm.insufficient')
        : kind === 'deposit'
          ? t('paymentForm.submitDeposit')
          : t('paymentForm.submitWithdrawal')

  const submit = form.handleSubmit(
    async (body) => {
      const totalWithFee = amountWithFee(body.amount)
      if (kind === 'withdrawal' && money(totalWithFee).greaterThan(available[body.tokenId] ?? '0')) {
        return setError(insufficientWithFee(totalWithFee, body.tokenId))
      }
      try {
        await request.mutateAsync(body)
        setSuccess(true)
        form.setValue('amount', '')
        onSubmitted()
      } catch (cause) {
        setError(errorMessage(cause, FAILED))
      }
    },
    // One message at a time, the first field's first.
    (errors) => setError(errors.tokenId?.message ?? errors.amount?.message ?? errors.paymentMethodId?.message ?? PAYMENT_MESSAGES.invalidAmount),
  )

  const permissionMessage = kind === 'deposit' ? PAYMENT_MESSAGES.depositsNotPermitted : PAYMENT_MESSAGES.withdrawalsNotPermitted
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setError(null)
        setSuccess(false)
        // The method shown is the one chosen, or the first usable one.
        form.setValue('paymentMethodId', selectedMethod)
        void submit(event)
      }}
      className="space-y-4"
      aria-label={kind === 'deposit' ? t('payments.deposit') : t('payments.withdrawal')}
    >
      {!permission.allowed && (
        <Banner tone="warning">
          {message(permissionMessage)}
          {permission.note && <span className="mt-1 block text-amber-200/80">{permission.note}</span>}
        </Banner>
      )}
      {error && <Banner>{error}</Banner>}
      {insufficientMessage && !error && <Banner>{insufficientMessage}</Banner>}
      {success && <Banner tone="success">{PAYMENT_MESSAGES.success}</Banner>}

      <SelectField label={t('paymentForm.token')} disabled={!permission.allowed} {...form.register('tokenId')}>
        {ASSETS.map((asset) => (
          <option key={asset.id} value={asset.id}>
            {asset.id} · {asset.name}
          </option>
        ))}
      </SelectField>

      <Field
        label={t('paymentForm.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        disabled={!permission.allowed}
        {...form.register('amount', { onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue('amount', event.target.value.trim()) })}
        error={insufficient ? t('paymentForm.insufficientAsset', { asset: tokenId }) : undefined}
        hint={kind === 'withdrawal' ? t('send.available', { amount: formatAssetAmount(availableOfToken), asset: tokenId }) : undefined}
      />

      <SelectField
        label={t('paymentForm.paymentMethod')}
        value={selectedMethod}
        onChange={(e) => form.setValue('paymentMethodId', e.target.value)}
        disabled={!permission.allowed || usable.length === 0}
        labelAside={
          <Link to={paths.dashboard.settings.getHref()} state={PAYMENT_METHODS_SETTINGS_STATE} className="text-xs font-medium text-brand-300 hover:text-white">
            {t('paymentForm.edit')}
          </Link>
        }
        hint={methods.isError ? t('paymentForm.methodsFailed') : kind === 'deposit' ? message(PAYMENT_MESSAGES.depositNeedsCard) : undefined}
      >
        {usable.length === 0 ? (
          <option value="">{methods.isPending ? t('paymentForm.loading') : t('paymentForm.noMethods')}</option>
        ) : (
          usable.map((method) => (
            <option key={method.id} value={method.id}>
              {methodLabel(method, t)}
              {kind === 'withdrawal' && method.locked_until ? ` ${t('paymentForm.lockedUntil', { date: formatDateTimeIn(method.locked_until) })}` : ''}
            </option>
          ))
        )}
      </SelectField>

      <dl className="space-y-1.5 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-400">{t('paymentForm.fee')}</dt>
          <dd className="font-mono tabular-nums text-slate-200" data-testid={`${kind}-fee`} dir="ltr">
            {formatAssetAmount(fee)} {tokenId}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-300">{t('paymentForm.total')}</dt>
          <dd className="font-mono font-semibold tabular-nums text-white" data-testid={`${kind}-total`} dir="ltr">
            {formatAssetAmount(total)} {tokenId}
          </dd>
        </div>
      </dl>

      <Button
        type="submit"
        className="w-full"
        size="lg"
        loading={request.isPending}
        disabled={!permission.allowed || usable.length === 0 || !amount || insufficient}
      >
        {label}
      </Button>
    </form>
  )
}
