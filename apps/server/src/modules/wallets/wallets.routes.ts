import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SendBody, SendResponse, WalletList } from '@wallet/shared/wallets'

export const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallets } = app.services

  app.get('/wallets', { schema: { response: { 200: WalletList } } }, async (req) => ({
    wallets: await wallets.list(req.actor.userId),
  }))

  app.post(
    '/wallets/send',
    { schema: { body: SendBody, response: { 201: SendResponse } }, config: { idempotent: true } },
    async (req, reply) => reply.code(201).send(await wallets.send(req.actor, req.body, req.idempotency)),
  )
}
