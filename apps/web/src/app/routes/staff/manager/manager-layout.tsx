import { WorkLabel } from '@/features/back-office/work/components/work-count-badge'
import { Outlet } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { SectionTabs } from '@/components/ui/section-tabs'

/** /dashboard/manager: the manager's tabs. */
export default function ManagerLayout() {
  return (
    <section>
      <PageHeader title="Manager Dashboard" />
      <SectionTabs
        label="Manager tools"
        links={[
          { label: <WorkLabel />, to: paths.work.root.getHref() },
          { label: 'Create Worker', to: paths.manager.createWorker.getHref() },
          { label: 'My Workers', to: paths.manager.myWorkers.getHref() },
          { label: 'Actions', to: paths.manager.actions.getHref() },
          { label: 'All Users', to: paths.manager.allUsers.getHref() },
          { label: 'Tickets', to: paths.manager.tickets.getHref() },
        ]}
      />
      <Outlet />
    </section>
  )
}
