import { AUDIT_ACTIONS, isAuditAction } from '@wallet/shared/back-office/audit'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import type { AuditFilters } from '../api/audit'

const EMPTY = { actor: '', customerEmail: '', action: '', from: '', to: '' }

/** Actor, customer, action and date range; the log follows when they are applied. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const t = useT()
  const message = useMessageText()
  // The actions' labels are the shared contract's English, translated as the server's words are.
  const actionOptions = [
    { value: '', label: t('auditLog.allActions') },
    ...Object.entries(AUDIT_ACTIONS).map(([value, meta]) => ({ value, label: message(meta.label) })),
  ]
  const [values, setValues] = useState(EMPTY)
  const [rangeError, setRangeError] = useState<string | undefined>()
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }))
    if (name === 'from' || name === 'to') setRangeError(undefined)
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (values.from && values.to && values.from > values.to) {
      setRangeError(t('auditLog.rangeError'))
      return
    }
    onApply({
      actor: values.actor,
      customerEmail: values.customerEmail,
      action: isAuditAction(values.action) ? values.action : undefined,
      from: values.from,
      to: values.to,
    })
  }
  const clear = () => {
    setValues(EMPTY)
    setRangeError(undefined)
    onApply({})
  }
  return (
    <form onSubmit={apply} aria-label={t('auditLog.filters')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-[1fr_1fr_1fr_auto_auto]">
      <Field
        label={t('auditLog.actorEmail')}
        type="search"
        autoComplete="off"
        placeholder={t('auditLog.actorPlaceholder')}
        value={values.actor}
        onChange={set('actor')}
      />
      <Field
        label={t('auditLog.customerEmail')}
        type="search"
        autoComplete="off"
        placeholder={t('staffLists.customerEmailPlaceholder')}
        value={values.customerEmail}
        onChange={set('customerEmail')}
      />
      <SelectField label={t('auditLog.action')} options={actionOptions} value={values.action} onChange={set('action')} />
      <Field label={t('auditLog.from')} type="date" value={values.from} onChange={set('from')} max={values.to || undefined} />
      <Field label={t('auditLog.to')} type="date" value={values.to} onChange={set('to')} min={values.from || undefined} error={rangeError} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:items-end lg:justify-end 2xl:col-span-5">
        <Button variant="ghost" onClick={clear}>
          {t('auditLog.clear')}
        </Button>
        <Button type="submit">{t('auditLog.apply')}</Button>
      </div>
    </form>
  )
}
