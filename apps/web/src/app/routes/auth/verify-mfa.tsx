import { Navigate, useLocation } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { DEFAULT_AFTER_SIGN_IN, paths } from '@/config/paths'
import { LoginScreen } from '@/features/identity/sign-in/components/login-screen'
import { returnPath } from '@/features/identity/sign-in/components/route-guards'
import { useSession } from '@/lib/session'
import { useT } from '@/lib/i18n/use-t'

/** /verify-mfa: the second-factor step on its own; it needs the pending sign-in, else /login. */
export default function VerifyMfaRoute() {
  const t = useT()
  const { isPending, user, pendingSecondFactor } = useSession()
  const location = useLocation()
  if (isPending) return <LoadingScreen text={t('common.initializing')} />
  if (user) return <Navigate to={returnPath(location.state, DEFAULT_AFTER_SIGN_IN)} replace />
  if (!pendingSecondFactor) return <Navigate to={paths.auth.login.getHref()} replace />
  return <LoginScreen mode="mfa" initialStep={pendingSecondFactor === 'email' ? 2 : 1} />
}
