import type { WorkerRow } from '@wallet/shared/workers'
import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { useManagerWorkers } from '@/features/staff-accounts/api/staff-accounts'
import { ResetWorkerPasswordDialog } from '@/features/staff-accounts/components/reset-worker-password-dialog'
import { WorkersTable } from '@/features/staff-accounts/components/workers-table'

/** /dashboard/manager/my-workers: the manager's workers, 10 a page, with Reset Password. */
export default function MyWorkersRoute() {
  const [page, setPage] = useState(1)
  const [resetting, setResetting] = useState<WorkerRow | null>(null)
  const workers = useManagerWorkers(page)
  return (
    <Card>
      <div className="border-b border-white/5 px-5 py-4">
        <h2 className="text-base font-semibold text-white">My Workers</h2>
      </div>
      <WorkersTable workers={workers} page={page} onPageChange={setPage} onResetPassword={setResetting} />
      <ResetWorkerPasswordDialog worker={resetting} onOpenChange={(open) => !open && setResetting(null)} />
    </Card>
  )
}
