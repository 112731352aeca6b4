import type { StaffAccount } from '@wallet/shared/back-office/workers'
import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { useConfirmAction } from '@/lib/use-confirm-action'
import { useStaffDialog } from '@/lib/use-staff-dialog'
import { useSession } from '@/lib/session'
import { useT } from '@/lib/i18n/use-t'
import { useCreateManager, useSetStaffSuspended, useStaffAccounts } from '@/features/back-office/staff-accounts/api/staff-accounts'
import { MoveWorkerDialog } from '@/features/back-office/staff-accounts/components/move-worker-dialog'
import { StaffAccountForm } from '@/features/back-office/staff-accounts/components/staff-account-form'
import { isManagerAccount, StaffAccountsTable } from '@/features/back-office/staff-accounts/components/staff-accounts-table'

/** /dashboard/admin/staff: every staff account; create a manager, move a worker, suspend or reactivate. */
export default function AdminStaffRoute() {
  const { user } = useSession()
  const t = useT()
  const staff = useStaffAccounts()
  const createManager = useCreateManager()
  const setSuspended = useSetStaffSuspended()
  const [creating, setCreating] = useState(false)
  const moving = useStaffDialog<StaffAccount>()
  const [notice, setNotice] = useState<string | null>(null)
  const suspending = useConfirmAction<{ account: StaffAccount; suspend: boolean }>({
    run: async ({ account, suspend }) => (await setSuspended.mutateAsync({ id: account.id, suspended: suspend })).message,
    failure: t('staffAccounts.suspendFailed'),
    onSuccess: setNotice,
  })
  const target = suspending.target
  const managers = staff.data?.staff.filter(isManagerAccount) ?? []

  return (
    <div className="space-y-4">
      {notice && <Banner tone="success">{notice}</Banner>}
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/5 px-5 py-4">
          <h2 className="text-base font-semibold text-white">{t('staffAccounts.title')}</h2>
          <Button size="sm" onClick={() => setCreating(true)}>
            {t('staffAccounts.createManager')}
          </Button>
        </div>
        <StaffAccountsTable
          staff={staff}
          currentUserId={user?.id}
          onMove={(account) => {
            setNotice(null)
            moving.open(account)
          }}
          onSuspend={(account, suspend) => {
            setNotice(null)
            suspending.open({ account, suspend })
          }}
        />
      </Card>

      <Dialog open={creating} onOpenChange={setCreating} title={t('staffAccounts.createManager')} description={t('staffAccounts.createManagerDescription')}>
        <StaffAccountForm
          autoFocus
          submitLabel={t('staffAccounts.createManager')}
          footer={
            <Button variant="secondary" onClick={() => setCreating(false)}>
              {t('backOffice.done')}
            </Button>
          }
          onCreate={async (values) => (await createManager.mutateAsync(values)).message}
        />
      </Dialog>

      <MoveWorkerDialog dialog={moving} managers={managers} onMoved={setNotice} />

      <ConfirmDialog
        {...suspending.dialogProps}
        title={target?.suspend ? t('staffAccounts.suspendTitle') : t('staffAccounts.reactivateTitle')}
        description={
          target?.suspend
            ? t('staffAccounts.suspendConfirm', { email: target.account.email })
            : t('staffAccounts.reactivateConfirm', { email: target?.account.email ?? '' })
        }
        confirmLabel={target?.suspend ? t('staffAccounts.suspend') : t('staffAccounts.reactivate')}
        tone={target?.suspend ? 'danger' : 'primary'}
      />
    </div>
  )
}
