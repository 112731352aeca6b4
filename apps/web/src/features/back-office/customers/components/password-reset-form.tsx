import { STAFF_PASSWORD_MIN_LENGTH, STAFF_PROFILE_MESSAGES, StaffPasswordResetBody } from '@wallet/shared/back-office/customers'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useResetCustomerPassword } from '../api/customers'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

/**
 * reset-user-password: at least 6 characters (the button stays disabled below that). The customer is signed out
 * everywhere and chooses their own password at the next sign-in.
 */
export function PasswordResetForm({ customerId }: { customerId: string }) {
  const reset = useResetCustomerPassword(customerId)
  const form = useForm<z.input<typeof StaffPasswordResetBody>, unknown, z.output<typeof StaffPasswordResetBody>>({
    resolver: zodResolver(StaffPasswordResetBody),
    defaultValues: { newPassword: '' },
    // The message shows once the field is left, then follows the typing.
    mode: 'onTouched',
  })
  const password = form.watch('newPassword') ?? ''
  const [error, setError] = useState<string | null>(null)
  const success = useTimedMessage(STAFF_TIMINGS.passwordMessageMs)
  const t = useT()

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setError(null)
    try {
      const answer = await reset.mutateAsync(newPassword)
      form.reset({ newPassword: '' })
      success.show(answer.message || STAFF_PROFILE_MESSAGES.passwordReset)
    } catch (cause) {
      success.clear()
      setError(errorMessage(cause, STAFF_PROFILE_MESSAGES.resetPassword, NAMED_REFUSALS))
    }
  })

  return (
    <Card>
      <CardHeader title={t('staffProfile.password.title')} />
      <form noValidate onSubmit={detached(submit)} className="space-y-4 p-5" aria-label={t('staffProfile.password.label')}>
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        <Field
          label={t('staffProfile.password.field')}
          type="password"
          autoComplete="new-password"
          error={form.formState.errors.newPassword?.message}
          hint={t('staffProfile.password.hint', { min: STAFF_PASSWORD_MIN_LENGTH })}
          {...form.register('newPassword')}
        />
        <Button type="submit" variant="danger" loading={reset.isPending} disabled={password.length < STAFF_PASSWORD_MIN_LENGTH}>
          {t('staffProfile.password.submit')}
        </Button>
      </form>
    </Card>
  )
}
