import { Navigate, Route, Routes } from 'react-router'
import { paths } from '@/config/paths'
import { lazyPage, toOverview } from '../../../lazy-page'
import WorkerLayout from './worker-layout'

const SearchUser = lazyPage(() => import('./search-user'))
const MyUsers = lazyPage(() => import('./my-users'))
const SupportTickets = lazyPage(() => import('./support-tickets'))
const Stake = lazyPage(() => import('./stake'))

/** /dashboard/worker/*: the worker's tools (router.tsx leads here once the caller may claim customers). */
export default function WorkerRoutes() {
  return (
    <Routes>
      <Route element={<WorkerLayout />}>
        <Route index element={<Navigate to={paths.worker.searchUser.getHref()} replace />} />
        <Route path={paths.worker.searchUser.path} element={<SearchUser />} />
        <Route path={paths.worker.myUsers.path} element={<MyUsers />} />
        <Route path={paths.worker.supportTickets.path} element={<SupportTickets />} />
        <Route path={paths.worker.stake.path} element={<Stake />} />
        <Route path="*" element={toOverview} />
      </Route>
    </Routes>
  )
}
