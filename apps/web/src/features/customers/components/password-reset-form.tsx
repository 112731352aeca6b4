import { STAFF_PASSWORD_MIN_LENGTH, STAFF_PROFILE_MESSAGES, STAFF_TIMINGS, StaffPasswordResetBody } from '@wallet/shared/customers'
import { type FormEvent, useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useResetCustomerPassword } from '../api/customers'
import { errorMessage, STAFF_REFUSALS } from '@/lib/api-client'

/**
 * reset-user-password: at least 6 characters (the button stays disabled below that). The customer is signed out
 * everywhere and chooses their own password at the next sign-in.
 */
export function PasswordResetForm({ customerId }: { customerId: string }) {
  const reset = useResetCustomerPassword(customerId)
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const success = useTimedMessage(STAFF_TIMINGS.passwordMessageMs)
  const check = StaffPasswordResetBody.safeParse({ newPassword: password })
  const problem = touched && !check.success ? check.error.issues[0]?.message : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    if (!check.success) return
    try {
      const answer = await reset.mutateAsync(check.data.newPassword)
      setPassword('')
      setTouched(false)
      success.show(answer.message || STAFF_PROFILE_MESSAGES.passwordReset)
    } catch (cause) {
      success.clear()
      setError(errorMessage(cause, STAFF_PROFILE_MESSAGES.resetPassword, STAFF_REFUSALS))
    }
  }

  return (
    <Card>
      <CardHeader title="Reset User Password" />
      <form noValidate onSubmit={submit} className="space-y-4 p-5" aria-label="Reset user password">
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={problem}
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. The customer is signed out everywhere and must choose a new password at their next sign-in.`}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Button type="submit" variant="danger" loading={reset.isPending} disabled={password.length < STAFF_PASSWORD_MIN_LENGTH}>
          Reset Password
        </Button>
      </form>
    </Card>
  )
}
