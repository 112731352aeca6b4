import { MoveWorkerBody, type StaffAccount } from '@wallet/shared/back-office/workers'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import type { StaffDialog } from '@/lib/use-staff-dialog'
import { useMoveWorker } from '../api/staff-accounts'
import { detached } from '@/lib/detached'

const label = (account: Pick<StaffAccount, 'full_name' | 'email'>) =>
  account.full_name?.trim() ? `${account.full_name.trim()} (${account.email})` : account.email

/** Moves a worker (with their customers) to another manager; the outcome shows for 1.5 s before the dialog closes. */
export function MoveWorkerDialog({
  dialog,
  managers,
  onMoved,
}: {
  dialog: StaffDialog<StaffAccount>
  managers: StaffAccount[]
  onMoved: (message: string) => void
}) {
  const t = useT()
  const worker = dialog.target
  return (
    <Dialog
      open={worker !== null}
      onOpenChange={dialog.onOpenChange}
      title={t('moveWorker.title')}
      description={worker ? t('moveWorker.description', { name: label(worker) }) : undefined}
    >
      {/* A new form per opening. */}
      {worker && <MoveWorkerForm key={worker.id} worker={worker} managers={managers} dialog={dialog} onMoved={onMoved} />}
    </Dialog>
  )
}

function MoveWorkerForm({
  worker,
  managers,
  dialog,
  onMoved,
}: {
  worker: StaffAccount
  managers: StaffAccount[]
  dialog: StaffDialog<StaffAccount>
  onMoved: (message: string) => void
}) {
  const t = useT()
  const move = useMoveWorker()
  const form = useForm<z.input<typeof MoveWorkerBody>, unknown, z.output<typeof MoveWorkerBody>>({
    resolver: zodResolver(MoveWorkerBody),
    defaultValues: { managerId: '' },
  })
  const choices = managers.filter((m) => m.id !== worker.manager?.id)
  const submit = form.handleSubmit(async ({ managerId }) => {
    try {
      const answer = await move.mutateAsync({ workerId: worker.id, managerId })
      dialog.succeed(answer.message)
      onMoved(answer.message)
    } catch (cause) {
      dialog.fail(errorMessage(cause, t('moveWorker.failed'), NAMED_REFUSALS))
    }
  })
  return (
    <form onSubmit={detached(submit)} className="space-y-4">
      {dialog.error && <Banner>{dialog.error}</Banner>}
      {dialog.success && <Banner tone="success">{dialog.success}</Banner>}
      <SelectField
        label={t('moveWorker.newManager')}
        options={[{ value: '', label: t('moveWorker.chooseManager') }, ...choices.map((m) => ({ value: m.id, label: label(m) }))]}
        error={form.formState.errors.managerId?.message}
        {...form.register('managerId', { onChange: () => form.clearErrors('managerId') })}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={dialog.close} disabled={move.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={move.isPending} disabled={dialog.success !== null}>
          {t('moveWorker.title')}
        </Button>
      </div>
    </form>
  )
}
