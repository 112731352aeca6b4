import { isCustomerRole, isRole } from '@wallet/shared/roles'
import { OWNED_USERS_PAGE_SIZE, WORKER_MESSAGES, type FoundUser, type OwnedUsersAnswer } from '@wallet/shared/back-office/workers'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../audit/staff-action.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import type { TicketsService } from '../../support/tickets/tickets.service.ts'
import { workersRepository as repo } from './workers.repository.ts'
import { notice } from '../../support/notifications/notices.ts'

export interface WorkersDeps {
  db: Db
  customers: CustomersService
  tickets: TicketsService
  defineStaffAction: DefineStaffAction
}

/** The worker's tools (part 2 §2, §7): find a customer by exact email, claim them, list one's own customers. */
export function createWorkersService({ db, customers, tickets, defineStaffAction }: WorkersDeps) {
  /**
   * claim-user: an unassigned customer becomes the worker's, with their unassigned open tickets. Of several workers
   * claiming at once exactly one wins (a conditional update); the others, like an assigned customer or a staff
   * account, get 409.
   */
  const claim = defineStaffAction({
    action: 'customer.claim',
    permission: 'customers:claim',
    target: 'none',
    async run({ tx, actor, input }: StaffActionContext<{ customerId: string }, 'none'>) {
      if (!(await customers.claim(tx, input.customerId, actor.userId))) throw new AppError('CLAIM_CONFLICT')
      const ticketsMoved = await tickets.assignUnassigned(tx, input.customerId, actor.userId)
      return applied({
        subject: input.customerId,
        before: { assignedWorkerId: null },
        after: { assignedWorkerId: actor.userId, ticketsMoved },
        notify: notice('claimed'),
        result: undefined,
      })
    },
  })

  return {
    /** search-user-by-email: an exact address, customers only (a staff account is not found, as an unknown address is not). */
    async searchUser(email: string): Promise<{ user: FoundUser | null; message: string }> {
      const found = await repo.userByEmail(db, email)
      if (!found || !isRole(found.role) || !isCustomerRole(found.role)) return { user: null, message: WORKER_MESSAGES.userNotFound }
      return { user: { id: found.id, email: found.email, role: found.role }, message: WORKER_MESSAGES.userFound }
    },

    claim,

    /** list-my-users: the worker's customers, 10 a page, searched by email. */
    async ownedUsers(actor: Actor, page: number, search: string): Promise<OwnedUsersAnswer> {
      const { customers: rows, total } = await customers.list({ workerId: actor.userId }, { search, searchNames: false, page, pageSize: OWNED_USERS_PAGE_SIZE })
      return {
        ownedUsers: rows.map((c) => ({
          user_email: c.email,
          profile_user_id: c.id,
          profile_created_at: c.createdAt,
          full_name: c.fullName,
          kyc_status: c.kycStatus ?? 'not_started',
        })),
        total,
        page,
        pageSize: OWNED_USERS_PAGE_SIZE,
      }
    },
  }
}
