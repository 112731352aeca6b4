import type { WorkerRow } from '@wallet/shared/back-office/workers'
import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { HandOnCustomersDialog } from '@/features/back-office/assignment/components/hand-on-customers-dialog'
import { useManagerWorkers } from '@/features/back-office/staff-accounts/api/staff-accounts'
import { ResetWorkerPasswordDialog } from '@/features/back-office/staff-accounts/components/reset-worker-password-dialog'
import { WorkersTable } from '@/features/back-office/staff-accounts/components/workers-table'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/manager/my-workers: the manager's workers, 10 a page, with Reset Password and Hand On Customers. */
export default function MyWorkersRoute() {
  const [page, setPage] = useState(1)
  const [resetting, setResetting] = useState<WorkerRow | null>(null)
  const [handingOn, setHandingOn] = useState<WorkerRow | null>(null)
  const workers = useManagerWorkers(page)
  const t = useT()
  return (
    <Card>
      <div className="border-b border-white/5 px-5 py-4">
        <h2 className="text-base font-semibold text-white">{t('managerConsole.tab.myWorkers')}</h2>
      </div>
      <WorkersTable workers={workers} page={page} onPageChange={setPage} onResetPassword={setResetting} onHandOn={setHandingOn} />
      <ResetWorkerPasswordDialog worker={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <HandOnCustomersDialog worker={handingOn} onClose={() => setHandingOn(null)} />
    </Card>
  )
}
