import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PaymentRequestBody, PaymentRequestResponse } from '@wallet/shared/money/payments'

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services
  const money = { schema: { body: PaymentRequestBody, response: { 201: PaymentRequestResponse } }, config: { idempotent: true, limit: 'money' as const } }

  app.post('/payments/deposits', money, async (req, reply) => reply.code(201).send(await payments.deposit(req.actor, req.body, req.idempotency)))
  app.post('/payments/withdrawals', money, async (req, reply) => reply.code(201).send(await payments.withdraw(req.actor, req.body, req.idempotency)))
}
