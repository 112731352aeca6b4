import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { PasswordChangeGate, RequirePermission, RequireSession } from '@/features/auth/components/route-guards'
import LoginRoute from './routes/auth/login'

/** A route module: its screen, and optionally what data the screen asks for first (see `preloadRoute`). */
export interface RouteModule {
  default: ComponentType
  prefetch?: (queryClient: QueryClient) => void
}
type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<RouteModule> }

/** Every screen but login is loaded on demand, or earlier through `preload` (one load either way). */
const page = (load: () => Promise<RouteModule>): Page => {
  let loading: Promise<RouteModule> | undefined
  const preload = () => (loading ??= load())
  return Object.assign(lazy(preload), { preload })
}

const Register = page(() => import('./routes/auth/register'))
const VerifyMfa = page(() => import('./routes/auth/verify-mfa'))
const ForcePasswordChange = page(() => import('./routes/auth/force-password-change'))
const UpdatePassword = page(() => import('./routes/auth/update-password'))
const NotFound = page(() => import('./routes/not-found'))
const DashboardLayout = page(() => import('./routes/dashboard-layout'))

const Overview = page(() => import('./routes/customer/overview'))
const Settings = page(() => import('./routes/customer/settings'))
const Payments = page(() => import('./routes/customer/payments'))
const Wallets = page(() => import('./routes/customer/wallets'))
const Transactions = page(() => import('./routes/customer/transactions'))
const Support = page(() => import('./routes/customer/support'))
const Swap = page(() => import('./routes/customer/swap'))
const StakePlans = page(() => import('./routes/customer/stake-plans'))
const ManageStakes = page(() => import('./routes/customer/manage-stakes'))

const WorkerLayout = page(() => import('./routes/staff/worker/worker-layout'))
const SearchUser = page(() => import('./routes/staff/worker/search-user'))
const MyUsers = page(() => import('./routes/staff/worker/my-users'))
const WorkerSupportTickets = page(() => import('./routes/staff/worker/support-tickets'))
const WorkerStake = page(() => import('./routes/staff/worker/stake'))

const ManagerLayout = page(() => import('./routes/staff/manager/manager-layout'))
const CreateWorker = page(() => import('./routes/staff/manager/create-worker'))
const MyWorkers = page(() => import('./routes/staff/manager/my-workers'))
const ManagerActions = page(() => import('./routes/staff/manager/actions'))
const AllUsers = page(() => import('./routes/staff/manager/all-users'))

const AdminLayout = page(() => import('./routes/staff/admin/admin-layout'))
const AdminOverview = page(() => import('./routes/staff/admin/admin'))
const AdminAudit = page(() => import('./routes/staff/admin/audit'))
const AdminStaff = page(() => import('./routes/staff/admin/staff'))
const AdminApprovals = page(() => import('./routes/staff/admin/approvals'))
const AdminCustomers = page(() => import('./routes/staff/admin/customers'))

const UserProfileLayout = page(() => import('./routes/staff/user-profile/user-profile-layout'))
const UserProfileGeneral = page(() => import('./routes/staff/user-profile/general'))
const UserProfileWallets = page(() => import('./routes/staff/user-profile/wallets'))
const UserProfileTransactions = page(() => import('./routes/staff/user-profile/transactions'))
const UserProfileVerification = page(() => import('./routes/staff/user-profile/verification'))
const UserProfilePaymentManagement = page(() => import('./routes/staff/user-profile/payment-management'))

const d = paths.dashboard
const toOverview = <Navigate to={d.overview.getHref()} replace />

/** The customer pages by address ('/dashboard' itself leads to the overview). */
const CUSTOMER_PAGES: Record<string, Page> = {
  [d.root.getHref()]: Overview,
  [d.overview.getHref()]: Overview,
  [d.settings.getHref()]: Settings,
  [d.payments.getHref()]: Payments,
  [d.wallets.getHref()]: Wallets,
  [d.transactions.getHref()]: Transactions,
  [d.support.getHref()]: Support,
  [d.swap.getHref()]: Swap,
  [d.stakePlans.getHref()]: StakePlans,
  [d.manageStakes.getHref()]: ManageStakes,
}

/**
 * Starts loading the code of the customer page at `pathname` and of the dashboard frame around it, before the session
 * is known and the screens ask for them: the first screen's chunks then load beside the session lookup instead of
 * one after another as each screen renders. Returns the page's module once both have loaded, or undefined for other
 * addresses.
 */
