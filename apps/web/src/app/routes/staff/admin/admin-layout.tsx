import { WorkLabel } from '@/features/back-office/work/components/work-count-badge'
import { Outlet } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { SectionTabs } from '@/components/ui/section-tabs'
import { paths } from '@/config/paths'

/** /dashboard/admin: the operator's console and its sections. */
export default function AdminLayout() {
  return (
    <section>
      <PageHeader title="Admin Dashboard" />
      <SectionTabs
        label="Admin console"
        links={[
          { label: <WorkLabel />, to: paths.work.root.getHref() },
          { label: 'Overview', to: paths.admin.root.getHref(), end: true },
          { label: 'Audit Log', to: paths.admin.audit.getHref() },
          { label: 'Staff', to: paths.admin.staff.getHref() },
          { label: 'Approvals', to: paths.admin.approvals.getHref() },
          { label: 'Customers', to: paths.admin.customers.getHref() },
          { label: 'Tickets', to: paths.admin.tickets.getHref() },
          { label: 'Reserves', to: paths.admin.reserves.getHref() },
          { label: 'Payouts', to: paths.admin.payouts.getHref() },
        ]}
      />
      <Outlet />
    </section>
  )
}
