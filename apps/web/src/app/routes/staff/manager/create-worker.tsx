import { Card } from '@/components/ui/card'
import { useCreateWorker } from '@/features/back-office/staff-accounts/api/staff-accounts'
import { StaffAccountForm } from '@/features/back-office/staff-accounts/components/staff-account-form'

/** /dashboard/manager/create-worker: a new worker of this manager, who sets their own password at first sign-in. */
export default function CreateWorkerRoute() {
  const create = useCreateWorker()
  return (
    <Card className="max-w-xl p-5 sm:p-6">
      <h2 className="text-base font-semibold text-white">Create Worker</h2>
      <p className="mt-1 mb-5 text-sm text-slate-400">The new worker joins your team and chooses their own password at first sign-in.</p>
      <StaffAccountForm submitLabel="Create Worker" onCreate={async (values) => (await create.mutateAsync(values)).message} />
    </Card>
  )
}
