import { ASSIGNMENT_MESSAGES, type AssignableWorkers, type BulkReassignAnswer, type ReassignCustomerAnswer } from '@wallet/shared/back-office/assignment'
import { can, isRole, scopeOf } from '@wallet/shared/roles'
import type { Db, DbOrTx } from '../../db/client.ts'
import { eachOnItsOwn } from '../../lib/each-on-its-own.ts'
import { AppError } from '../../lib/errors.ts'
import type { AccountService } from '../../identity/accounts/accounts.service.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../audit/staff-action.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import { notice } from '../../support/notifications/notices.ts'
import { assignmentRepository as repo } from './assignment.repository.ts'

export interface AssignmentDeps {
  db: Db
  account: AccountService
  customers: CustomersService
  defineStaffAction: DefineStaffAction
  /** An unexpected failure of one customer in a bulk move: logged, and that customer answers 'not moved'. */
  logError: (err: unknown, what: string) => void
}

/**
 * Which worker looks after a customer (docs/decisions/075-customer-assignment.md). A manager moves the team's
 * customers between the team's workers, or unassigns them; an admin does so across teams. The customer's open
 * tickets follow them, the move is audited, and the customer is told.
 */
export function createAssignmentService({ db, account, customers, defineStaffAction, logError }: AssignmentDeps) {
  /** A worker the actor may give customers to: one of the manager's own team, or (an admin) any worker. */
  async function assignableWorker(tx: DbOrTx, actor: Actor, workerId: string): Promise<void> {
    const worker = await account.staffAccount(tx, workerId)
    const scope = scopeOf(actor.role, 'customers:assign')
    const isWorker = worker !== null && isRole(worker.role) && can(worker.role, 'customers:claim')
    if (!isWorker || (scope === 'team' && worker.managerId !== actor.userId)) throw new AppError('WORKER_NOT_FOUND')
  }

  const reassign = defineStaffAction({
    action: 'customer.reassign',
    permission: 'customers:assign',
    target: 'customer',
    async run({ tx, actor, target, input }: StaffActionContext<{ workerId: string | null }, 'customer'>) {
      const before = await repo.lockAssignedWorker(tx, target.id)
      if (input.workerId !== null) await assignableWorker(tx, actor, input.workerId)
      if (before === input.workerId) throw new AppError('ASSIGNMENT_UNCHANGED')
      await customers.setAssignedWorker(tx, target.id, input.workerId)
      const ticketsMoved = await repo.moveOpenTickets(tx, target.id, input.workerId)
      const result: ReassignCustomerAnswer = {
        assignedWorkerId: input.workerId,
        ticketsMoved,
        message: input.workerId ? ASSIGNMENT_MESSAGES.reassigned : ASSIGNMENT_MESSAGES.unassigned,
      }
      return applied({
        before: { assignedWorkerId: before },
        after: { assignedWorkerId: input.workerId, ticketsMoved },
        notify: notice(input.workerId ? 'reassigned' : 'unassigned'),
        result,
      })
    },
  })

  return {
    reassign,

    /**
     * Hands every customer of a worker on (a worker who leaves): each customer is its own reassignment, audited and
     * told on its own, and each answers for itself, so that one refused customer does not hide the others.
     */
    async reassignAll(actor: Actor, fromWorkerId: string, toWorkerId: string | null): Promise<BulkReassignAnswer> {
      await assignableWorker(db, actor, fromWorkerId)
      if (toWorkerId !== null) await assignableWorker(db, actor, toWorkerId)
      if (toWorkerId === fromWorkerId) throw new AppError('ASSIGNMENT_UNCHANGED')
      const outcomes = await eachOnItsOwn(
        await repo.customersOf(db, fromWorkerId),
        (customer) => reassign(actor, customer.id, { workerId: toWorkerId }),
        (err, customer) => logError(err, `reassigning customer ${customer.id}`),
      )
      const results = outcomes.map(({ item, done, error, code }) => ({ customerId: item.id, email: item.email, moved: done, error, code }))
      const moved = results.filter((r) => r.moved).length
      return { results, message: ASSIGNMENT_MESSAGES.bulkDone(moved, results.length - moved) }
    },

    /** The workers the actor may give a customer to. */
    async assignableWorkers(actor: Actor): Promise<AssignableWorkers> {
      const rows = await repo.workers(db, scopeOf(actor.role, 'customers:assign') === 'any' ? null : actor.userId)
      return { workers: rows.map((w) => ({ id: w.id, full_name: w.fullName, email: w.email, manager_id: w.managerId })) }
    },
  }
}
