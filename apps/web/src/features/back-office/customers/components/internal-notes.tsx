import { zodResolver } from '@hookform/resolvers/zod'
import { InternalNoteBody, STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useAddInternalNote, useInternalNotes } from '../api/customers'
import { useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

/**
 * Internal notes (decision 073): what staff want each other to know about the customer. Never shown to the customer,
 * unlike the Dashboard Note beside it; added, never edited or deleted, newest first.
 */
export function InternalNotes({ customerId }: { customerId: string }) {
  const notes = useInternalNotes(customerId)
  const add = useAddInternalNote(customerId)
  const success = useTimedMessage(STAFF_TIMINGS.noteMessageMs)
  const [error, setError] = useState<string | null>(null)
  const t = useT()
  const form = useForm<z.input<typeof InternalNoteBody>, unknown, z.output<typeof InternalNoteBody>>({
    resolver: zodResolver(InternalNoteBody),
    defaultValues: { body: '' },
  })

  const save = form.handleSubmit(
    async (body) => {
      setError(null)
      try {
        const answer = await add.mutateAsync(body)
        form.reset({ body: '' })
        success.show(answer.message || STAFF_PROFILE_MESSAGES.internalNoteAdded)
      } catch (cause) {
        success.clear()
        setError(errorMessage(cause, STAFF_PROFILE_MESSAGES.addInternalNote, NAMED_REFUSALS))
      }
    },
    (errors) => setError(errors.body?.message ?? STAFF_PROFILE_MESSAGES.addInternalNote),
  )

  return (
    <Card>
      <CardHeader title={t('staffProfile.internalNotes.title')} />
      <div className="space-y-4 p-5">
        <form noValidate onSubmit={detached(save)} className="space-y-4" aria-label={t('staffProfile.internalNotes.formLabel')}>
          {success.message && <Banner tone="success">{success.message}</Banner>}
          {error && <Banner>{error}</Banner>}
          <TextareaField label={t('staffProfile.internalNotes.field')} rows={3} hint={t('staffProfile.internalNotes.hint')} {...form.register('body')} />
          <Button type="submit" loading={add.isPending}>
            {t('staffProfile.internalNotes.add')}
          </Button>
        </form>
        {notes.status === 'pending' ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="w-64" />
            <Skeleton className="w-48" />
          </div>
        ) : notes.status === 'error' ? (
          <Banner>{errorMessage(notes.error, STAFF_PROFILE_MESSAGES.fetchInternalNotes, NAMED_REFUSALS)}</Banner>
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-slate-400">{t('staffProfile.internalNotes.empty')}</p>
        ) : (
          <ol aria-label={t('staffProfile.internalNotes.title')} className="space-y-3 border-t border-white/5 pt-4">
            {notes.data.map((note) => (
              <li key={note.id} className="rounded-xl bg-white/[0.03] p-3 ring-1 ring-white/5">
                <p className="text-sm whitespace-pre-wrap wrap-anywhere text-slate-100">{note.body}</p>
                <p className="mt-2 text-xs text-slate-400">
                  {note.author ?? t('staffProfile.internalNotes.formerStaff')} · <time dateTime={note.created_at}>{formatDateTimeIn(note.created_at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  )
}
