import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ERRORS } from '@wallet/shared/errors'
import { Banner } from '@/components/ui/banner'
import { paths } from '@/config/paths'
import { ApiError, errorMessage } from '@/lib/api-client'
import { authApi, isSecondFactorRedirect, type SignInResult, useRefreshSession } from '../api/auth-api'
import { AuthLayout } from './auth-layout'
import { BackToLogin } from './back-to-login'
import { PasskeySignIn } from './passkey-sign-in'
import { CodeForm, CredentialsForm, ForgotPasswordForm } from './lazy-sign-in-forms'

export type LoginStep = 0 | 1 | 2
/** 'mfa': reached at /verify-mfa because the account owes its second factor; step 1 then has no way back. */
export type LoginMode = 'login' | 'mfa'

const TITLES: Record<LoginStep, string> = {
  0: 'Login to Your Wallet',
  1: 'Two-Factor Authentication',
  2: 'Check Your Email',
}

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
      setError(errorMessage(cause, ERRORS.EMAIL_CODE_SEND_FAILED.message))
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
      setError(cause instanceof ApiError && cause.status < 500 ? cause.message : ERRORS.INVALID_CODE.message)
    }
  }

  if (forgotPassword) {
    return (
      <AuthLayout title="Reset Password" subtitle="Enter your email and we will send you a link to choose a new password.">
        <ForgotPasswordForm defaultEmail={email} onBack={backToCredentials} />
      </AuthLayout>
    )
  }

  if (step === 1) {
    return (
      <AuthLayout
        title={TITLES[1]}
        error={error}
        subtitle={
          mode === 'mfa'
            ? 'Your account requires two-factor authentication. Please enter the code from your authenticator app to continue.'
            : 'Enter the code from your authenticator app.'
        }
      >
        <CodeForm label="Authentication Code" submitText="Verify Code" onSubmit={verify(authApi.verifyTotp)} />
        {mode !== 'mfa' && <BackToLogin onClick={backToCredentials} />}
      </AuthLayout>
    )
  }

  if (step === 2) {
    return (
      <AuthLayout
        title={TITLES[2]}
        error={error}
        subtitle={
          email ? (
            <>
              We sent a verification code to <span className="font-medium text-slate-200">{email}</span>. Enter it below to continue.
            </>
          ) : (
            'We sent a verification code to your email. Enter it below to continue.'
          )
        }
      >
        <CodeForm label="Verification Code" submitText="Verify Email OTP" onSubmit={verify(authApi.verifyEmailCode)} />
        {mode !== 'mfa' && <BackToLogin onClick={backToCredentials} />}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={TITLES[0]} error={error} footer={{ text: "Don't have an account?", to: paths.auth.register.getHref() }}>
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
      {error === ERRORS.ACCOUNT_FROZEN.message && (
        <p className="text-center text-sm">
          <Link to={paths.auth.unfreezeAccount.getHref()} className="font-semibold text-brand-300 underline-offset-4 hover:text-white hover:underline">
            Unfreeze your account
          </Link>
        </p>
      )}
      <PasskeySignIn onSignedIn={refreshSession} onError={setError} />
    </AuthLayout>
  )
}
