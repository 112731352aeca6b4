import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ActiveStakesResponse, CreateStakeBody, CreateStakeResponse, StakePlansResponse } from '@wallet/shared/money/stake-plans'

export const stakesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stakes/plans', { schema: { response: { 200: StakePlansResponse } } }, async () => ({
    plans: app.services.stakes.plans(),
  }))

  app.get('/stakes/active', { schema: { response: { 200: ActiveStakesResponse } } }, async (req) => ({
    stakes: await app.services.stakes.active(req.actor),
  }))

  app.post(
    '/stakes',
    { schema: { body: CreateStakeBody, response: { 201: CreateStakeResponse } }, config: { idempotent: true, limit: 'money' } },
    async (req, reply) => reply.code(201).send(await app.services.stakes.create(req.actor, req.body, req.idempotency)),
  )
}