export function preloadRoute(pathname: string): Promise<RouteModule> | undefined {
  const customerPage = CUSTOMER_PAGES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname]
  if (!customerPage) return undefined
  return Promise.all([DashboardLayout.preload(), customerPage.preload()]).then(([, module]) => module)
}

/** The route table of spec part 1 §2. */
export function AppRoutes() {
  return (
    <PasswordChangeGate>
      <Suspense fallback={<LoadingScreen text="Loading..." />}>
        <Routes>
          <Route path={paths.home.path} element={<Navigate to={paths.auth.login.getHref()} replace />} />
          <Route path={paths.auth.login.path} element={<LoginRoute />} />
          <Route path={paths.auth.register.path} element={<Register />} />
          <Route path={paths.auth.forcePasswordChange.path} element={<ForcePasswordChange />} />
          <Route path={paths.auth.verifyMfa.path} element={<VerifyMfa />} />
          <Route path={paths.auth.updatePassword.path} element={<UpdatePassword />} />

          <Route element={<RequireSession />}>
            <Route element={<DashboardLayout />}>
              <Route path={d.root.path}>
                <Route index element={toOverview} />
                <Route path={d.overview.path} element={<Overview />} />
                <Route path={d.settings.path} element={<Settings />} />
                <Route path={d.payments.path} element={<Payments />} />
                <Route path={d.wallets.path} element={<Wallets />} />
                <Route path={d.transactions.path} element={<Transactions />} />
                <Route path={d.support.path} element={<Support />} />
                <Route path={d.swap.path} element={<Swap />} />
                <Route path={d.stakePlans.path} element={<StakePlans />} />
                <Route path={d.manageStakes.path} element={<ManageStakes />} />
                <Route path="*" element={toOverview} />
              </Route>

              <Route element={<RequirePermission permission="customers:claim" />}>
                <Route path={paths.worker.root.path} element={<WorkerLayout />}>
                  <Route index element={<Navigate to={paths.worker.searchUser.getHref()} replace />} />
                  <Route path={paths.worker.searchUser.path} element={<SearchUser />} />
                  <Route path={paths.worker.myUsers.path} element={<MyUsers />} />
                  <Route path={paths.worker.supportTickets.path} element={<WorkerSupportTickets />} />
                  <Route path={paths.worker.stake.path} element={<WorkerStake />} />
                  <Route path="*" element={toOverview} />
                </Route>
              </Route>

              <Route element={<RequirePermission permission="workers:manage" />}>
                <Route path={paths.manager.root.path} element={<ManagerLayout />}>
                  <Route index element={<Navigate to={paths.manager.myWorkers.getHref()} replace />} />
                  <Route path={paths.manager.createWorker.path} element={<CreateWorker />} />
                  <Route path={paths.manager.myWorkers.path} element={<MyWorkers />} />
                  <Route path={paths.manager.actions.path} element={<ManagerActions />} />
                  <Route path={paths.manager.allUsers.path} element={<AllUsers />} />
                  <Route path="*" element={toOverview} />
                </Route>
              </Route>

              <Route element={<RequirePermission permission="system:admin" />}>
                <Route path={paths.admin.root.path} element={<AdminLayout />}>
                  <Route index element={<AdminOverview />} />
                  <Route path={paths.admin.audit.path} element={<AdminAudit />} />
                  <Route path={paths.admin.staff.path} element={<AdminStaff />} />
                  <Route path={paths.admin.approvals.path} element={<AdminApprovals />} />
                  <Route path={paths.admin.customers.path} element={<AdminCustomers />} />
                  <Route path="*" element={<Navigate to={paths.admin.root.getHref()} replace />} />
                </Route>
              </Route>

              <Route element={<RequirePermission permission="customers:view" />}>
                <Route path={paths.userProfile.base.path} element={<Navigate to={paths.worker.myUsers.getHref()} replace />} />
                <Route path={paths.userProfile.root.path} element={<UserProfileLayout />}>
                  <Route path={paths.userProfile.general.path} element={<UserProfileGeneral />} />
                  <Route path={paths.userProfile.wallets.path} element={<UserProfileWallets />} />
                  <Route path={paths.userProfile.transactions.path} element={<UserProfileTransactions />} />
                  <Route path={paths.userProfile.verification.path} element={<UserProfileVerification />} />
                  <Route path={paths.userProfile.paymentManagement.path} element={<UserProfilePaymentManagement />} />
                  <Route path="*" element={toOverview} />
                </Route>
              </Route>
            </Route>
          </Route>

          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </PasswordChangeGate>
  )
}
