import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreateSwapBody, SwapQuote, SwapQuoteQuery, SwapRequestResponse } from '@wallet/shared/money/swap'

export const swapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/swaps/quote', { schema: { querystring: SwapQuoteQuery, response: { 200: SwapQuote } } }, async (req) => app.services.swaps.quote(req.query))

  app.post(
    '/swaps',
    {
      schema: { body: CreateSwapBody, response: { 201: SwapRequestResponse } },
      config: { idempotent: true, limit: 'money' },
    },
    async (req, reply) => reply.code(201).send(await app.services.swaps.create(req.actor, req.body, req.idempotency)),
  )
}
