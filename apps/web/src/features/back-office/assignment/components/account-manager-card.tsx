import { useState } from 'react'
import type { StaffCustomerProfile } from '@wallet/shared/back-office/customers'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import { useConfirmAction } from '@/lib/use-confirm-action'
import { useAssignableWorkers, useReassignCustomer } from '../api/assignment'
import { workerName } from '../texts'

type Worker = NonNullable<StaffCustomerProfile['assigned_worker']>

/**
 * Who looks after the customer, and moving them (docs/decisions/075-customer-assignment.md): a manager chooses among
 * the team's workers, an admin among all. Shown to the roles that may assign.
 */
export function AccountManagerCard({ customerId, current }: { customerId: string; current: Worker | null }) {
  const t = useT()
  const workers = useAssignableWorkers()
  const reassign = useReassignCustomer(customerId)
  const [choice, setChoice] = useState('')
  const others = (workers.data?.workers ?? []).filter((w) => w.id !== current?.id)
  const chosen = others.find((w) => w.id === choice) ?? null
  const action = useConfirmAction<{ workerId: string | null }>({
    run: async ({ workerId }) => (await reassign.mutateAsync(workerId)).message,
    failure: t('assignment.failed'),
    onSuccess: () => setChoice(''),
  })

  return (
    <Card role="region" aria-label={t('assignment.title')}>
      <CardHeader title={t('assignment.title')} />
      <div className="space-y-4 p-5">
        <p className="text-sm text-slate-300">{current ? t('assignment.lookedAfterBy', { name: workerName(current) }) : t('assignment.nobody')}</p>
        {workers.isError && <Banner>{errorMessage(workers.error, t('assignment.workersFailed'))}</Banner>}
        <SelectField label={t('assignment.moveTo')} value={choice} onChange={(event) => setChoice(event.target.value)} disabled={workers.isPending}>
          <option value="">{workers.isPending ? t('assignment.loadingWorkers') : t('assignment.chooseWorker')}</option>
          {others.map((w) => (
            <option key={w.id} value={w.id}>
              {workerName(w)} ({w.email})
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!chosen} onClick={() => chosen && action.open({ workerId: chosen.id })}>
            {t('assignment.moveCustomer')}
          </Button>
          {current && (
            <Button variant="secondary" onClick={() => action.open({ workerId: null })}>
              {t('assignment.unassign')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        {...action.dialogProps}
        title={action.target?.workerId === null ? t('assignment.unassignCustomer') : t('assignment.moveCustomer')}
        description={
          action.target?.workerId === null ? t('assignment.confirmUnassign') : t('assignment.confirmMove', { name: chosen ? workerName(chosen) : '' })
        }
        confirmLabel={action.target?.workerId === null ? t('assignment.unassign') : t('assignment.move')}
      />
    </Card>
  )
}
