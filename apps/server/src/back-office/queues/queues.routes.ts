import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApprovalQueuePage, WorkQueuePage, WorkQueueParams, WorkQueueQuery, WorkSummary } from '@wallet/shared/back-office/work'

/** The staff Work area: each queue's page and the summary ("Waiting for me"). Acting goes through the existing routes. */
export const workRoutes: FastifyPluginAsyncZod = async (app) => {
  const { queues } = app.services

  app.get('/work/summary', { schema: { response: { 200: WorkSummary } } }, (req) => queues.summary(req.actor))

  // The approvals queue in full, for deciding in place (through the approval routes, which check again).
  app.get(
    '/work/approvals/requests',
    { schema: { querystring: WorkQueueQuery, response: { 200: ApprovalQueuePage } }, config: { permission: 'credits:approve' } },
    (req) => queues.approvalsPage(req.actor, req.query),
  )

  app.get('/work/:queue', { schema: { params: WorkQueueParams, querystring: WorkQueueQuery, response: { 200: WorkQueuePage } } }, (req) =>
    queues.page(req.actor, req.params.queue, req.query),
  )
}
