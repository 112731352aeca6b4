import { ASSETS, type AssetId } from '@wallet/shared/assets'
import { amountWithFee, feeFor } from '@wallet/shared/money/fees'
import { DECIMAL_PATTERN, formatAsset, money } from '@wallet/shared/amounts'
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
import { formatDateTime } from '@/lib/format-date'
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

function methodLabel(method: PaymentMethod): string {
  if (method.type === 'credit_card')
    return `${method.card_brand ?? 'Card'} •••• ${method.last4 ?? ''}${method.expiry_date ? ` (exp ${method.expiry_date})` : ''}`
  return `${method.bank_name ?? 'Bank account'} •••• ${method.bank_last4 ?? ''}`
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
  const insufficientMessage = insufficient ? PAYMENT_MESSAGES.insufficientWithFee(formatAsset(total), tokenId) : null

  const label = !permission.allowed
    ? 'Not Permitted'
    : usable.length === 0
      ? 'Add a payment method first'
      : insufficient
        ? 'Insufficient balance'
        : kind === 'deposit'
          ? 'Submit Deposit Request'
          : 'Submit Withdrawal Request'

  const submit = form.handleSubmit(
    async (body) => {
      const totalWithFee = amountWithFee(body.amount)
      if (kind === 'withdrawal' && money(totalWithFee).greaterThan(available[body.tokenId] ?? '0')) {
        return setError(PAYMENT_MESSAGES.insufficientWithFee(formatAsset(totalWithFee), body.tokenId))
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
      aria-label={kind === 'deposit' ? 'Deposit' : 'Withdrawal'}
    >
      {!permission.allowed && (
        <Banner tone="warning">
          {permissionMessage}
          {permission.note && <span className="mt-1 block text-amber-200/80">{permission.note}</span>}
        </Banner>
      )}
      {error && <Banner>{error}</Banner>}
      {insufficientMessage && !error && <Banner>{insufficientMessage}</Banner>}
      {success && <Banner tone="success">{PAYMENT_MESSAGES.success}</Banner>}

      <SelectField label="Token" disabled={!permission.allowed} {...form.register('tokenId')}>
        {ASSETS.map((asset) => (
          <option key={asset.id} value={asset.id}>
            {asset.id} · {asset.name}
          </option>
        ))}
      </SelectField>

      <Field
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        disabled={!permission.allowed}
        {...form.register('amount', { onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue('amount', event.target.value.trim()) })}
        error={insufficient ? `Insufficient ${tokenId} balance` : undefined}
        hint={kind === 'withdrawal' ? `Available: ${formatAsset(availableOfToken)} ${tokenId}` : undefined}
      />

      <SelectField
        label="Payment Method"
        value={selectedMethod}
        onChange={(e) => form.setValue('paymentMethodId', e.target.value)}
        disabled={!permission.allowed || usable.length === 0}
        labelAside={
          <Link to={paths.dashboard.settings.getHref()} state={PAYMENT_METHODS_SETTINGS_STATE} className="text-xs font-medium text-brand-300 hover:text-white">
            Edit
          </Link>
        }
        hint={methods.isError ? 'Failed to load payment methods.' : kind === 'deposit' ? 'Deposits can only be made with a credit card.' : undefined}
      >
        {usable.length === 0 ? (
          <option value="">{methods.isPending ? 'Loading...' : 'No payment methods'}</option>
        ) : (
          usable.map((method) => (
            <option key={method.id} value={method.id}>
              {methodLabel(method)}
              {kind === 'withdrawal' && method.locked_until ? ` (locked until ${formatDateTime(method.locked_until)})` : ''}
            </option>
          ))
        )}
      </SelectField>

      <dl className="space-y-1.5 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-400">Fee (1%)</dt>
          <dd className="font-mono tabular-nums text-slate-200" data-testid={`${kind}-fee`}>
            {formatAsset(fee)} {tokenId}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-300">Total</dt>
          <dd className="font-mono font-semibold tabular-nums text-white" data-testid={`${kind}-total`}>
            {formatAsset(total)} {tokenId}
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
