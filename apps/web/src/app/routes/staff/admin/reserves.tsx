import { Card } from '@/components/ui/card'
import { useReservesOverview } from '@/features/money/reserves/api/reserves'
import { AdminReserves } from '@/features/money/reserves/components/admin-reserves'
import { ReservesTable } from '@/features/money/reserves/components/reserves-table'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/admin/reserves: proof-of-reserves snapshots on demand and declared reserve figures. */
export default function AdminReservesRoute() {
  const t = useT()
  const overview = useReservesOverview()
  return (
    <Card className="space-y-6 p-5">
      <h2 className="text-base font-semibold text-white">{t('reserves.title')}</h2>
      <AdminReserves />
      {overview.data && <ReservesTable assets={overview.data.assets} />}
    </Card>
  )
}
