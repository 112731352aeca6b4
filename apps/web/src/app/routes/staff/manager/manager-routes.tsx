import { Navigate, Route, Routes } from 'react-router'
import { paths } from '@/config/paths'
import { lazyPage, toOverview } from '../../../lazy-page'
import ManagerLayout from './manager-layout'

const CreateWorker = lazyPage(() => import('./create-worker'))
const MyWorkers = lazyPage(() => import('./my-workers'))
const Actions = lazyPage(() => import('./actions'))
const AllUsers = lazyPage(() => import('./all-users'))
const Tickets = lazyPage(() => import('./team-tickets'))

/** /dashboard/manager/*: the manager's tools (router.tsx leads here once the caller may manage workers). */
export default function ManagerRoutes() {
  return (
    <Routes>
      <Route element={<ManagerLayout />}>
        <Route index element={<Navigate to={paths.manager.myWorkers.getHref()} replace />} />
        <Route path={paths.manager.createWorker.path} element={<CreateWorker />} />
        <Route path={paths.manager.myWorkers.path} element={<MyWorkers />} />
        <Route path={paths.manager.actions.path} element={<Actions />} />
        <Route path={paths.manager.allUsers.path} element={<AllUsers />} />
        <Route path={paths.manager.tickets.path} element={<Tickets />} />
        <Route path="*" element={toOverview} />
      </Route>
    </Routes>
  )
}
