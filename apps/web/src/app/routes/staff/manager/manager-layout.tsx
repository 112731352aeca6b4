import { WorkLabel } from '@/features/back-office/work/components/work-count-badge'
import { Outlet } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { SectionTabs } from '@/components/ui/section-tabs'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/manager: the manager's tabs. */
export default function ManagerLayout() {
  const t = useT()
  return (
    <section>
      <PageHeader title={t('managerConsole.title')} />
      <SectionTabs
        label={t('managerConsole.tabs')}
        links={[
          { label: <WorkLabel />, to: paths.work.root.getHref() },
          { label: t('managerConsole.tab.createWorker'), to: paths.manager.createWorker.getHref() },
          { label: t('managerConsole.tab.myWorkers'), to: paths.manager.myWorkers.getHref() },
          { label: t('managerConsole.tab.actions'), to: paths.manager.actions.getHref() },
          { label: t('managerConsole.tab.allUsers'), to: paths.manager.allUsers.getHref() },
          { label: t('managerConsole.tab.tickets'), to: paths.manager.tickets.getHref() },
        ]}
      />
      <Outlet />
    </section>
  )
}
