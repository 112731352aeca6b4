import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AssignableWorkers,
  BulkReassignAnswer,
  BulkReassignBody,
  ReassignCustomerAnswer,
  ReassignCustomerBody,
  WorkerParams,
} from '@wallet/shared/back-office/assignment'
import { CustomerParams } from '@wallet/shared/back-office/customers'

/** Moving customers between workers (docs/decisions/075-customer-assignment.md). */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assignment } = app.services

  app.put(
    '/customers/:customerId/worker',
    {
      schema: { params: CustomerParams, body: ReassignCustomerBody, response: { 200: ReassignCustomerAnswer } },
      config: { staffAction: assignment.reassign },
    },
    (req) => assignment.reassign(req.actor, req.params.customerId, { workerId: req.body.workerId }),
  )

  app.post(
    '/workers/:workerId/reassign-customers',
    { schema: { params: WorkerParams, body: BulkReassignBody, response: { 200: BulkReassignAnswer } }, config: { permission: 'customers:assign' } },
    (req) => assignment.reassignAll(req.actor, req.params.workerId, req.body.toWorkerId),
  )

  app.get('/assignable-workers', { schema: { response: { 200: AssignableWorkers } }, config: { permission: 'customers:assign' } }, (req) =>
    assignment.assignableWorkers(req.actor),
  )
}
