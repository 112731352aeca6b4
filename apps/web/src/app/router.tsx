import { Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { AccountSetupGate, RequirePermission, RequireSession } from '@/features/identity/sign-in/components/route-guards'
import { lazyPage, toOverview } from './lazy-page'
import { customerPages, loadDashboardLayout } from './route-modules'
import LoginRoute from './routes/auth/login'
import { loadCatalogue } from '@/lib/i18n/i18n'
import { useT } from '@/lib/i18n/use-t'

/** An area's address and every address under it, which the area's own route table matches. */
const area = (path: string) => `${path}/*`

const Register = lazyPage(() => import('./routes/auth/register'))
const VerifyMfa = lazyPage(() => import('./routes/auth/verify-mfa'))
const ForcePasswordChange = lazyPage(() => import('./routes/auth/force-password-change'))
const SetupAuthenticator = lazyPage(() => import('./routes/auth/setup-authenticator'))
const UpdatePassword = lazyPage(() => import('./routes/auth/update-password'))
const FreezeAccount = lazyPage(() => import('./routes/auth/freeze-account'))
const UnfreezeAccount = lazyPage(() => import('./routes/auth/unfreeze-account'))
const NotFound = lazyPage(() => import('./routes/not-found'))
// The public page shows signed-in words (the reserves' part of the catalogue) to a visitor too: it loads them itself.
const ProofOfReserves = lazyPage(() => Promise.all([import('./routes/proof-of-reserves'), loadCatalogue('app')]).then(([module]) => module))
const VerifyBalance = lazyPage(() => import('./routes/customer/verify-balance'))
// The dashboard frame and the customer pages are loaded through route-modules.ts, where boot.ts can start them.
const DashboardLayout = lazyPage(loadDashboardLayout)

const Overview = lazyPage(customerPages.overview)
const Settings = lazyPage(customerPages.settings)
const Payments = lazyPage(customerPages.payments)
const Wallets = lazyPage(customerPages.wallets)
const Transactions = lazyPage(customerPages.transactions)
const Support = lazyPage(customerPages.support)
const Swap = lazyPage(customerPages.swap)
const StakePlans = lazyPage(customerPages.stakePlans)
const ManageStakes = lazyPage(customerPages.manageStakes)

// Each back-office area has its own route table, loaded with it: the table matched on every render stays small.
const WorkerRoutes = lazyPage(() => import('./routes/staff/worker/worker-routes'))
const ManagerRoutes = lazyPage(() => import('./routes/staff/manager/manager-routes'))
const AdminRoutes = lazyPage(() => import('./routes/staff/admin/admin-routes'))
const Work = lazyPage(() => import('./routes/staff/work/work'))
const UserProfileRoutes = lazyPage(() => import('./routes/staff/user-profile/user-profile-routes'))

const d = paths.dashboard

/** The route table of spec part 1 §2. */
export function AppRoutes() {
  const t = useT()
  return (
    <AccountSetupGate>
      <Suspense fallback={<LoadingScreen text={t('common.loading')} />}>
        <Routes>
          <Route path={paths.home.path} element={<Navigate to={paths.auth.login.getHref()} replace />} />
          <Route path={paths.auth.login.path} element={<LoginRoute />} />
          <Route path={paths.auth.register.path} element={<Register />} />
          <Route path={paths.auth.forcePasswordChange.path} element={<ForcePasswordChange />} />
          <Route path={paths.auth.verifyMfa.path} element={<VerifyMfa />} />
          <Route path={paths.auth.setupAuthenticator.path} element={<SetupAuthenticator />} />
          <Route path={paths.auth.updatePassword.path} element={<UpdatePassword />} />
          <Route path={paths.auth.freezeAccount.path} element={<FreezeAccount />} />
          <Route path={paths.auth.unfreezeAccount.path} element={<UnfreezeAccount />} />
          <Route path={paths.proofOfReserves.path} element={<ProofOfReserves />} />

          <Route element={<RequireSession />}>
            <Route element={<DashboardLayout />}>
              <Route path={d.root.path}>
                <Route index element={toOverview} />
                <Route path={d.overview.path} element={<Overview />} />
                <Route path={d.settings.path} element={<Settings />} />
                <Route path={d.payments.path} element={<Payments />} />
                <Route path={d.wallets.path} element={<Wallets />} />
                <Route path={d.verifyBalance.path} element={<VerifyBalance />} />
                <Route path={d.transactions.path} element={<Transactions />} />
                <Route path={d.support.path} element={<Support />} />
                <Route path={d.swap.path} element={<Swap />} />
                <Route path={d.stakePlans.path} element={<StakePlans />} />
                <Route path={d.manageStakes.path} element={<ManageStakes />} />
                <Route path="*" element={toOverview} />
              </Route>

              <Route element={<RequirePermission permission="customers:claim" />}>
                <Route path={area(paths.worker.root.path)} element={<WorkerRoutes />} />
              </Route>
              <Route element={<RequirePermission permission="workers:manage" />}>
                <Route path={area(paths.manager.root.path)} element={<ManagerRoutes />} />
              </Route>
              <Route element={<RequirePermission permission="system:admin" />}>
                <Route path={area(paths.admin.root.path)} element={<AdminRoutes />} />
              </Route>
              <Route element={<RequirePermission permission="customers:view" />}>
                <Route path={paths.work.root.path} element={<Work />} />
                <Route path={paths.userProfile.base.path} element={<Navigate to={paths.worker.myUsers.getHref()} replace />} />
              </Route>
              {/* Not behind RequirePermission: a customer at a profile's address is told why, by the server's access
                  check ('Access Denied: Your role cannot view user profiles.'), instead of a silent redirect (decision 074). */}
              <Route path={area(paths.userProfile.root.path)} element={<UserProfileRoutes />} />
            </Route>
          </Route>

          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </AccountSetupGate>
  )
}
