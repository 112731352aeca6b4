import { useState } from 'react'
import type { PaymentMethod } from '@wallet/shared/money/payment-methods'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { icons } from '@/components/ui/icons'
import { formatDateIn, formatDateTimeIn } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { usePaymentMethodLock, usePaymentMethods } from '@/lib/payment-methods'
import { useDeletePaymentMethod } from '../api/payment-methods'
import { useTimedMessage } from '@/lib/use-timed-message'
import { BankAccountForm, CardForm } from './payment-method-forms'

type Kind = 'credit_card' | 'bank_account'

function methodName(method: PaymentMethod, t: Translate): string {
  return method.type === 'credit_card'
    ? `${method.card_brand ?? t('paymentMethods.card')} •••• ${method.last4 ?? ''}`.trim()
    : `${method.bank_name ?? t('paymentMethods.bankAccount')} •••• ${method.bank_last4 ?? ''}`.trim()
}

function MethodRow({ method, onDelete, deleting }: { method: PaymentMethod; onDelete: () => void; deleting: boolean }) {
  const t = useT()
  const name = methodName(method, t)
  return (
    <li className="flex items-start gap-4 px-5 py-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/5 text-slate-300" aria-hidden="true">
        {method.type === 'credit_card' ? icons.payments : icons.wallets}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-100">{name}</p>
        <p className="text-xs text-slate-400">
          {method.type === 'credit_card'
            ? [method.card_holder_name, method.expiry_date && t('paymentMethods.expires', { date: method.expiry_date })].filter(Boolean).join(' · ')
            : t('paymentMethods.bankAccount')}
        </p>
        {method.notes && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-400">{method.notes}</p>}
        <p className="mt-1 text-xs text-slate-500">{t('paymentMethods.added', { day: formatDateIn(method.created_at, {}) })}</p>
        {method.locked_until && (
          <p className="mt-2">
            <Badge tone="blue">{t('paymentMethods.lockedUntil', { at: formatDateTimeIn(method.locked_until) })}</Badge>
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        loading={deleting}
        aria-label={t('paymentMethods.deleteOne', { name })}
        className="text-red-300 hover:text-red-200"
      >
        {t('paymentMethods.delete')}
      </Button>
    </li>
  )
}

/** The Payment Methods tab: saved cards and bank accounts, add and delete. */
export function PaymentMethodsPanel() {
  const methods = usePaymentMethods()
  const lock = usePaymentMethodLock().data
  const remove = useDeletePaymentMethod()
  const [adding, setAdding] = useState(false)
  const [kind, setKind] = useState<Kind>('credit_card')
  const success = useTimedMessage()
  const t = useT()

  const finishAdding = () => {
    setAdding(false)
    success.show(kind === 'credit_card' ? t('paymentMethods.cardAdded') : t('paymentMethods.bankAdded'))
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader
          title={t('paymentMethods.title')}
          action={
            <Button size="sm" onClick={() => setAdding(true)}>
              {t('paymentMethods.add')}
            </Button>
          }
        />
        <div className="space-y-3 px-5 pt-4 empty:hidden">
          {success.message && <Banner tone="success">{success.message}</Banner>}
          {remove.isError && <Banner>{t('paymentMethods.deleteFailed')}</Banner>}
        </div>
        {methods.isPending ? (
          <p className="px-5 py-6 text-sm text-slate-400">{t('paymentMethods.loading')}</p>
        ) : methods.isError ? (
          <div className="p-5">
            <Banner>{t('paymentMethods.loadFailed')}</Banner>
          </div>
        ) : methods.data.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-400">{t('paymentMethods.empty')}</p>
        ) : (
          <ul className="divide-y divide-white/5" aria-label={t('paymentMethods.list')}>
            {methods.data.map((method) => (
              <MethodRow
                key={method.id}
                method={method}
                deleting={remove.isPending && remove.variables === method.id}
                onDelete={() => remove.mutate(method.id, { onSuccess: () => success.show(t('paymentMethods.deleted')) })}
              />
            ))}
          </ul>
        )}
        <p className="flex items-center gap-2 border-t border-white/5 px-5 py-3 text-xs text-slate-400">
          {icons.shield}
          {t('paymentMethods.encrypted')}
        </p>
      </Card>

      <Dialog open={adding} onOpenChange={(open) => !open && setAdding(false)} title={t('paymentMethods.add')}>
        {lock?.stepUpRequired && (
          <div className="mb-4">
            <Banner tone="info">{t('paymentMethods.stepUp', { hours: lock.lockHours })}</Banner>
          </div>
        )}
        <div
          role="radiogroup"
          aria-label={t('paymentMethods.type')}
          className="mb-5 grid grid-cols-2 gap-1 rounded-xl border border-white/10 bg-white/[0.03] p-1"
        >
          {(
            [
              ['credit_card', t('paymentMethods.creditCard')],
              ['bank_account', t('paymentMethods.bankAccountTab')],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={kind === value}
              onClick={() => setKind(value)}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium transition',
                kind === value ? 'bg-white/10 text-white shadow-sm' : 'text-slate-400 hover:text-slate-100',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        {kind === 'credit_card' ? (
          <CardForm stepUp={!!lock?.stepUpRequired} onDone={finishAdding} onCancel={() => setAdding(false)} />
        ) : (
          <BankAccountForm stepUp={!!lock?.stepUpRequired} onDone={finishAdding} onCancel={() => setAdding(false)} />
        )}
      </Dialog>
    </div>
  )
}
