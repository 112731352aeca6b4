import { can } from '@wallet/shared/roles'
import type { StaffAccount } from '@wallet/shared/back-office/workers'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime, formatDay } from '@/lib/format-date'
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
  const columns: Array<DataTableColumn<StaffAccount>> = [
    { header: 'Name', headerClassName: 'whitespace-nowrap', className: 'font-medium text-slate-100', cell: (account) => account.full_name?.trim() || 'N/A' },
    { header: 'Email', headerClassName: 'whitespace-nowrap', cell: (account) => account.email },
    { header: 'Role', headerClassName: 'whitespace-nowrap', cell: (account) => <Badge tone={ROLE_TONES[account.role]}>{account.role}</Badge> },
    {
      header: 'Manager',
      headerClassName: 'whitespace-nowrap',
      cell: (account) => (account.manager ? account.manager.full_name?.trim() || account.manager.email : isWorkerAccount(account) ? 'None' : '—'),
    },
    {
      header: 'Last Sign-in',
      headerClassName: 'whitespace-nowrap',
      cell: (account) => (account.last_sign_in ? <DateTimeLines iso={account.last_sign_in} /> : 'Never'),
    },
    {
      header: 'Status',
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      cell: (account) =>
        isSuspended(account) ? <Badge tone="red">Suspended until {formatDay(account.banned_until)}</Badge> : <Badge tone="green">Active</Badge>,
    },
    actionsColumn(
      'Actions',
      (account) => (
        // The buttons stack when the table runs out of room (a laptop screen) rather than scroll away.
        <span className="inline-flex flex-wrap justify-end gap-2">
          {isWorkerAccount(account) && (
            <Button size="sm" variant="secondary" onClick={() => onMove(account)} aria-label={`Move ${account.email} to another manager`}>
              Move
            </Button>
          )}
          {account.id !== currentUserId &&
            (isSuspended(account) ? (
              <Button size="sm" variant="secondary" onClick={() => onSuspend(account, false)} aria-label={`Reactivate ${account.email}`}>
                Reactivate
              </Button>
            ) : (
              <Button size="sm" variant="danger" onClick={() => onSuspend(account, true)} aria-label={`Suspend ${account.email}`}>
                Suspend
              </Button>
            ))}
        </span>
      ),
      'text-right whitespace-nowrap',
    ),
  ]
  return (
    <DataTable
      label="Staff accounts"
      columns={columns}
      state={staff}
      rows={(data) => data.staff}
      rowKey={(account) => account.id}
      empty="No staff accounts."
      failed={(error) => errorMessage(error, 'Failed to load the staff accounts.')}
    />
  )
}

/** '23 Nov 2026, 13:30', breaking only after the comma when the column is narrow. */
function DateTimeLines({ iso }: { iso: string }) {
  const [day, time] = formatDateTime(iso).split(', ')
  // One element: a stacked row (phone) spreads its cell's children apart as flex items.
  return (
    <span>
      <span className="whitespace-nowrap">{day},</span> <span className="whitespace-nowrap">{time}</span>
    </span>
  )
}
