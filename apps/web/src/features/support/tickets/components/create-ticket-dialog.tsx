import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { CreateTicketBody, TICKET_URGENCIES } from '@wallet/shared/support/tickets'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useCreateTicket } from '../api/tickets'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'
import { useUrgencyLabel } from './ticket-badges'

type Values = z.input<typeof CreateTicketBody>

const EMPTY: Values = { subject: '', message: '', urgency: 'medium' }

export function CreateTicketDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const create = useCreateTicket()
  const form = useForm<Values>({ resolver: zodResolver(CreateTicketBody), defaultValues: EMPTY })
  const { errors, isSubmitting } = form.formState
  const t = useT()
  const urgencyLabel = useUrgencyLabel()
  const urgencyOptions = TICKET_URGENCIES.map((value) => ({ value, label: urgencyLabel(value) }))
  const close = () => {
    form.reset(EMPTY)
    create.reset()
    onOpenChange(false)
  }
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values)
      close()
      onCreated()
    } catch {
      // Shown from the mutation's error.
    }
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('tickets.create.title')}
      description={t('tickets.create.description')}
    >
      <form noValidate onSubmit={detached(onSubmit)} className="space-y-4">
        {create.isError && <Banner>{errorMessage(create.error, t('tickets.create.failed'), NAMED_REFUSALS)}</Banner>}
        <Field label={t('tickets.create.subject')} autoFocus error={errors.subject?.message} {...form.register('subject')} />
        <TextareaField label={t('tickets.create.message')} rows={5} error={errors.message?.message} {...form.register('message')} />
        <SelectField label={t('tickets.create.urgency')} options={urgencyOptions} error={errors.urgency?.message} {...form.register('urgency')} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('tickets.create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
