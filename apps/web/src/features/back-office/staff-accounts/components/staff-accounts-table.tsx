import { can } from '@wallet/shared/roles'
import type { StaffAccount } from '@wallet/shared/back-office/workers'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDayIn, formatTimeIn } from '@/lib/i18n/format'
import { useT } from '@/lib/i18n/use-t'
import type { QueryState } from '@/lib/query-state'

const ROLE_TONES: Record<StaffAccount['role'], BadgeTone> = { ADMIN: 'red', MANAGER: 'blue', WORKER: 'green', USER: 'grey' }

/** Whether the account is suspended now. */
export function isSuspended(account: StaffAccount, now = Date.now()): boolean {
  return account.banned_until !== null && new Date(account.banned_until).getTime() > now
}

/** A worker (the role that claims customers) can be moved to another manager. */
export const isWorkerAccount = (account: StaffAccount) => can(account.role, 'customers:claim')
/** A manager (the role that manages workers) can receive workers. */
export const isManagerAccount = (account: StaffAccount) => can(account.role, 'workers:manage')

/** Every staff account with role, manager, last sign-in and state; move a worker, suspend or reactivate. */
export function StaffAccountsTable({
  staff,
  currentUserId,
  onMove,
  onSuspend,
}: {
  staff: QueryState<{ staff: StaffAccount[] }>
  /** The signed-in admin, who cannot suspend themself. */
  currentUserId: string | undefined
  onMove: (account: StaffAccount) => void
  onSuspend: (account: StaffAccount, suspend: boolean) => void
}) {
  const t = useT()
  const columns: Array<DataTableColumn<StaffAccount>> = [
    {
      header: t('staffAccounts.column.name'),
      headerClassName: 'whitespace-nowrap',
      className: 'font-medium text-slate-100',
      cell: (account) => account.full_name?.trim() || t('staffAccounts.none'),
    },
    { header: t('staffAccounts.column.email'), headerClassName: 'whitespace-nowrap', cell: (account) => account.email },
    {
      header: t('staffAccounts.column.role'),
      headerClassName: 'whitespace-nowrap',
      cell: (account) => <Badge tone={ROLE_TONES[account.role]}>{t(`staffAccounts.role.${account.role}`)}</Badge>,
    },
    {
      header: t('staffAccounts.column.manager'),
      headerClassName: 'whitespace-nowrap',
      cell: (account) =>
        account.manager ? account.manager.full_name?.trim() || account.manager.email : isWorkerAccount(account) ? t('staffAccounts.noManager') : '—',
    },
    {
      header: t('staffAccounts.column.lastSignIn'),
      headerClassName: 'whitespace-nowrap',
      cell: (account) => (account.last_sign_in ? <DateTimeLines iso={account.last_sign_in} /> : t('staffAccounts.never')),
    },
    {
      header: t('staffAccounts.column.status'),
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      cell: (account) =>
        isSuspended(account) ? (
          <Badge tone="red">{t('staffAccounts.suspendedUntil', { day: formatDayIn(account.banned_until) })}</Badge>
        ) : (
          <Badge tone="green">{t('staffAccounts.active')}</Badge>
        ),
    },
    actionsColumn(
      t('common.actions'),
      (account) => (
        // The buttons stack when the table runs out of room (a laptop screen) rather than scroll away.
        <span className="inline-flex flex-wrap justify-end gap-2">
          {isWorkerAccount(account) && (
            <Button size="sm" variant="secondary" onClick={() => onMove(account)} aria-label={t('staffAccounts.moveOf', { email: account.email })}>
              {t('staffAccounts.move')}
            </Button>
          )}
          {account.id !== currentUserId &&
            (isSuspended(account) ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onSuspend(account, false)}
                aria-label={t('staffAccounts.reactivateOf', { email: account.email })}
              >
                {t('staffAccounts.reactivate')}
              </Button>
            ) : (
              <Button size="sm" variant="danger" onClick={() => onSuspend(account, true)} aria-label={t('staffAccounts.suspendOf', { email: account.email })}>
                {t('staffAccounts.suspend')}
              </Button>
            ))}
        </span>
      ),
      'text-end whitespace-nowrap',
    ),
  ]
  return (
    <DataTable
      label={t('adminConsole.tile.staff')}
      columns={columns}
      state={staff}
      rows={(data) => data.staff}
      rowKey={(account) => account.id}
      empty={t('staffAccounts.empty')}
      failed={(error) => errorMessage(error, t('staffAccounts.loadFailed'))}
    />
  )
}

/** '23 Nov 2026, 13:30' (in the page's language), breaking only after the comma when the column is narrow. */
function DateTimeLines({ iso }: { iso: string }) {
  const t = useT()
  // One element: a stacked row (phone) spreads its cell's children apart as flex items.
  return (
    <span>
      <span className="whitespace-nowrap">{t('staffAccounts.dayComma', { day: formatDayIn(iso) })}</span>{' '}
      <span className="whitespace-nowrap">{formatTimeIn(iso)}</span>
    </span>
  )
}
