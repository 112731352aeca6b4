import { Route, Routes } from 'react-router'
import { paths } from '@/config/paths'
import { lazyPage, toOverview } from '../../../lazy-page'
import UserProfileLayout from './user-profile-layout'

const General = lazyPage(() => import('./general'))
const Wallets = lazyPage(() => import('./wallets'))
const Transactions = lazyPage(() => import('./transactions'))
const Verification = lazyPage(() => import('./verification'))
const PaymentManagement = lazyPage(() => import('./payment-management'))
const Tickets = lazyPage(() => import('./tickets'))
const Activity = lazyPage(() => import('./activity'))

/** /dashboard/user-profile/:userId/*: one customer's staff profile and its tabs (router.tsx leads here for staff). */
export default function UserProfileRoutes() {
  return (
    <Routes>
      <Route element={<UserProfileLayout />}>
        {/* The profile's own address: the layout opens the first tab. */}
        <Route index element={null} />
        <Route path={paths.userProfile.general.path} element={<General />} />
        <Route path={paths.userProfile.wallets.path} element={<Wallets />} />
        <Route path={paths.userProfile.transactions.path} element={<Transactions />} />
        <Route path={paths.userProfile.verification.path} element={<Verification />} />
        <Route path={paths.userProfile.paymentManagement.path} element={<PaymentManagement />} />
        <Route path={paths.userProfile.tickets.path} element={<Tickets />} />
        <Route path={paths.userProfile.activity.path} element={<Activity />} />
        <Route path="*" element={toOverview} />
      </Route>
    </Routes>
  )
}
