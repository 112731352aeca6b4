import { paths } from '@/config/paths'
import { WorkCountBadge } from '@/features/back-office/work/components/work-count-badge'
import { useSignOut } from '@/features/identity/sign-in/api/auth-api'
import { Can } from '@/features/identity/sign-in/components/can'
import { NotificationsMenu } from '@/features/support/notifications/components/lazy-notifications-menu'
import { DashboardShell } from '@/features/platform/shell/components/dashboard-shell'
import { RolePanel } from '@/features/platform/shell/components/sidebar'
import { STAFF_PANELS } from '@/features/platform/shell/components/sidebar-links'
import { UserMenu } from '@/features/platform/shell/components/lazy-user-menu'
import { useSession } from '@/lib/session'
import { useT } from '@/lib/i18n/use-t'

/** The signed-in frame of every dashboard page. Rendered inside the protected group, so the user is known. */
export default function DashboardLayout() {
  const { user } = useSession()
  const signOut = useSignOut()
  const t = useT()
  if (!user) return null
  return (
    <DashboardShell
      rolePanel={
        <>
          {/* Every staff member's queues, with the live count of what waits for them. */}
          <Can permission="customers:view">
            <RolePanel heading={t('nav.work')} to={paths.work.root.getHref()} badge={<WorkCountBadge />} testId="work-panel" />
          </Can>
          {STAFF_PANELS.map((panel) => (
            <Can key={panel.heading} permission={panel.permission}>
              <RolePanel heading={t(panel.heading)} to={panel.to} />
            </Can>
          ))}
        </>
      }
      topBarActions={
        <>
          <NotificationsMenu />
          <UserMenu fullName={user.fullName} email={user.email} onSignOut={() => signOut.mutate()} />
        </>
      }
    />
  )
}
