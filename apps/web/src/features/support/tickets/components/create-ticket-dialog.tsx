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

type Values = z.input<typeof CreateTicketBody>

const CREATE_FAILED = 'Failed to create ticket. Please try again.'
const URGENCY_OPTIONS = TICKET_URGENCIES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))
const EMPTY: Values = { subject: '', message: '', urgency: 'medium' }

export function CreateTicketDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const create = useCreateTicket()
  const form = useForm<Values>({ resolver: zodResolver(CreateTicketBody), defaultValues: EMPTY })
  const { errors, isSubmitting } = form.formState
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
      title="Create Support Ticket"
      description="Tell us what went wrong and our support team will get back to you."
    >
      <form noValidate onSubmit={detached(onSubmit)} className="space-y-4">
        {create.isError && <Banner>{errorMessage(create.error, CREATE_FAILED, NAMED_REFUSALS)}</Banner>}
        <Field label="Subject" autoFocus error={errors.subject?.message} {...form.register('subject')} />
        <TextareaField label="Message" rows={5} error={errors.message?.message} {...form.register('message')} />
        <SelectField label="Urgency" options={URGENCY_OPTIONS} error={errors.urgency?.message} {...form.register('urgency')} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Submit Ticket
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
