import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { RegisterForm as RegisterSchema } from '@wallet/shared/identity/sign-in'
import { ERRORS } from '@wallet/shared/errors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { authApi } from '../api/auth-api'
import { CaptchaField, type CaptchaHandle } from './captcha-field'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

export const REGISTERED_MESSAGE = 'Registration successful! Please check your email and click the confirmation link to activate your account before signing in.'

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' }

function registrationError(error: unknown): { atCaptcha: boolean; text: string } {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    const text = error.message || 'An error occurred during registration.'
    return { atCaptcha: /captcha|verification challenge/i.test(text) || error.code.startsWith('CAPTCHA'), text }
  }
  return { atCaptcha: false, text: 'An unexpected error occurred. Please try again.' }
}

/** Registration: the fields, the captcha (always), and on any failure a fresh captcha and empty password fields. */
export function RegisterForm({ onError }: { onError: (message: string | null) => void }) {
  const form = useForm<RegisterSchema>({ resolver: zodResolver(RegisterSchema), defaultValues: EMPTY })
  const { errors, isSubmitting } = form.formState
  const captcha = useRef<CaptchaHandle>(null)
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  const [captchaError, setCaptchaError] = useState<string>()
  const [registered, setRegistered] = useState(false)
  const t = useT()

  const failed = () => {
    captcha.current?.reset()
    form.setValue('password', '')
    form.setValue('confirmPassword', '')
  }

  const submit = form.handleSubmit(
    async (values) => {
      onError(null)
      setRegistered(false)
      if (!captchaToken) {
        setCaptchaError(ERRORS.CAPTCHA_REQUIRED.message)
        return
      }
      try {
        await authApi.signUp(values, captchaToken)
        form.reset(EMPTY)
        captcha.current?.reset()
        setRegistered(true)
      } catch (error) {
        failed()
        const { atCaptcha, text } = registrationError(error)
        if (atCaptcha) setCaptchaError(text)
        else onError(text)
      }
    },
    () => {
      if (!captchaToken) setCaptchaError(ERRORS.CAPTCHA_REQUIRED.message)
    },
  )

  return (
    <form noValidate onSubmit={detached(submit)} className="space-y-4" aria-label={t('register.formLabel')}>
      {registered && <Banner tone="success">{REGISTERED_MESSAGE}</Banner>}
      <Field
        label={t('register.fullNameLabel')}
        autoComplete="name"
        placeholder={t('register.fullNamePlaceholder')}
        autoFocus
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <Field
        label={t('signIn.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('signIn.emailPlaceholder')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label={t('signIn.passwordLabel')}
        type="password"
        autoComplete="new-password"
        placeholder={t('register.passwordPlaceholder')}
        hint={t('register.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label={t('register.confirmLabel')}
        type="password"
        autoComplete="new-password"
        placeholder={t('register.confirmPlaceholder')}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <CaptchaField
        ref={captcha}
        error={captchaError}
        onTokenChange={(token) => {
          setCaptchaToken(token)
          if (token) setCaptchaError(undefined)
        }}
      />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('register.submit')}
      </Button>
    </form>
  )
}
