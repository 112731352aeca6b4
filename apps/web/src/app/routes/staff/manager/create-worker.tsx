import { Card } from '@/components/ui/card'
import { useCreateWorker } from '@/features/back-office/staff-accounts/api/staff-accounts'
import { StaffAccountForm } from '@/features/back-office/staff-accounts/components/staff-account-form'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/manager/create-worker: a new worker of this manager, who sets their own password at first sign-in. */
export default function CreateWorkerRoute() {
  const create = useCreateWorker()
  const t = useT()
  return (
    <Card className="max-w-xl p-5 sm:p-6">
      <h2 className="text-base font-semibold text-white">{t('managerConsole.tab.createWorker')}</h2>
      <p className="mt-1 mb-5 text-sm text-slate-400">{t('createWorker.description')}</p>
      <StaffAccountForm submitLabel={t('managerConsole.tab.createWorker')} onCreate={async (values) => (await create.mutateAsync(values)).message} />
    </Card>
  )
}
