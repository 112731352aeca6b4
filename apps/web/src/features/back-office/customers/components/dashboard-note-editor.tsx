import { DashboardNoteBody, STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useSetDashboardNote } from '../api/customers'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

/**
 * set-dashboard-note: the free text the customer sees on their overview. Saving an empty text removes the note
 * (sent as null).
 */
export function DashboardNoteEditor({ customerId, note }: { customerId: string; note: string | null }) {
  const saved = note ?? ''
  // The note reloaded (after a save, or changed by someone else): the field follows it unless it is being edited.
  const form = useForm<z.input<typeof DashboardNoteBody>, unknown, z.output<typeof DashboardNoteBody>>({
    resolver: zodResolver(DashboardNoteBody),
    defaultValues: { note: saved },
    values: { note: saved },
    resetOptions: { keepDirtyValues: true },
  })
  const text = form.watch('note') ?? ''
  const setNote = useSetDashboardNote(customerId)
  const success = useTimedMessage(STAFF_TIMINGS.noteMessageMs)
  const [error, setError] = useState<string | null>(null)
  const t = useT()

  const save = form.handleSubmit(
    async ({ note: next }) => {
      setError(null)
      try {
        const answer = await setNote.mutateAsync(next)
        form.reset({ note: next ?? '' })
        success.show(answer.message || STAFF_PROFILE_MESSAGES.noteUpdated)
      } catch (cause) {
        success.clear()
        setError(errorMessage(cause, STAFF_PROFILE_MESSAGES.sendNote, NAMED_REFUSALS))
      }
    },
    (errors) => setError(errors.note?.message ?? STAFF_PROFILE_MESSAGES.sendNote),
  )

  return (
    <Card>
      <CardHeader title={t('staffProfile.note.title')} />
      <form noValidate onSubmit={detached(save)} className="space-y-4 p-5" aria-label={t('staffProfile.note.label')}>
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        <TextareaField label={t('staffProfile.note.field')} rows={4} {...form.register('note')} hint={t('staffProfile.note.hint')} />
        <Button type="submit" loading={setNote.isPending} disabled={text === saved}>
          {t('staffProfile.note.save')}
        </Button>
      </form>
    </Card>
  )
}
