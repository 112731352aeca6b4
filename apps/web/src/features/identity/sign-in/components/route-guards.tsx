import type { ReactNode } from 'react'
import type { Permission } from '@wallet/shared/roles'
import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session'
import { useCan } from './can'
import { useT } from '@/lib/i18n/use-t'

/** Navigation state that carries where to go once signed in. */
export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string }
  error?: string
}

export function returnPath(state: unknown, fallback: string): string {
  const from = (state as ReturnState | null)?.from
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : fallback
}

/**
 * The protected group: no session goes to /login; a password accepted with the second factor still owed goes to
 * /verify-mfa carrying the return path.
 */
export function RequireSession() {
  const { isPending, user, pendingSecondFactor } = useSession()
  const t = useT()
  const location = useLocation()
  if (isPending) return <LoadingScreen text={t('common.loadingAuth')} />
  if (user) return <Outlet />
  const state: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
  if (pendingSecondFactor) return <Navigate to={paths.auth.verifyMfa.getHref()} replace state={state} />
  return <Navigate to={paths.auth.login.getHref()} replace state={state} />
}

/**
 * What a signed-in account must finish before anything else, from every other path: a password to replace
 * (/force-password-change), then, for staff, their own authenticator app (/setup-authenticator; decision 072).
 */
export function AccountSetupGate({ children }: { children: ReactNode }) {
  const { user } = useSession()
  const { pathname } = useLocation()
  const target = user?.requiresPasswordChange
    ? paths.auth.forcePasswordChange.getHref()
    : user?.authenticatorRequired
      ? paths.auth.setupAuthenticator.getHref()
      : null
  if (target && pathname !== target) return <Navigate to={target} replace />
  return children
}

/** Staff areas: a signed-in user whose role lacks the permission goes to the overview. */
export function RequirePermission({ permission }: { permission: Permission }) {
  if (!useCan(permission)) return <Navigate to={paths.dashboard.overview.getHref()} replace />
  return <Outlet />
}
