import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { authApi } from '../api/auth-api'
import { BackToLogin } from './back-to-login'
import { signInResolvers } from './sign-in-forms'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

export const RESET_LINK_SENT = 'If an account exists for this email, a password reset link has been sent.'
export const RESET_LINK_FAILED = 'Failed to send reset link. Please try again.'

/** The login screen's forgot-password view. The answer never tells whether the account exists. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail?: string; onBack: () => void }) {
  const form = useForm<{ email: string }>({ resolver: signInResolvers.forgotPassword, defaultValues: { email: defaultEmail ?? '' } })
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const t = useT()

  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome(null)
    try {
      await authApi.requestPasswordReset(email)
      setOutcome({ tone: 'success', text: RESET_LINK_SENT })
    } catch {
      setOutcome({ tone: 'error', text: RESET_LINK_FAILED })
    }
  })

  return (
    <form noValidate onSubmit={detached(submit)} className="space-y-5" aria-label={t('signIn.resetFormLabel')}>
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <Field
        label={t('signIn.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('signIn.emailPlaceholder')}
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {t('signIn.sendResetLink')}
      </Button>
      <BackToLogin onClick={onBack} />
    </form>
  )
}
