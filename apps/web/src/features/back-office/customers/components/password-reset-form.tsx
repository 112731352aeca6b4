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
      <CardHeader title="Reset User Password" />
      <form noValidate onSubmit={detached(submit)} className="space-y-4 p-5" aria-label="Reset user password">
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={form.formState.errors.newPassword?.message}
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. The customer is signed out everywhere and must choose a new password at their next sign-in.`}
          {...form.register('newPassword')}
        />
        <Button type="submit" variant="danger" loading={reset.isPending} disabled={password.length < STAFF_PASSWORD_MIN_LENGTH}>
          Reset Password
        </Button>
      </form>
    </Card>
  )
}
