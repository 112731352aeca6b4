import { zodResolver } from '@hookform/resolvers/zod'
import { reasonAudience } from '@wallet/shared/back-office/audit'
import { BAN_DURATIONS, BanBody, STAFF_PROFILE_MESSAGES, type StaffCustomerProfile } from '@wallet/shared/back-office/customers'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { staffOutcome, useConfirmAction } from '@/lib/use-confirm-action'
import { useBanCustomer, useUnbanCustomer } from '../api/customers'
import { bannedUntil, customerName } from './customer-details'
import { detached } from '@/lib/detached'
import { type MessageId, useMessageText, useT } from '@/lib/i18n/use-t'

type BanDuration = (typeof BAN_DURATIONS)[number]
type BanValues = z.input<typeof BanBody>

const DURATION_LABELS: Record<BanDuration, MessageId> = {
  lifted: 'staffProfile.ban.duration.lifted',
  '1d': 'staffProfile.ban.duration.1d',
  '7d': 'staffProfile.ban.duration.7d',
  '30d': 'staffProfile.ban.duration.30d',
}
const NO_BAN: BanValues = { duration: 'lifted', reason: '' }

/**
 * Ban User or Unban User: one button that changes its label, so focus comes back to it when its dialog closes. Each is
 * confirmed first; a ban takes a duration and an optional reason for staff only, kept in the audit log.
 */
export function BanControl({ profile, onDone }: { profile: StaffCustomerProfile; onDone: (message: string) => void }) {
  const id = profile.user_id
  const banned = bannedUntil(profile) !== null
  const who = customerName(profile)
  const ban = useBanCustomer(id)
  const unban = useUnbanCustomer(id)
  const form = useForm<BanValues, unknown, BanBody>({ resolver: zodResolver(BanBody), defaultValues: NO_BAN })
  const t = useT()
  const message = useMessageText()
  const durationOptions = BAN_DURATIONS.map((value) => ({ value, label: t(DURATION_LABELS[value]) }))

  const banDialog = useConfirmAction({
    run: async () => {
      const { duration, reason } = form.getValues()
      return staffOutcome(await ban.mutateAsync({ duration: duration ?? 'lifted', reason: reason?.trim() || undefined }), STAFF_PROFILE_MESSAGES.banNoResult)
    },
    failure: STAFF_PROFILE_MESSAGES.ban,
    onSuccess: onDone,
  })
  const unbanDialog = useConfirmAction({
    run: async () => staffOutcome(await unban.mutateAsync(undefined), STAFF_PROFILE_MESSAGES.unbanNoResult),
    failure: STAFF_PROFILE_MESSAGES.unban,
    onSuccess: onDone,
  })
  const { errors } = form.formState

  return (
    <>
      <Button
        variant={banned ? 'secondary' : 'danger'}
        onClick={() => {
          if (banned) return unbanDialog.open(true)
          form.reset(NO_BAN)
          banDialog.open(true)
        }}
      >
        {banned ? t('staffProfile.ban.unbanTitle') : t('staffProfile.ban.banTitle')}
      </Button>

      <ConfirmDialog
        {...banDialog.dialogProps}
        onConfirm={detached(form.handleSubmit(banDialog.confirm))}
        title={t('staffProfile.ban.banTitle')}
        description={t('staffProfile.ban.banDescription', { who })}
        confirmLabel={t('staffProfile.ban.banTitle')}
        tone="danger"
      >
        <div className="space-y-4">
          <SelectField label={t('staffProfile.ban.duration.label')} options={durationOptions} error={errors.duration?.message} {...form.register('duration')} />
          <TextareaField
            label={t('staffProfile.ban.reason')}
            rows={3}
            maxLength={500}
            hint={message(reasonAudience('customer.ban'))}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        {...unbanDialog.dialogProps}
        title={t('staffProfile.ban.unbanTitle')}
        description={t('staffProfile.ban.unbanDescription', { who })}
        confirmLabel={t('staffProfile.ban.unbanTitle')}
      />
    </>
  )
}
