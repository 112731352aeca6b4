import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import type { LoginBody } from '@wallet/shared/identity/sign-in'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { whenPainted } from '@/lib/page-thread'
import { authApi, isSecondFactorRedirect, type SignInResult } from '../api/auth-api'
import { useCaptchaGate } from './captcha-field'
import { signInResolvers } from './sign-in-forms'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

/** Step 0 of the login screen: email, password and, once turned on, the captcha. */
export function CredentialsForm({
  defaultEmail,
  onForgotPassword,
  onResult,
  onError,
}: {
  defaultEmail?: string
  onForgotPassword: (email: string) => void
  onResult: (result: SignInResult, email: string) => Promise<void> | void
  onError: (message: string | null) => void
}) {
  const form = useForm<LoginBody>({
    resolver: signInResolvers.login,
    defaultValues: { email: defaultEmail ?? '', password: '' },
  })
  // The validation code (zod and the schemas) loads once the user starts on the form, well before a first submit, not
  // with the page: a submit before then waits for it (lib/lazy-resolver.ts; docs/decisions/068-overview-first-paint.md).
  const preloadValidation = signInResolvers.login.preload
  // The email field is focused on load (spec part 1 §2), once the form has been painted and without scrolling to it (it
  // shows at the top of the card): focused while the form is still being put on the page, the browser would have to
  // lay the whole page out there and then. Not when the user has already put the focus somewhere (the password field,
  // say): what they type must stay where they type it.
  const email = useRef<HTMLInputElement | null>(null)
  useEffect(() => whenPainted(() => focusUnlessTaken(email.current)), [])
  const { ref: emailRef, ...emailField } = form.register('email')
  const { errors, isSubmitting } = form.formState
  const captcha = useCaptchaGate()
  const t = useT()

  const submit = form.handleSubmit(async (values) => {
    onError(null)
    const attempt = captcha.attempt()
    if (!attempt) return
    try {
      const result = await authApi.signIn(values, attempt.token)
      if (!isSecondFactorRedirect(result) && !('user' in result && result.user)) {
        onError(t('signIn.sessionMissing'))
        return
      }
      await onResult(result, values.email)
    } catch (error) {
      if (!captcha.refused(error)) onError(errorMessage(error))
    }
  })

  return (
    <form
      noValidate
      onSubmit={detached(submit)}
      onInput={preloadValidation}
      onKeyDown={preloadValidation}
      onPointerDown={preloadValidation}
      className="space-y-5"
      aria-label={t('signIn.formLabel')}
    >
      <Field
        label={t('signIn.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('signIn.emailPlaceholder')}
        error={errors.email?.message}
        ref={(element) => {
          emailRef(element)
          email.current = element
        }}
        {...emailField}
      />
      <Field
        label={t('signIn.passwordLabel')}
        type="password"
        autoComplete="current-password"
        placeholder={t('signIn.passwordPlaceholder')}
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={() => onForgotPassword(form.getValues('email'))}
            className="text-xs font-medium text-brand-300 underline-offset-4 transition hover:text-white hover:underline"
          >
            {t('signIn.forgotPassword')}
          </button>
        }
        {...form.register('password')}
      />
      {captcha.field}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </form>
  )
}

/** Focuses `element` unless something else on the page already has the focus. */
export function focusUnlessTaken(element: HTMLElement | null) {
  const focused = document.activeElement
  if (focused && focused !== document.body && focused !== document.documentElement) return
  element?.focus({ preventScroll: true })
}
