import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CustomerParams } from '@wallet/shared/back-office/customers'
import { FactorResetAnswer, FactorResetParams, FactorResetRequestBody, FactorResetState } from '@wallet/shared/identity/factor-resets'
import { ApprovalDecisionBody, RejectionBody } from '@wallet/shared/money/staff-transactions'

/** The staff profile's second factor: its state, a reset asked for, and the second staff member's decision. */
export const factorResetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { factorResets } = app.services
  const { actions } = factorResets

  app.get('/customers/:customerId/second-factor', { schema: { params: CustomerParams, response: { 200: FactorResetState } } }, (req) =>
    factorResets.state(req.actor, req.params.customerId),
  )

  app.post(
    '/customers/:customerId/second-factor/resets',
    { schema: { params: CustomerParams, body: FactorResetRequestBody, response: { 202: FactorResetAnswer } }, config: { staffAction: actions.request } },
    async (req, reply) => reply.code(202).send(await factorResets.request(req.actor, req.params.customerId, req.body.reason)),
  )

  app.post(
    '/customers/:customerId/second-factor/resets/:resetId/approve',
    { schema: { params: FactorResetParams, body: ApprovalDecisionBody, response: { 200: FactorResetAnswer } }, config: { staffAction: actions.approve } },
    (req) => factorResets.approve(req.actor, req.params.customerId, req.params.resetId, req.body.reason ?? null),
  )

  app.post(
    '/customers/:customerId/second-factor/resets/:resetId/reject',
    { schema: { params: FactorResetParams, body: RejectionBody, response: { 200: FactorResetAnswer } }, config: { staffAction: actions.reject } },
    (req) => factorResets.reject(req.actor, req.params.customerId, req.params.resetId, req.body.reason),
  )
}
