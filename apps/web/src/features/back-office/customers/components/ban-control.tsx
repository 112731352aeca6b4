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

type BanDuration = (typeof BAN_DURATIONS)[number]
type BanValues = z.input<typeof BanBody>

const DURATION_LABELS: Record<BanDuration, string> = { lifted: 'Until unbanned', '1d': '1 day', '7d': '7 days', '30d': '30 days' }
const DURATION_OPTIONS = BAN_DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }))
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
        {banned ? 'Unban User' : 'Ban User'}
      </Button>

      <ConfirmDialog
        {...banDialog.dialogProps}
        onConfirm={detached(form.handleSubmit(banDialog.confirm))}
        title="Ban User"
        description={`Are you sure you want to ban ${who}? The user will not be able to log in or access the application until the ban ends, and every session they have is ended now.`}
        confirmLabel="Ban User"
        tone="danger"
      >
        <div className="space-y-4">
          <SelectField label="Ban duration" options={DURATION_OPTIONS} error={errors.duration?.message} {...form.register('duration')} />
          <TextareaField
            label="Reason (optional)"
            rows={3}
            maxLength={500}
            hint={reasonAudience('customer.ban')}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        {...unbanDialog.dialogProps}
        title="Unban User"
        description={`Are you sure you want to unban ${who}? The user will be able to log in and use the application again.`}
        confirmLabel="Unban User"
      />
    </>
  )
}
