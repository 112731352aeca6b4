import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PriceHistoryQuery, PriceHistoryResponse, PricesResponse } from '@wallet/shared/platform/prices'

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/prices', { schema: { response: { 200: PricesResponse } } }, async () => app.services.prices.market())

  app.get('/prices/history', { schema: { querystring: PriceHistoryQuery, response: { 200: PriceHistoryResponse } } }, async (req) =>
    app.services.prices.history(req.query.asset, req.query.hours),
  )
}
