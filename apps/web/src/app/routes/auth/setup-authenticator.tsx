import { useEffect, useRef, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import type { TotpSetup } from '@wallet/shared/identity/second-factors'
import { SECURITY_MESSAGES } from '@wallet/shared/identity/second-factors'
import { Button } from '@/components/ui/button'
import { LoadingScreen } from '@/components/ui/spinner'
import { DEFAULT_AFTER_SIGN_IN, paths } from '@/config/paths'
import { useRefreshSession, useSignOut } from '@/features/identity/sign-in/api/auth-api'
import { AuthLayout } from '@/features/identity/sign-in/components/auth-layout'
import { useStartTotp, useVerifyTotp } from '@/features/identity/settings/api/security'
import { TotpEnrolment } from '@/features/identity/settings/components/totp-enrolment'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { useSession } from '@/lib/session'
import { useT } from '@/lib/i18n/use-t'

/**
 * /setup-authenticator: a staff account without its own authenticator app enrols one before anything else answers
 * it (decision 072). Setting up starts at once and cannot be put off; signing out can.
 */
export default function SetupAuthenticatorRoute() {
  const t = useT()
  const { isPending, user } = useSession()
  const navigate = useNavigate()
  const refreshSession = useRefreshSession()
  const startTotp = useStartTotp()
  const verifyTotp = useVerifyTotp()
  const signOut = useSignOut()
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  const start = () => {
    setError(null)
    startTotp.mutate(undefined, { onSuccess: setSetup, onError: (cause) => setError(errorMessage(cause, SECURITY_MESSAGES.totpStartFailed)) })
  }

  const needsSetup = user?.authenticatorRequired === true && !user.requiresPasswordChange
  useEffect(() => {
    if (!needsSetup || started.current) return
    started.current = true
    start()
    // Starts once on arrival; a failed start is retried by the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsSetup])

  if (isPending) return <LoadingScreen text={t('common.initializing')} />
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />
  if (!needsSetup) return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />

  const submit = (code: string) => {
    setError(null)
    verifyTotp.mutate(code, {
      onSuccess: detached(async () => {
        await refreshSession().catch(() => undefined)
        await navigate(DEFAULT_AFTER_SIGN_IN, { replace: true })
      }),
      onError: (cause) => setError(errorMessage(cause, SECURITY_MESSAGES.invalidTotp)),
    })
  }

  return (
    <AuthLayout title={t('setupAuth.title')} subtitle={t('setupAuth.subtitle')} error={error}>
      {setup ? (
        <TotpEnrolment setup={setup} busy={verifyTotp.isPending} onSubmit={submit} submitLabel={t('setupAuth.turnOn')} />
      ) : (
        !startTotp.isPending && <Button onClick={start}>{t('setupAuth.start')}</Button>
      )}
      <div className="text-center">
        <Button variant="ghost" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('setupAuth.signOut')}
        </Button>
      </div>
    </AuthLayout>
  )
}
