import { useEffect, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { ForcePasswordChangeForm } from '@wallet/shared/identity/sign-in'
import { Banner } from '@/components/ui/banner'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { authApi, useRefreshSession } from '@/features/identity/sign-in/api/auth-api'
import { AuthLayout } from '@/features/identity/sign-in/components/auth-layout'
import { NewPasswordForm } from '@/features/identity/sign-in/components/new-password-form'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { detached } from '@/lib/detached'
import { useMessageText, useT } from '@/lib/i18n/use-t'

export const PASSWORD_SET_MESSAGE = 'Your password has been updated successfully. Redirecting to your dashboard...'
const REDIRECT_AFTER_MS = 1_500

/** /force-password-change: a signed-in user whose account requires a new password sets one here. */
export default function ForcePasswordChangeRoute() {
  const { isPending, user } = useSession()
  const navigate = useNavigate()
  const refreshSession = useRefreshSession()
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const t = useT()
  const message = useMessageText()

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(
      detached(async () => {
        await refreshSession().catch(() => undefined)
        await navigate(paths.dashboard.overview.getHref(), { replace: true })
      }),
      REDIRECT_AFTER_MS,
    )
    return () => clearTimeout(timer)
  }, [done, navigate, refreshSession])

  if (isPending) return <LoadingScreen text={t('common.initializing')} />
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />
  return (
    <AuthLayout title={t('forcePassword.title')} subtitle={t('forcePassword.subtitle')} error={error}>
      {done && <Banner tone="success">{message(PASSWORD_SET_MESSAGE)}</Banner>}
      <NewPasswordForm
        schema={ForcePasswordChangeForm}
        disabled={done}
        onSubmit={async ({ password }) => {
          setError(null)
          try {
            await authApi.setForcedPassword(password)
            setDone(true)
          } catch (cause) {
            setError(errorMessage(cause))
          }
        }}
      />
    </AuthLayout>
  )
}
