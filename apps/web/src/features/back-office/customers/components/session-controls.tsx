import { STAFF_PROFILE_MESSAGES, type StaffCustomerProfile } from '@wallet/shared/back-office/customers'
import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { staffOutcome, useConfirmAction } from '@/lib/use-confirm-action'
import { useEndSessions, useResendConfirmation } from '../api/customers'
import { customerName } from './customer-details'
import { useT } from '@/lib/i18n/use-t'

/**
 * Sign Out Everywhere (confirmed first; no ban: the customer may sign in again at once) and, while the customer's
 * address is not confirmed, Resend Confirmation Email (decision 073).
 */
export function SessionControls({ profile, onDone }: { profile: StaffCustomerProfile; onDone: (message: string) => void }) {
  const id = profile.user_id
  const endSessions = useEndSessions(id)
  const resend = useResendConfirmation(id)
  const [resendError, setResendError] = useState<string | null>(null)
  const t = useT()
  const signOutDialog = useConfirmAction({
    run: async () => staffOutcome(await endSessions.mutateAsync(undefined), STAFF_PROFILE_MESSAGES.endSessions),
    failure: STAFF_PROFILE_MESSAGES.endSessions,
    onSuccess: onDone,
  })

  async function resendConfirmation() {
    setResendError(null)
    try {
      const outcome = staffOutcome(await resend.mutateAsync(undefined), STAFF_PROFILE_MESSAGES.resendConfirmation)
      if (typeof outcome === 'string') onDone(outcome)
      else setResendError(outcome.failed)
    } catch (error) {
      setResendError(errorMessage(error, STAFF_PROFILE_MESSAGES.resendConfirmation, NAMED_REFUSALS))
    }
  }

  return (
    <>
      {resendError && <Banner className="basis-full">{resendError}</Banner>}
      <Button variant="secondary" onClick={() => signOutDialog.open(true)}>
        {t('staffProfile.sessions.signOut')}
      </Button>
      {!profile.email_verified && (
        <Button variant="secondary" onClick={detached(resendConfirmation)} loading={resend.isPending}>
          {t('staffProfile.sessions.resend')}
        </Button>
      )}
      <ConfirmDialog
        {...signOutDialog.dialogProps}
        title={t('staffProfile.sessions.signOut')}
        description={t('staffProfile.sessions.signOutDescription', { who: customerName(profile) })}
        confirmLabel={t('staffProfile.sessions.signOut')}
      />
    </>
  )
}
