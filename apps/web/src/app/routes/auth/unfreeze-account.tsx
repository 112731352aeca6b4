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
import { useT } from '@/lib/i18n/use-t'

const CODE_TEXT = { totp: 'unfreeze.totpCode', email: 'unfreeze.emailCode' } as const

/** /unfreeze-account: the password, then the second factor's code, once the waiting period after the freeze is over. */
export default function UnfreezeAccountRoute() {
  const t = useT()
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
      title={t('unfreeze.title')}
      subtitle={t('unfreeze.subtitle')}
      error={error}
      footer={{ text: t('unfreeze.backTo'), to: paths.auth.login.getHref() }}
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
          <p className="text-sm text-slate-300">{t(CODE_TEXT[step.method])}</p>
          <Field
            label={t('unfreeze.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            autoFocus
          />
          {captcha.field}
          <Button type="submit" className="w-full" loading={finishing}>
            {t('unfreeze.submit')}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={detached(start)} className="space-y-4">
          <Field label={t('unfreeze.emailLabel')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
          <Field
            label={t('signIn.passwordLabel')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {captcha.field}
          <Button type="submit" className="w-full" loading={isSubmitting}>
            {t('unfreeze.continue')}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}
