import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { PasswordChangeGate, RequirePermission, RequireSession } from '@/features/auth/components/route-guards'
import { customerPages, type LoadRoute, loadDashboardLayout, loadOnce } from './route-modules'
import LoginRoute from './routes/auth/login'

type Page = LazyExoticComponent<ComponentType> & { preload: LoadRoute }

/** Every screen but login is loaded on demand, or earlier through `preload` (one load either way). */
const page = (load: LoadRoute): Page => {
  const preload = loadOnce(load)
  return Object.assign(lazy(preload), { preload })
}

const Register = page(() => import('./routes/auth/register'))
const VerifyMfa = page(() => import('./routes/auth/verify-mfa'))
const ForcePasswordChange = page(() => import('./routes/auth/force-password-change'))
const UpdatePassword = page(() => import('./routes/auth/update-password'))
const NotFound = page(() => import('./routes/not-found'))
// The dashboard frame and the customer pages are loaded through route-modules.ts, where boot.ts can start them.
const DashboardLayout = page(loadDashboardLayout)

const Overview = page(customerPages.overview)
const Settings = page(customerPages.settings)
const Payments = page(customerPages.payments)
const Wallets = page(customerPages.wallets)
const Transactions = page(customerPages.transactions)
const Support = page(customerPages.support)
const Swap = page(customerPages.swap)
const StakePlans = page(customerPages.stakePlans)
const ManageStakes = page(customerPages.manageStakes)

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
