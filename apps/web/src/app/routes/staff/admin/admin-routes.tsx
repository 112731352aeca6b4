import { Navigate, Route, Routes } from 'react-router'
import { paths } from '@/config/paths'
import { lazyPage } from '../../../lazy-page'
import AdminLayout from './admin-layout'

const AdminOverview = lazyPage(() => import('./admin'))
const Audit = lazyPage(() => import('./audit'))
const Staff = lazyPage(() => import('./staff'))
const Approvals = lazyPage(() => import('./approvals'))
const Customers = lazyPage(() => import('./customers'))
const Tickets = lazyPage(() => import('./tickets'))
const Reserves = lazyPage(() => import('./reserves'))
const Payouts = lazyPage(() => import('./payouts'))

/** /dashboard/admin/*: the administrator's screens (router.tsx leads here once the caller is an administrator). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminOverview />} />
        <Route path={paths.admin.audit.path} element={<Audit />} />
        <Route path={paths.admin.staff.path} element={<Staff />} />
        <Route path={paths.admin.approvals.path} element={<Approvals />} />
        <Route path={paths.admin.customers.path} element={<Customers />} />
        <Route path={paths.admin.tickets.path} element={<Tickets />} />
        <Route path={paths.admin.reserves.path} element={<Reserves />} />
        <Route path={paths.admin.payouts.path} element={<Payouts />} />
        <Route path="*" element={<Navigate to={paths.admin.root.getHref()} replace />} />
      </Route>
    </Routes>
  )
}
