import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { authApi, isSecondFactorRedirect, type SignInResult, useRefreshSession } from '../api/auth-api'
import { AuthLayout } from './auth-layout'
import { BackToLogin } from './back-to-login'
import { PasskeySignIn } from './passkey-sign-in'
import { CodeForm, CredentialsForm, ForgotPasswordForm } from './lazy-sign-in-forms'
import { type MessageId, useT } from '@/lib/i18n/use-t'
import { RichText } from '@/lib/i18n/rich-text'

const loginErrors = () => import('./login-errors')
const FrozenAccountLink = lazy(() => loginErrors().then((m) => ({ default: m.FrozenAccountLink })))

export type LoginStep = 0 | 1 | 2
/** 'mfa': reached at /verify-mfa because the account owes its second factor; step 1 then has no way back. */
export type LoginMode = 'login' | 'mfa'

const TITLES = {
  0: 'signIn.title',
  1: 'signIn.totpTitle',
  2: 'signIn.emailCodeTitle',
} as const satisfies Record<LoginStep, MessageId>

/**
 * The login screen: credentials (step 0), authenticator code (1), emailed code (2) and the forgot-password view.
 * A completed sign-in only refreshes the session; the route then moves on.
 */
export function LoginScreen({
  initialStep = 0,
  mode = 'login',
  notice,
  initialError,
}: {
  initialStep?: LoginStep
  mode?: LoginMode
  notice?: string
  initialError?: string
}) {
  const navigate = useNavigate()
  const t = useT()
  const refreshSession = useRefreshSession()
  const [step, setStep] = useState<LoginStep>(initialStep)
  const [forgotPassword, setForgotPassword] = useState(false)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(initialError ?? null)

  const backToCredentials = () => {
    setError(null)
    setForgotPassword(false)
    setStep(0)
  }

  const onCredentials = async (result: SignInResult, signedInEmail: string) => {
    setEmail(signedInEmail)
    if (!isSecondFactorRedirect(result)) {
      await refreshSession()
      return
    }
    if (result.method === 'totp') {
      setStep(1)
      return
    }
    try {
      await authApi.sendEmailCode()
      setStep(2)
    } catch (cause) {
      setError((await loginErrors()).emailCodeFailure(cause))
    }
  }

  const verify = (call: (code: string) => Promise<unknown>) => async (code: string) => {
    setError(null)
    try {
      await call(code)
      await refreshSession()
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'SESSION_LOST') {
        if (mode === 'mfa') {
          void navigate(paths.auth.login.getHref(), { replace: true, state: { error: cause.message } })
        } else {
          backToCredentials()
          setError(cause.message)
        }
        return
      }
      setError((await loginErrors()).codeFailure(cause))
    }
  }

  if (forgotPassword) {
    return (
      <AuthLayout title={t('signIn.resetTitle')} subtitle={t('signIn.resetSubtitle')}>
        <ForgotPasswordForm defaultEmail={email} onBack={backToCredentials} />
      </AuthLayout>
    )
  }

  if (step === 1) {
    return (
      <AuthLayout title={t(TITLES[1])} error={error} subtitle={mode === 'mfa' ? t('signIn.totpRequiredSubtitle') : t('signIn.totpSubtitle')}>
        <CodeForm label={t('signIn.authCodeLabel')} submitText={t('signIn.verifyCode')} onSubmit={verify(authApi.verifyTotp)} />
        {mode !== 'mfa' && <BackToLogin onClick={backToCredentials} />}
      </AuthLayout>
    )
  }

  if (step === 2) {
    return (
      <AuthLayout
        title={t(TITLES[2])}
        error={error}
        subtitle={
          email ? (
            <RichText text={t('signIn.emailCodeSentTo', { email })} parts={[<span className="font-medium text-slate-200" />]} />
          ) : (
            t('signIn.emailCodeSent')
          )
        }
      >
        <CodeForm label={t('signIn.verificationCodeLabel')} submitText={t('signIn.verifyEmailCode')} onSubmit={verify(authApi.verifyEmailCode)} />
        {mode !== 'mfa' && <BackToLogin onClick={backToCredentials} />}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={t(TITLES[0])} error={error} footer={{ text: t('signIn.noAccount'), to: paths.auth.register.getHref(), signUp: true }}>
      {notice && <Banner tone="success">{notice}</Banner>}
      <CredentialsForm
        defaultEmail={email}
        onError={setError}
        onResult={onCredentials}
        onForgotPassword={(typed) => {
          setEmail(typed)
          setError(null)
          setForgotPassword(true)
        }}
      />
      {error && (
        <Suspense fallback={null}>
          <FrozenAccountLink error={error} />
        </Suspense>
      )}
      <PasskeySignIn onSignedIn={refreshSession} onError={setError} />
    </AuthLayout>
  )
}
