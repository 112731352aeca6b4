import { zodResolver } from '@hookform/resolvers/zod'
import { ANNOUNCEMENT_MAX_LENGTH, CreateAnnouncementBody } from '@wallet/shared/support/announcements'
import { MANAGER_MESSAGES } from '@wallet/shared/back-office/workers'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage } from '@/lib/api-client'
import { useSendAnnouncement } from '../api/announcements'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

type Values = z.input<typeof CreateAnnouncementBody>

/** A refused send: signed out, the server's own words for bad input, otherwise the spec's failure. */
const SEND_ERRORS = { serverWords: [400], byStatus: { 401: MANAGER_MESSAGES.announcementLoginRequired } } as const

/** create_announcement: one message to every worker of the manager. */
export function SendAnnouncementForm() {
  const t = useT()
  const send = useSendAnnouncement()
  const form = useForm<Values>({ resolver: zodResolver(CreateAnnouncementBody), defaultValues: { message: '' } })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync(message)
      form.reset({ message: '' })
    } catch {
      // Shown from the mutation's error.
    }
  })
  return (
    <form noValidate onSubmit={detached(onSubmit)} className="space-y-4">
      {send.isError && <Banner>{errorMessage(send.error, MANAGER_MESSAGES.announcementFailed, SEND_ERRORS)}</Banner>}
      {send.isSuccess && !form.formState.isDirty && <Banner tone="success">{MANAGER_MESSAGES.announcementSent}</Banner>}
      <TextareaField
        label={t('announcementForm.message')}
        rows={4}
        maxLength={ANNOUNCEMENT_MAX_LENGTH}
        placeholder={t('announcementForm.placeholder')}
        error={errors.message?.message}
        {...form.register('message', { onChange: () => send.isError && send.reset() })}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {t('announcementForm.send')}
        </Button>
      </div>
    </form>
  )
}
