import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSignOut } from '@/features/auth/api/auth-api'
import { useSession } from '@/features/auth/api/session'
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu'
import { DashboardShell } from '@/features/shell/components/dashboard-shell'
import { UserMenu } from '@/features/shell/components/user-menu'

/** The signed-in frame of every dashboard page. Rendered inside the protected group, so the user is known. */
export default function DashboardLayout() {
  const { user } = useSession()
  const signOut = useSignOut()
  const navigate = useNavigate()
  if (!user) return null
  return (
    <DashboardShell
      role={user.role}
      topBarActions={
        <>
          <NotificationsMenu />
          <UserMenu
            fullName={user.fullName}
            email={user.email}
            onSignOut={() =>
              // mutateAsync, not mutate's callbacks: those are skipped once the protected group unmounts this layout,
              // which left the page signed out from as the return path of the next sign-in.
              void signOut
                .mutateAsync()
                .catch(() => undefined)
                .then(() => navigate(paths.auth.login.getHref(), { replace: true }))
            }
          />
        </>
      }
    />
  )
}
