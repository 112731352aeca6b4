import { useState } from 'react'
import type { PaymentMethod } from '@wallet/shared/money/payment-methods'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { icons } from '@/components/ui/icons'
import { formatDateTime } from '@/lib/format-date'
import { usePaymentMethodLock, usePaymentMethods } from '@/lib/payment-methods'
import { useDeletePaymentMethod } from '../api/payment-methods'
import { useTimedMessage } from '@/lib/use-timed-message'
import { BankAccountForm, CardForm } from './payment-method-forms'

type Kind = 'credit_card' | 'bank_account'

function methodName(method: PaymentMethod): string {
  return method.type === 'credit_card'
    ? `${method.card_brand ?? 'Card'} •••• ${method.last4 ?? ''}`.trim()
    : `${method.bank_name ?? 'Bank account'} •••• ${method.bank_last4 ?? ''}`.trim()
}

function MethodRow({ method, onDelete, deleting }: { method: PaymentMethod; onDelete: () => void; deleting: boolean }) {
  const name = methodName(method)
  return (
    <li className="flex items-start gap-4 px-5 py-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/5 text-slate-300" aria-hidden="true">
        {method.type === 'credit_card' ? icons.payments : icons.wallets}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-100">{name}</p>
        <p className="text-xs text-slate-400">
          {method.type === 'credit_card'
            ? [method.card_holder_name, method.expiry_date && `Expires ${method.expiry_date}`].filter(Boolean).join(' · ')
            : 'Bank account'}
        </p>
        {method.notes && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-400">{method.notes}</p>}
        <p className="mt-1 text-xs text-slate-500">Added {new Date(method.created_at).toLocaleDateString()}</p>
        {method.locked_until && (
          <p className="mt-2">
            <Badge tone="blue">Locked for withdrawals until {formatDateTime(method.locked_until)}</Badge>
          </p>
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={onDelete} loading={deleting} aria-label={`Delete ${name}`} className="text-red-300 hover:text-red-200">
        Delete
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

  const finishAdding = () => {
    setAdding(false)
    success.show(kind === 'credit_card' ? 'Card added successfully!' : 'Bank account added successfully!')
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader
          title="Payment Methods"
          action={
            <Button size="sm" onClick={() => setAdding(true)}>
              Add Payment Method
            </Button>
          }
        />
        <div className="space-y-3 px-5 pt-4 empty:hidden">
          {success.message && <Banner tone="success">{success.message}</Banner>}
          {remove.isError && <Banner>Failed to delete payment method.</Banner>}
        </div>
        {methods.isPending ? (
          <p className="px-5 py-6 text-sm text-slate-400">Loading payment methods...</p>
        ) : methods.isError ? (
          <div className="p-5">
            <Banner>Failed to load payment methods.</Banner>
          </div>
        ) : methods.data.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-400">You have no saved payment methods yet.</p>
        ) : (
          <ul className="divide-y divide-white/5" aria-label="Saved payment methods">
            {methods.data.map((method) => (
              <MethodRow
                key={method.id}
                method={method}
                deleting={remove.isPending && remove.variables === method.id}
                onDelete={() => remove.mutate(method.id, { onSuccess: () => success.show('Payment method deleted.') })}
              />
            ))}
          </ul>
        )}
        <p className="flex items-center gap-2 border-t border-white/5 px-5 py-3 text-xs text-slate-400">
          {icons.shield}
          Your card and bank details are encrypted with AES-256 and stored securely.
        </p>
      </Card>

      <Dialog open={adding} onOpenChange={(open) => !open && setAdding(false)} title="Add Payment Method">
        {lock?.stepUpRequired && (
          <div className="mb-4">
            <Banner tone="info">
              Your withdrawal allowlist is on: confirm a new payment method with your password and second-factor code. It can receive withdrawals{' '}
              {lock.lockHours} hours after it is added, to protect you if someone else added it.
            </Banner>
          </div>
        )}
        <div role="radiogroup" aria-label="Payment method type" className="mb-5 grid grid-cols-2 gap-1 rounded-xl border border-white/10 bg-white/[0.03] p-1">
          {(
            [
              ['credit_card', 'Credit Card'],
              ['bank_account', 'Bank Account'],
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
