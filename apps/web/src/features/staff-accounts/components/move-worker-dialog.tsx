import { MoveWorkerBody, type StaffAccount } from '@wallet/shared/workers'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage } from '@/lib/api-client'
import { useMoveWorker } from '../api/staff-accounts'

const label = (account: Pick<StaffAccount, 'full_name' | 'email'>) => (account.full_name?.trim() ? `${account.full_name.trim()} (${account.email})` : account.email)

/** Moves a worker (with their customers) to another manager. */
export function MoveWorkerDialog({
  worker,
  managers,
  onOpenChange,
  onMoved,
}: {
  worker: StaffAccount | null
  managers: StaffAccount[]
  onOpenChange: (open: boolean) => void
  onMoved: (message: string) => void
}) {
  const move = useMoveWorker()
  const form = useForm<z.input<typeof MoveWorkerBody>, unknown, z.output<typeof MoveWorkerBody>>({
    resolver: zodResolver(MoveWorkerBody),
    defaultValues: { managerId: '' },
  })
  const choices = managers.filter((m) => m.id !== worker?.manager?.id)
  const close = () => {
    if (move.isPending) return
    form.reset({ managerId: '' })
    move.reset()
    onOpenChange(false)
  }
  const submit = form.handleSubmit(({ managerId }) => {
    if (!worker) return
    move.mutate(
      { workerId: worker.id, managerId },
      {
        onSuccess: (answer) => {
          close()
          onMoved(answer.message)
        },
      },
    )
  })
  return (
    <Dialog
      open={worker !== null}
      onOpenChange={(open) => !open && close()}
      title="Move Worker"
      description={worker ? `Choose the new manager of ${label(worker)}. Their customers move with them.` : undefined}
    >
      <form onSubmit={submit} className="space-y-4">
        {move.isError && <Banner>{errorMessage(move.error, 'Failed to move the worker.')}</Banner>}
        <SelectField
          label="New manager"
          options={[{ value: '', label: 'Choose a manager' }, ...choices.map((m) => ({ value: m.id, label: label(m) }))]}
          error={form.formState.errors.managerId?.message}
          {...form.register('managerId', { onChange: () => form.clearErrors('managerId') })}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending}>
            Move Worker
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
