import { z } from 'zod'
import { ERRORS } from '../errors.ts'
import { accountId } from './customers.ts'

/**
 * Which worker looks after a customer (docs/decisions/075-customer-assignment.md): a manager moves the team's
 * customers between the team's workers or unassigns them, an admin across teams; a worker who leaves hands all their
 * customers on at once.
 */
export const ASSIGNMENT_MESSAGES = {
  reassigned: 'The customer now has a new account manager.',
  unassigned: 'The customer has no account manager now.',
  bulkDone: (moved: number, failed: number) =>
    failed === 0 ? `${moved} customer${moved === 1 ? '' : 's'} moved.` : `${moved} moved, ${failed} could not be moved: see each row.`,
} as const

const workerId = accountId(ERRORS.WORKER_NOT_FOUND.message)

/** PUT /api/customers/:customerId/worker: the customer's new worker, or null to unassign. */
export const ReassignCustomerBody = z.object({ workerId: workerId.nullable() }).strict()
export type ReassignCustomerBody = z.infer<typeof ReassignCustomerBody>

export const ReassignCustomerAnswer = z.object({ assignedWorkerId: z.string().nullable(), ticketsMoved: z.number().int(), message: z.string() })
export type ReassignCustomerAnswer = z.infer<typeof ReassignCustomerAnswer>

export const WorkerParams = z.object({ workerId })

/** POST /api/workers/:workerId/reassign-customers: every customer of the worker to `toWorkerId` (or unassigned). */
export const BulkReassignBody = z.object({ toWorkerId: workerId.nullable() }).strict()
export type BulkReassignBody = z.infer<typeof BulkReassignBody>

/** One result per customer, so that a partial failure is visible. */
export const BulkReassignAnswer = z.object({
  results: z.array(z.object({ customerId: z.string(), email: z.string(), moved: z.boolean(), error: z.string().nullable(), code: z.string().nullable() })),
  message: z.string(),
})
export type BulkReassignAnswer = z.infer<typeof BulkReassignAnswer>

/** The workers the caller may give a customer to: the team's (a manager) or all (an admin). */
export const AssignableWorkers = z.object({
  workers: z.array(z.object({ id: z.string(), full_name: z.string().nullable(), email: z.string(), manager_id: z.string().nullable() })),
})
export type AssignableWorkers = z.infer<typeof AssignableWorkers>
