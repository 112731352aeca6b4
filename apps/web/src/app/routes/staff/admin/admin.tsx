import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '@/components/ui/card'
import { icons } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useAuditPage } from '@/features/back-office/audit/api/audit'
import { chainStateText } from '@/features/back-office/audit/components/audit-log'
import { useAwaitingCredits } from '@/features/money/transactions/api/credit-approvals'
import { useAllCustomers } from '@/features/back-office/customers/api/customer-lists'
import { useStaffAccounts } from '@/features/back-office/staff-accounts/api/staff-accounts'
import { ChainAlerts } from '@/features/money/chain/components/chain-alerts'
import { useSession } from '@/lib/session'
import { useT } from '@/lib/i18n/use-t'
import { ReconciliationCard } from '@/features/money/payouts/components/reconciliation-card'

function Tile({ title, to, value, detail }: { title: string; to: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Link
      to={to}
      className="glass group block rounded-2xl p-5 transition hover:border-white/20 hover:bg-white/[0.06] focus-visible:outline-2 focus-visible:outline-brand-400"
    >
      <p className="text-sm text-slate-400 group-hover:text-slate-300">{title}</p>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-white tabular-nums">{value ?? <Skeleton className="h-7 w-16" />}</p>
      {detail && <p className="mt-1 text-xs text-slate-400">{detail}</p>}
    </Link>
  )
}

/** /dashboard/admin: the welcome, and where the console's sections stand. */
export default function AdminRoute() {
  const { user } = useSession()
  const audit = useAuditPage({}, 1)
  const approvals = useAwaitingCredits()
  const staff = useStaffAccounts()
  const customers = useAllCustomers(1, '')
  const t = useT()
  return (
    <div className="space-y-6">
      <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
        <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-500/30 to-accent-500/30 text-brand-300">{icons.shield}</span>
        <h2 className="text-xl font-semibold text-white">{t('adminConsole.welcome', { name: user?.fullName?.trim() || t('adminConsole.defaultName') })}</h2>
        <p className="max-w-md text-sm text-slate-400">{t('adminConsole.intro')}</p>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          title={t('adminConsole.tile.audit')}
          to={paths.admin.audit.getHref()}
          value={audit.data?.total}
          detail={audit.data ? chainStateText(audit.data.chain, t) : audit.isError ? t('adminConsole.tile.failed') : undefined}
        />
        <Tile title={t('adminConsole.tile.approvals')} to={paths.admin.approvals.getHref()} value={approvals.data?.approvals.length} />
        <Tile title={t('adminConsole.tile.staff')} to={paths.admin.staff.getHref()} value={staff.data?.staff.length} />
        <Tile title={t('adminConsole.tile.customers')} to={paths.admin.customers.getHref()} value={customers.data?.totalCount} />
      </div>
      <ChainAlerts />
      <ReconciliationCard />
    </div>
  )
}
