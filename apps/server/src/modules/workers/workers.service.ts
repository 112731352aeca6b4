import { randomInt } from 'node:crypto'
import { CUSTOMER_NOTICES } from '@wallet/shared/customers'
import { can, isCustomerRole, isRole, isStaffRole, type Role } from '@wallet/shared/roles'
import {
  MANAGER_MESSAGES,
  OWNED_USERS_PAGE_SIZE,
  WORKER_MESSAGES,
  WORKERS_PAGE_SIZE,
  type CreateWorkerBody,
  type FoundUser,
  type ManagerUsersAnswer,
  type OwnedUsersAnswer,
  type StaffAccount,
  type UserSummary,
  type WorkersAnswer,
} from '@wallet/shared/workers'
import type { Db } from '../../db/client.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password-hash.ts'
import type { AccountService } from '../account/account.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import { createAccount } from '../auth/accounts.ts'
import type { Actor } from '../auth/actor.ts'
import { isBanActive } from '../auth/ban.ts'
import type { Auth } from '../auth/better-auth.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { TicketsService } from '../tickets/tickets.service.ts'
import { workersRepository as repo } from './workers.repository.ts'

export interface WorkersDeps {
  db: Db
  auth: Auth
  account: AccountService
  audit: AuditService
  customers: CustomersService
  notifications: NotificationsService
  tickets: TicketsService
}

