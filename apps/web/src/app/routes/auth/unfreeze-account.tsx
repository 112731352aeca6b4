import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { UnfreezeStartBody } from '@wallet/shared/identity/sessions-and-freeze'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { authApi } from '@/features/identity/sign-in/api/auth-api'
import { AuthLayout } from '@/features/identity/sign-in/components/auth-layout'
import { useCaptchaGate } from '@/features/identity/sign-in/components/captcha-field'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'

const CODE_TEXT = { totp: 'Enter the 6-digit code of your authenticator app.', email: 'Enter the 6-digit code we sent to your email.' } as const

/** /unfreeze-account: the password, then the second factor's code, once the waiting period after the freeze is over. */
export default function UnfreezeAccountRoute() {
  const [step, setStep] = useState<{ method: 'totp' | 'email' } | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const form = useForm<UnfreezeStartBody>({ resolver: zodResolver(UnfreezeStartBody), defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = form.formState
  const [finishing, setFinishing] = useState(false)

  // Each step checks the password again: after a wrong one, each asks for a captcha of its own.
  const captcha = useCaptchaGate()
  const refused = (cause: unknown) => {
    if (!captcha.refused(cause)) setError(errorMessage(cause, undefined, { serverWords: 'refused' }))
  }

  const start = form.handleSubmit(async (body) => {
    setError(null)
    const attempt = captcha.attempt()
    if (!attempt) return
    try {
      setStep(await authApi.startUnfreeze(body, attempt.token))
      captcha.accepted()
    } catch (cause) {
      refused(cause)
    }
  })

  async function finish() {
    setError(null)
    const attempt = captcha.attempt()
    if (!attempt) return
    setFinishing(true)
    try {
      setDone((await authApi.unfreeze({ ...form.getValues(), code }, attempt.token)).message)
    } catch (cause) {
      refused(cause)
    } finally {
      setFinishing(false)
    }
  }

  return (
    <AuthLayout
      title="Unfreeze Account"
      subtitle="Once the waiting period after a freeze is over, your password and second factor unfreeze your account."
      error={error}
      footer={{ text: 'Back to', to: paths.auth.login.getHref() }}
    >
      {done ? (
        <Banner tone="success">{done}</Banner>
      ) : step ? (
        <form
          noValidate
          onSubmit={detached((event: FormEvent) => {
            event.preventDefault()
            return finish()
          })}
          className="space-y-4"
        >
          <p className="text-sm text-slate-300">{CODE_TEXT[step.method]}</p>
          <Field
            label="Verification Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            autoFocus
          />
          {captcha.field}
          <Button type="submit" className="w-full" loading={finishing}>
            Unfreeze account
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={detached(start)} className="space-y-4">
          <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
          <Field label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
          {captcha.field}
          <Button type="submit" className="w-full" loading={isSubmitting}>
            Continue
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}
