import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CustomerParams } from '@wallet/shared/back-office/customers'
import { NoContent } from '../../lib/api-description.ts'
import { AddPaymentMethodBody, PAYMENT_MESSAGES, PaymentMethod, PaymentMethodList } from '@wallet/shared/money/payment-methods'

const MethodParams = z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) })

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const methods = app.services.paymentMethods

  app.get('/payment-methods', { schema: { response: { 200: PaymentMethodList } } }, (req) => methods.list(req.actor.userId))

  app.post('/payment-methods', { schema: { body: AddPaymentMethodBody, response: { 201: PaymentMethod } } }, async (req, reply) =>
    reply.code(201).send(await methods.add(req.actor, req.body)),
  )

  app.delete('/payment-methods/:id', { schema: { params: MethodParams, response: { 204: NoContent } } }, async (req, reply) => {
    await methods.remove(req.actor, req.params.id)
    return reply.code(204).send(null)
  })
}

/** user_payment_methods_raw for staff: look only (the delete button of the staff view is always disabled). */
export const staffPaymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customers/:customerId/payment-methods', { schema: { params: CustomerParams, response: { 200: PaymentMethodList } } }, (req) =>
    app.services.paymentMethods.staffList(req.actor, req.params.customerId),
  )
}
