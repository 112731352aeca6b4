import { WorkLabel } from '@/features/back-office/work/components/work-count-badge'
import { Outlet } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { SectionTabs } from '@/components/ui/section-tabs'
import { paths } from '@/config/paths'
import { AnnouncementsBanner } from '@/features/support/announcements/components/announcements-banner'

/** /dashboard/worker: the manager's announcements, then the tab links of the worker's tools. */
export default function WorkerLayout() {
  return (
    <section>
      <PageHeader title="Worker Dashboard" />
      <AnnouncementsBanner />
      <SectionTabs
        label="Worker tools"
        links={[
          { label: <WorkLabel />, to: paths.work.root.getHref() },
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
