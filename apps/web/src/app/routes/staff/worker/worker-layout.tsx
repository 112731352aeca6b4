import { Outlet } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { SectionTabs } from '@/components/ui/section-tabs'

/** /dashboard/worker: announcements (to come) and the tab links of the worker's tools. */
export default function WorkerLayout() {
  return (
    <section>
      <PageHeader title="Worker Dashboard" />
      <SectionTabs
        label="Worker tools"
        links={[
          { label: 'Search User', to: paths.worker.searchUser.getHref() },
          { label: 'My Users', to: paths.worker.myUsers.getHref() },
          { label: 'Support Tickets', to: paths.worker.supportTickets.getHref() },
          { label: 'Stake', to: paths.worker.stake.getHref() },
        ]}
      />
      <Outlet />
    </section>
  )
}
