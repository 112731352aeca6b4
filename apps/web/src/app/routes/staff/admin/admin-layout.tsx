import { WorkLabel } from '@/features/back-office/work/components/work-count-badge'
import { Outlet } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { SectionTabs } from '@/components/ui/section-tabs'
import { paths } from '@/config/paths'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/admin: the operator's console and its sections. */
export default function AdminLayout() {
  const t = useT()
  return (
    <section>
      <PageHeader title={t('adminConsole.title')} />
      <SectionTabs
        label={t('adminConsole.tabs')}
        links={[
          { label: <WorkLabel />, to: paths.work.root.getHref() },
          { label: t('adminConsole.tab.overview'), to: paths.admin.root.getHref(), end: true },
          { label: t('adminConsole.tab.audit'), to: paths.admin.audit.getHref() },
          { label: t('adminConsole.tab.staff'), to: paths.admin.staff.getHref() },
          { label: t('adminConsole.tab.approvals'), to: paths.admin.approvals.getHref() },
          { label: t('adminConsole.tab.customers'), to: paths.admin.customers.getHref() },
          { label: t('adminConsole.tab.tickets'), to: paths.admin.tickets.getHref() },
          { label: t('adminConsole.tab.reserves'), to: paths.admin.reserves.getHref() },
          { label: t('adminConsole.tab.payouts'), to: paths.admin.payouts.getHref() },
        ]}
      />
      <Outlet />
    </section>
  )
}
