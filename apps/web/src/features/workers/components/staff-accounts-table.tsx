import { can } from '@wallet/shared/roles'
import type { StaffAccount } from '@wallet/shared/workers'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { SkeletonRows } from '@/components/ui/skeleton'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime, formatDay } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'

const COLUMNS = ['Name', 'Email', 'Role', 'Manager', 'Last Sign-in', 'Status', 'Actions'] as const
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
  if (staff.status === 'error') return <Banner>{errorMessage(staff.error, 'Failed to load the staff accounts.')}</Banner>
  return (
    <Table stack aria-label="Staff accounts" aria-busy={staff.status === 'pending' || undefined}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <Th key={column} className={column === 'Actions' ? 'text-right whitespace-nowrap' : 'whitespace-nowrap'}>
              {column}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {staff.status === 'pending' ? (
          <SkeletonRows rows={5} columns={COLUMNS.length} />
        ) : staff.data.staff.length === 0 ? (
          <tr>
            <Td colSpan={COLUMNS.length} className="py-10 text-center text-slate-400">
              No staff accounts.
            </Td>
          </tr>
        ) : (
          staff.data.staff.map((account) => {
            const suspended = isSuspended(account)
            return (
              <tr key={account.id} className="transition hover:bg-white/[0.02]">
                <Td label="Name" className="font-medium text-slate-100">{account.full_name?.trim() || 'N/A'}</Td>
                <Td label="Email">{account.email}</Td>
                <Td label="Role">
                  <Badge tone={ROLE_TONES[account.role]}>{account.role}</Badge>
                </Td>
                <Td label="Manager">{account.manager ? account.manager.full_name?.trim() || account.manager.email : isWorkerAccount(account) ? 'None' : '—'}</Td>
                <Td label="Last Sign-in">{account.last_sign_in ? <DateTimeLines iso={account.last_sign_in} /> : 'Never'}</Td>
                <Td label="Status" className="whitespace-nowrap">
                  {suspended ? <Badge tone="red">Suspended until {formatDay(account.banned_until)}</Badge> : <Badge tone="green">Active</Badge>}
                </Td>
                <Td label="" className="text-right">
                  {/* The buttons stack when the table runs out of room (a laptop screen) rather than scroll away. */}
                  <span className="inline-flex flex-wrap justify-end gap-2">
                    {isWorkerAccount(account) && (
                      <Button size="sm" variant="secondary" onClick={() => onMove(account)} aria-label={`Move ${account.email} to another manager`}>
                        Move
                      </Button>
                    )}
                    {account.id !== currentUserId &&
                      (suspended ? (
                        <Button size="sm" variant="secondary" onClick={() => onSuspend(account, false)} aria-label={`Reactivate ${account.email}`}>
                          Reactivate
                        </Button>
                      ) : (
                        <Button size="sm" variant="danger" onClick={() => onSuspend(account, true)} aria-label={`Suspend ${account.email}`}>
                          Suspend
                        </Button>
                      ))}
                  </span>
                </Td>
              </tr>
            )
          })
        )}
      </tbody>
    </Table>
  )
}

/** '23 Nov 2026, 13:30', breaking only after the comma when the column is narrow. */
function DateTimeLines({ iso }: { iso: string }) {
  const [day, time] = formatDateTime(iso).split(', ')
  return (
    <>
      <span className="whitespace-nowrap">{day},</span> <span className="whitespace-nowrap">{time}</span>
    </>
  )
}
