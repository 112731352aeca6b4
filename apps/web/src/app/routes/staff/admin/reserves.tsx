import { Card } from '@/components/ui/card'
import { useReservesOverview } from '@/features/money/reserves/api/reserves'
import { AdminReserves } from '@/features/money/reserves/components/admin-reserves'
import { ReservesTable } from '@/features/money/reserves/components/reserves-table'

/** /dashboard/admin/reserves: proof-of-reserves snapshots on demand and declared reserve figures. */
export default function AdminReservesRoute() {
  const overview = useReservesOverview()
  return (
    <Card className="space-y-6 p-5">
      <h2 className="text-base font-semibold text-white">Proof of reserves</h2>
      <AdminReserves />
      {overview.data && <ReservesTable assets={overview.data.assets} />}
    </Card>
  )
}
