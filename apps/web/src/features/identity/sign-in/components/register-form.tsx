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
    <form noValidate onSubmit={detached(submit)} className="space-y-4" aria-label="Create account">
      {registered && <Banner tone="success">{REGISTERED_MESSAGE}</Banner>}
      <Field label="Full Name" autoComplete="name" placeholder="Jane Doe" autoFocus error={errors.fullName?.message} {...form.register('fullName')} />
      <Field label="Email Address" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Create a password"
        hint="Minimum 8 characters. Consider adding special characters & numbers for stronger security."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat your password"
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
        Create Account
      </Button>
    </form>
  )
}
