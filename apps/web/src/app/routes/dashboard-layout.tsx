import { useSignOut } from '@/features/auth/api/auth-api'
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu'
import { DashboardShell } from '@/features/shell/components/dashboard-shell'
import { UserMenu } from '@/features/shell/components/user-menu'
import { useSession } from '@/lib/session'

/** The signed-in frame of every dashboard page. Rendered inside the protected group, so the user is known. */
export default function DashboardLayout() {
  const { user } = useSession()
  const signOut = useSignOut()
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
            onSignOut={() => signOut.mutate()}
          />
        </>
      }
    />
  )
}
