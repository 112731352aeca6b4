import { Navigate, useLocation, useSearchParams } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { DEFAULT_AFTER_SIGN_IN } from '@/config/paths'
import { LoginScreen } from '@/features/identity/sign-in/components/login-screen'
import { returnPath, type ReturnState } from '@/features/identity/sign-in/components/route-guards'
import { useSession } from '@/lib/session'
import { useT } from '@/lib/i18n/use-t'

export const EMAIL_CONFIRMED_NOTE = 'Your email address has been confirmed. You can now sign in.'

/** /login: signed-in users move on; a password accepted with the second factor owed resumes at that step. */
export default function LoginRoute() {
  const t = useT()
  const { isPending, user, pendingSecondFactor } = useSession()
  const location = useLocation()
  const [search] = useSearchParams()
  if (isPending) return <LoadingScreen text={t('common.initializing')} />
  if (user) return <Navigate to={returnPath(location.state, DEFAULT_AFTER_SIGN_IN)} replace />
  return (
    <LoginScreen
      initialStep={pendingSecondFactor === 'totp' ? 1 : pendingSecondFactor === 'email' ? 2 : 0}
      notice={search.get('confirmed') === '1' ? EMAIL_CONFIRMED_NOTE : undefined}
      initialError={(location.state as ReturnState | null)?.error}
    />
  )
}
