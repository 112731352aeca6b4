import { randomInt } from 'node:crypto'
import { can, isRole, type Role } from '@wallet/shared/roles'
import { WORKERS_PAGE_SIZE, type CreateWorkerBody, type StaffAccount, type WorkersAnswer } from '@wallet/shared/back-office/workers'
import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password-hash.ts'
import type { AccountService } from '../../identity/accounts/accounts.service.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../audit/staff-action.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { isBanActive } from '../../identity/sign-in/ban.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import type { TransactionEvents } from '../../platform/events/events.service.ts'
import { staffAccountsRepository as repo } from './staff-accounts.repository.ts'

export interface StaffAccountsDeps {
  db: Db
  account: AccountService
  customers: CustomersService
  events: Pick<TransactionEvents, 'notifyAccountChanged'>
  defineStaffAction: DefineStaffAction
}

const STAFF_BAN_DAYS = 36_525
/** Letters and digits without look-alikes (0/O, 1/l/I): a temporary password read off a screen. */
const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A temporary password shown once: 14 characters with at least one digit. */
function temporaryPassword(): string {
  for (;;) {
    const value = Array.from({ length: 14 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('')
    if (/\d/.test(value)) return value
  }
}

type NewStaff = CreateWorkerBody & { passwordHash: string }

/**
 * Staff accounts (part 2 §6–§7; docs/decisions/070): a manager creates workers, lists them and resets their passwords;
 * an admin creates managers, moves workers between them and suspends staff accounts. Every change is a staff action.
 */
export function createStaffAccountsService({ db, account, customers, events, defineStaffAction }: StaffAccountsDeps) {
  /**
   * The account, its credential, its profile row and (for a worker) its manager link, in the action's transaction:
   * with the audit row, they commit together or not at all. The new account must choose its own password first.
   */
  async function insertStaff(tx: Tx, input: NewStaff, role: Role): Promise<string> {
    const id = await account.create(tx, {
      email: input.email,
      fullName: input.fullName,
      role,
      emailVerified: true,
      requiresPasswordChange: true,
      // The password is the creator's choice; the first sign-in also takes a code mailed to the new account's own
      // address, and then the enrolment of its own authenticator app (decision 072).
      activeMfaMethod: 'email',
      banned: false,
      banReason: null,
      passwordHash: input.passwordHash,
    })
    if (!id) throw new AppError('STAFF_EMAIL_TAKEN')
    await customers.ensureProfile(id, tx)
    return id
  }

  /** Hashes the chosen password before the transaction (argon2 takes a while). */
  const withHash = async (body: CreateWorkerBody): Promise<NewStaff> => ({ ...body, passwordHash: await hashPassword(body.password) })

  const createWorker = defineStaffAction({
    action: 'worker.create',
    permission: 'workers:manage',
    target: 'none',
    prepare: withHash,
    async run({ tx, actor, input }: StaffActionContext<NewStaff, 'none'>) {
      const id = await insertStaff(tx, input, 'WORKER')
      await repo.addWorker(tx, id, actor.userId)
      return applied({ subject: id, before: null, after: { email: input.email.toLowerCase(), name: input.fullName, managerId: actor.userId }, result: { id } })
    },
  })

  const createManager = defineStaffAction({
    action: 'staff.manager.create',
    permission: 'system:admin',
    target: 'none',
    prepare: withHash,
    async run({ tx, input }: StaffActionContext<NewStaff, 'none'>) {
      const id = await insertStaff(tx, input, 'MANAGER')
      return applied({ subject: id, before: null, after: { email: input.email.toLowerCase(), name: input.fullName, role: 'MANAGER' }, result: { id } })
    },
  })

  /**
   * reset-worker-password: a temporary password, shown once to the manager and never stored in clear; the worker is
   * signed out everywhere and must choose their own password at the next sign-in. The password alone signs no one in:
   * the worker's own second factor still asks (decision 072), so the manager never holds a working sign-in.
   */
  const resetWorkerPassword = defineStaffAction({
    action: 'worker.password.reset',
    permission: 'workers:manage',
    target: 'staff',
    staffNotFound: 'WORKER_NOT_FOUND',
    prepare: async (_input: void) => {
      const password = temporaryPassword()
      return { password, passwordHash: await hashPassword(password) }
    },
    async run({ tx, target, input }: StaffActionContext<{ password: string; passwordHash: string }, 'staff'>) {
      const { sessionsEnded, passkeysRevoked } = await account.resetPassword(tx, target.id, input.passwordHash)
      const { emailedCodeTurnedOn } = await account.requireOwnSecondFactor(tx, target.id)
      return applied({
        before: { requiresPasswordChange: false },
        after: { requiresPasswordChange: true, sessionsEnded, passkeysRevoked, ...(emailedCodeTurnedOn ? { secondFactor: 'email' } : {}) },
        result: { temporaryPassword: input.password },
      })
    },
  })

  /** Moves a worker (and so their customers) to another manager. */
  const moveWorker = defineStaffAction({
    action: 'staff.worker.move',
    permission: 'system:admin',
    target: 'staff',
    staffNotFound: 'WORKER_NOT_FOUND',
    async run({ tx, target, input }: StaffActionContext<{ managerId: string }, 'staff'>) {
      // A worker is who claims customers; a manager is who manages workers (roles.ts).
      if (!isRole(target.role) || !can(target.role, 'customers:claim')) throw new AppError('WORKER_NOT_FOUND')
      const manager = await account.staffAccount(tx, input.managerId)
      if (!manager || !isRole(manager.role) || !can(manager.role, 'workers:manage')) throw new AppError('MANAGER_REQUIRED')
      const before = await repo.setManager(tx, target.id, input.managerId)
      if (before === null) await repo.addWorker(tx, target.id, input.managerId)
      // The worker's open event streams carry the old manager's announcements: they end, and reopen on the new one.
      await events.notifyAccountChanged(tx, target.id)
      return applied({ before: { managerId: before }, after: { managerId: input.managerId }, result: undefined })
    },
  })

  /** Bans (until lifted) or unbans a staff account; a ban ends its sessions at once. Never one's own account. */
  const setStaffBan = (banned: boolean) =>
    defineStaffAction({
      action: banned ? 'staff.ban' : 'staff.unban',
      permission: 'system:admin',
      target: 'staff',
      async run({ tx, actor, target }: StaffActionContext<void, 'staff'>) {
        if (target.id === actor.userId) throw new AppError('OWN_ACCOUNT')
        const before = await account.lockBan(tx, target.id)
        const after = banned
          ? await account.ban(tx, target.id, new Date(Date.now() + STAFF_BAN_DAYS * 86_400_000), 'Suspended by an administrator')
          : await account.unban(tx, target.id)
        return applied({ before, after, result: undefined })
      },
    })

  return {
    createWorker,
    createManager,
    resetWorkerPassword,
    moveWorker,
    banStaff: setStaffBan(true),
    unbanStaff: setStaffBan(false),

    /** The worker's manager, whose announcements they see (get_worker_manager). */
    managerOf: (workerId: string) => repo.managerOf(db, workerId),

    /** get_worker_info: the manager's workers, 10 a page. */
    async workers(actor: Actor, page: number): Promise<WorkersAnswer> {
      const { rows, total } = await repo.workersOf(db, actor.userId, WORKERS_PAGE_SIZE, (page - 1) * WORKERS_PAGE_SIZE)
      return {
        workers: rows.map((w) => ({ id: w.id, full_name: w.fullName, email: w.email, created_at: w.createdAt.toISOString(), customers: Number(w.customers) })),
        total,
        page,
        pageSize: WORKERS_PAGE_SIZE,
      }
    },

    /** The admin console: every staff account with its role, manager and last sign-in. */
    async staffAccounts(): Promise<StaffAccount[]> {
      const rows = await repo.staffAccounts(db)
      return rows
        .filter((r) => isRole(r.role))
        .map((r) => ({
          id: r.id,
          full_name: r.fullName,
          email: r.email,
          role: r.role as Role,
          manager: r.manager?.id ? { id: r.manager.id, full_name: r.manager.fullName, email: r.manager.email } : null,
          last_sign_in: r.lastSignIn ? new Date(r.lastSignIn).toISOString() : null,
          banned_until: isBanActive(r) ? (r.banExpires?.toISOString() ?? null) : null,
          created_at: r.createdAt.toISOString(),
        }))
    },
  }
}
