import { WorkLabel } from '@/features/back-office/work/components/work-count-badge'
import { Outlet } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { SectionTabs } from '@/components/ui/section-tabs'
import { paths } from '@/config/paths'
import { useT } from '@/lib/i18n/use-t'
import { AnnouncementsBanner } from '@/features/support/announcements/components/announcements-banner'

/** /dashboard/worker: the manager's announcements, then the tab links of the worker's tools. */
export default function WorkerLayout() {
  const t = useT()
  return (
    <section>
      <PageHeader title={t('workerConsole.title')} />
      <AnnouncementsBanner />
      <SectionTabs
        label={t('workerConsole.tabs')}
        links={[
          { label: <WorkLabel />, to: paths.work.root.getHref() },
          { label: t('workerConsole.tab.searchUser'), to: paths.worker.searchUser.getHref() },
          { label: t('workerConsole.tab.myUsers'), to: paths.worker.myUsers.getHref() },
          { label: t('workerConsole.tab.tickets'), to: paths.worker.supportTickets.getHref() },
          { label: t('workerConsole.tab.stake'), to: paths.worker.stake.getHref() },
        ]}
      />
      <Outlet />
    </section>
  )
}
