import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AddPaymentMethodBody, PAYMENT_MESSAGES, PaymentMethod, PaymentMethodList } from '@wallet/shared/payment-methods'
import type { Db } from '../../db/client.ts'
import type { FieldCipher } from '../../lib/crypto.ts'
import { createPaymentMethodsService } from './payment-methods.service.ts'

const MethodParams = z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) })

export const paymentMethodRoutes: FastifyPluginAsyncZod<{ db: Db; cipher: FieldCipher }> = async (app, { db, cipher }) => {
  const methods = createPaymentMethodsService({ db, cipher })

  app.get(
    '/payment-methods',
    { schema: { response: { 200: PaymentMethodList } }, preHandler: app.requireUser },
    async (req) => ({ paymentMethods: await methods.list(req.actor.userId) }),
  )

  app.post(
    '/payment-methods',
    { schema: { body: AddPaymentMethodBody, response: { 201: PaymentMethod } }, preHandler: app.requireUser },
    async (req, reply) => reply.code(201).send(await methods.add(req.actor.userId, req.body)),
  )

  app.delete(
    '/payment-methods/:id',
    { schema: { params: MethodParams }, preHandler: app.requireUser },
    async (req, reply) => {
      await methods.remove(req.actor.userId, req.params.id)
      return reply.code(204).send()
    },
  )
}
