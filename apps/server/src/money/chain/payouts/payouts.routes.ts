import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BatchAnswer,
  BatchParams,
  BuildBatchBody,
  PayoutAnswer,
  PayoutOverview,
  PayoutParams,
  PayoutReasonBody,
  ReconciliationAnswer,
} from '@wallet/shared/money/payouts'

/**
 * The back office's payouts (docs/decisions/146): the queue, the returned payouts and the batches; building a batch
 * and re-queueing a returned payout (payouts:manage), approving a batch someone else built (payouts:approve).
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payouts } = app.services
  const { actions } = payouts

  app.get('/payouts', { schema: { response: { 200: PayoutOverview } } }, (req) => payouts.overview(req.actor))

  app.post(
    '/payouts/batches',
    { schema: { body: BuildBatchBody, response: { 201: BatchAnswer } }, config: { staffAction: actions.buildBatch } },
    async (req, reply) => reply.code(201).send(await payouts.buildBatch(req.actor, req.body.payoutIds)),
  )

  app.post(
    '/payouts/batches/:batchId/approve',
    { schema: { params: BatchParams, response: { 200: BatchAnswer } }, config: { staffAction: actions.approveBatch } },
    (req) => payouts.approveBatch(req.actor, req.params.batchId),
  )

  app.post(
    '/payouts/:payoutId/requeue',
    { schema: { params: PayoutParams, body: PayoutReasonBody, response: { 200: PayoutAnswer } }, config: { staffAction: actions.requeue } },
    (req) => payouts.requeue(req.actor, req.params.payoutId, req.body.reason),
  )
}

/** The admin overview's reconciliation (docs/decisions/148): the latest figures per connected asset. */
export const adminReconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/reconciliation', { schema: { response: { 200: ReconciliationAnswer } } }, async () => ({
    assets: await app.services.reconciliation.latest(),
  }))
}