const STAFF_BAN_DAYS = 36_525
/** Letters and digits without look-alikes (0/O, 1/l/I): a temporary password read off a screen. */
const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A temporary password shown once: 14 characters with at least one digit. */
export function temporaryPassword(): string {
  for (;;) {
    const value = Array.from({ length: 14 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('')
    if (/\d/.test(value)) return value
  }
}

type CustomerPage = Awaited<ReturnType<CustomersService['list']>>

const toSummary = (c: CustomerPage['customers'][number]): UserSummary => ({
  id: c.id,
  full_name: c.fullName,
  email: c.email,
  kyc_status: c.kycStatus,
  created_at: c.createdAt,
  assigned_worker_name: c.assignedWorkerName,
})

/**
 * The worker's tools (search, claim, own users), the manager's (workers, their customers) and the admin's staff
 * console (part 2 §2, §5–§7; docs/decisions/070). Every change is audited in its own transaction.
 */
export function createWorkersService({ db, auth, account, audit, customers, notifications, tickets }: WorkersDeps) {
  /** A staff account created the way sign-up would, confirmed, that must choose its own password first. */
  async function newStaffAccount(body: CreateWorkerBody, role: Role): Promise<string> {
    if (await repo.userByEmail(db, body.email)) throw new ConflictError(MANAGER_MESSAGES.emailTaken, 'EMAIL_TAKEN')
    try {
      const { id } = await createAccount(auth, { email: body.email, password: body.password, fullName: body.fullName, role, confirmed: true, requiresPasswordChange: true })
      return id
    } catch (err) {
      // Two requests for one address at the same moment: the database's unique index decides.
      if (await repo.userByEmail(db, body.email)) throw new ConflictError(MANAGER_MESSAGES.emailTaken, 'EMAIL_TAKEN')
      throw err
    }
  }

  return {
    /** The worker's manager, whose announcements they see (get_worker_manager). */
    managerOf: (workerId: string) => repo.managerOf(db, workerId),

    /** search-user-by-email: an exact address, customers only (a staff account is not found, as an unknown address is not). */
    async searchUser(email: string): Promise<{ user: FoundUser | null; message: string }> {
      const found = await repo.userByEmail(db, email)
      if (!found || !isRole(found.role) || !isCustomerRole(found.role)) return { user: null, message: WORKER_MESSAGES.userNotFound }
      return { user: { id: found.id, email: found.email, role: found.role }, message: WORKER_MESSAGES.userFound }
    },

    /**
     * claim-user: an unassigned customer becomes the worker's, with their unassigned open tickets. Of several workers
     * claiming at once exactly one wins (a conditional update); the others, like an assigned customer or a staff
     * account, get 409.
     */
    async claim(actor: Actor, customerId: string): Promise<void> {
      const target = await repo.userById(db, customerId)
      if (!target) throw new ConflictError(WORKER_MESSAGES.claimConflict, 'CLAIM_CONFLICT')
      await audit.audited(actor, 'customer.claim', async (tx) => {
        if (!(await customers.claim(tx, customerId, actor.userId))) throw new ConflictError(WORKER_MESSAGES.claimConflict, 'CLAIM_CONFLICT')
        const ticketsMoved = await tickets.assignUnassigned(tx, customerId, actor.userId)
        await notifications.notify(tx, customerId, CUSTOMER_NOTICES.claimed)
        return { targetUserId: customerId, before: { assignedWorkerId: null }, after: { assignedWorkerId: actor.userId, ticketsMoved }, result: undefined }
      })
    },

    /** list-my-users: the worker's customers, 10 a page, searched by email. */
    async ownedUsers(actor: Actor, page: number, search: string): Promise<OwnedUsersAnswer> {
      const { customers: rows, total } = await customers.list({ workerId: actor.userId }, { search, searchNames: false, page, pageSize: OWNED_USERS_PAGE_SIZE })
      return {
        ownedUsers: rows.map((c) => ({ user_email: c.email, profile_user_id: c.id, profile_created_at: c.createdAt, full_name: c.fullName, kyc_status: c.kycStatus ?? 'not_started' })),
        total,
        page,
        pageSize: OWNED_USERS_PAGE_SIZE,
      }
    },

    /** create-worker-for-manager: the new worker belongs to the manager and chooses their password at first sign-in. */
    async createWorker(actor: Actor, body: CreateWorkerBody): Promise<{ id: string }> {
      const id = await newStaffAccount(body, 'WORKER')
      await audit.audited(actor, 'worker.create', async (tx) => {
        await repo.addWorker(tx, id, actor.userId)
        return { targetUserId: id, before: null, after: { email: body.email.toLowerCase(), name: body.fullName, managerId: actor.userId }, result: undefined }
      })
      return { id }
    },

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

    /**
     * reset-worker-password: a temporary password, shown once to the manager and never stored in clear; the worker is
     * signed out everywhere and must choose their own password at the next sign-in.
     */
    async resetWorkerPassword(actor: Actor, workerId: string): Promise<{ temporaryPassword: string }> {
      if (!(await repo.isWorkerOf(db, workerId, actor.userId))) throw new NotFoundError('Worker not found.')
      const password = temporaryPassword()
      const passwordHash = await hashPassword(password)
      await audit.audited(actor, 'worker.password.reset', async (tx) => {
        const { sessionsEnded } = await account.resetPassword(tx, workerId, passwordHash)
        return { targetUserId: workerId, before: { requiresPasswordChange: false }, after: { requiresPasswordChange: true, sessionsEnded }, result: undefined }
      })
      return { temporaryPassword: password }
    },

    /** get-users-for-manager: the customers of the manager's workers, searched by name or email. */
    async managerUsers(actor: Actor, query: { page: number; perPage: number; searchQuery: string }): Promise<ManagerUsersAnswer> {
      const { customers: rows, total } = await customers.list({ managerId: actor.userId }, { search: query.searchQuery, searchNames: true, page: query.page, pageSize: query.perPage })
      return { users: rows.map(toSummary), totalCount: total }
    },

    /** The admin console: every customer, searched by name or email. */
    async allCustomers(query: { page: number; search: string }, pageSize: number) {
      const { customers: rows, total } = await customers.list('all', { search: query.search, searchNames: true, page: query.page, pageSize })
      return { users: rows.map(toSummary), totalCount: total, page: query.page, pageSize }
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

    async createManager(actor: Actor, body: CreateWorkerBody): Promise<{ id: string }> {
      const id = await newStaffAccount(body, 'MANAGER')
      await audit.audited(actor, 'staff.manager.create', async () => ({
        targetUserId: id,
        before: null,
        after: { email: body.email.toLowerCase(), name: body.fullName, role: 'MANAGER' },
        result: undefined,
      }))
      return { id }
    },

    /** Moves a worker (and so their customers) to another manager. */
    async moveWorker(actor: Actor, workerId: string, managerId: string): Promise<void> {
      const [worker, manager] = await Promise.all([repo.userById(db, workerId), repo.userById(db, managerId)])
      // A worker is who claims customers; a manager is who manages workers (roles.ts).
      if (!worker || !isRole(worker.role) || !can(worker.role, 'customers:claim')) throw new NotFoundError('Worker not found.')
      if (!manager || !isRole(manager.role) || !can(manager.role, 'workers:manage')) throw new ValidationError('Please choose a manager.')
      await audit.audited(actor, 'staff.worker.move', async (tx) => {
        const before = await repo.setManager(tx, workerId, managerId)
        if (before === null) await repo.addWorker(tx, workerId, managerId)
        return { targetUserId: workerId, before: { managerId: before }, after: { managerId }, result: undefined }
      })
    },

    /** Bans (until lifted) or unbans a staff account; a ban ends its sessions at once. Never one's own account. */
    async setStaffBan(actor: Actor, staffId: string, banned: boolean): Promise<void> {
      const target = await repo.userById(db, staffId)
      if (!target || !isStaffRole(target.role)) throw new NotFoundError('Staff account not found.')
      if (target.id === actor.userId) throw new ForbiddenError('You cannot suspend your own account.', 'OWN_ACCOUNT')
      await audit.audited(actor, banned ? 'staff.ban' : 'staff.unban', async (tx) => {
        const before = await account.lockBan(tx, staffId)
        const after = banned ? await account.ban(tx, staffId, new Date(Date.now() + STAFF_BAN_DAYS * 86_400_000), 'Suspended by an administrator') : await account.unban(tx, staffId)
        return { targetUserId: staffId, before, after, result: undefined }
      })
    },
  }
}

export type WorkersService = ReturnType<typeof createWorkersService>
