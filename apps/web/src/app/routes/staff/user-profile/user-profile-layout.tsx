import { Link, Navigate, NavLink, Outlet, useMatch, useParams } from 'react-router'
import { cn } from '@/components/ui/cn'
import { icons } from '@/components/ui/icons'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useCan } from '@/features/identity/sign-in/components/can'
import { useCustomerAccess, useStaffCustomerProfile } from '@/features/back-office/customers/api/customers'
import { ProfileAccess } from '@/features/back-office/customers/components/profile-access'
import { useT } from '@/lib/i18n/use-t'

/** The customer's email under the title, once the profile has loaded. */
function CustomerHeading({ userId }: { userId: string }) {
  const profile = useStaffCustomerProfile(userId)
  const t = useT()
  return (
    <PageHeader
      title={t('staffProfile.title')}
      description={
        <span className="flex flex-wrap items-center gap-x-2">
          {profile.data && <span className="font-medium text-slate-200">{profile.data.email}</span>}
          <span className="break-all font-mono text-xs">{userId}</span>
        </span>
      }
    />
  )
}

/**
 * /dashboard/user-profile/{userId}: the staff view of one customer. The server first confirms the caller may see
 * this customer; then the side navigation and the tab. Workers get a way back to their list.
 */
export default function UserProfileLayout() {
  const { userId = '' } = useParams()
  // The profile's own address opens its first tab, before (and whatever) the access check answers.
  const atProfileRoot = useMatch(paths.userProfile.root.path) !== null
  // Workers claim customers: their dashboard is My Users, everyone else's the overview.
  const isWorker = useCan('customers:claim')
  const access = useCustomerAccess(userId)
  const t = useT()
  const dashboardHref = isWorker ? paths.worker.myUsers.getHref() : paths.dashboard.overview.getHref()
  if (atProfileRoot) return <Navigate to={paths.userProfile.general.getHref(userId)} replace />
  const links = [
    { label: t('staffProfile.nav.general'), to: paths.userProfile.general.getHref(userId) },
    { label: t('staffProfile.nav.wallets'), to: paths.userProfile.wallets.getHref(userId) },
    { label: t('staffProfile.nav.transactions'), to: paths.userProfile.transactions.getHref(userId) },
    { label: t('staffProfile.nav.verification'), to: paths.userProfile.verification.getHref(userId) },
    { label: t('staffProfile.nav.paymentManagement'), to: paths.userProfile.paymentManagement.getHref(userId) },
    { label: t('staffProfile.nav.tickets'), to: paths.userProfile.tickets.getHref(userId) },
    { label: t('staffProfile.nav.activity'), to: paths.userProfile.activity.getHref(userId) },
  ]
  return (
    <section>
      {isWorker && (
        <Link
          to={paths.worker.myUsers.getHref()}
          className="mb-4 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-400 transition hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          {/* The arrow points back: to the right in a right-to-left page. */}
          <span className="inline-flex rtl:-scale-x-100">{icons.arrowLeft}</span>
          {t('staffProfile.backToMyUsers')}
        </Link>
      )}
      <ProfileAccess access={access} dashboardHref={dashboardHref}>
        <CustomerHeading userId={userId} />
        <div className="grid gap-6 xl:grid-cols-[200px_minmax(0,1fr)]">
          {/* Beside the tab on a wide screen; above it, wrapping, on a narrower one, so every section stays in view. */}
          <nav
            aria-label={t('staffProfile.navLabel')}
            className="glass flex flex-wrap gap-1 self-start rounded-2xl p-2 xl:sticky xl:top-24 xl:flex-col xl:flex-nowrap"
          >
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'whitespace-nowrap rounded-xl px-3 py-2 text-sm font-medium transition',
                    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-400',
                    isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/[0.04] hover:text-slate-100',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      </ProfileAccess>
    </section>
  )
}
