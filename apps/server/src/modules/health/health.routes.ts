import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const HealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) })

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } }, config: { public: true } }, () => app.services.health.check())
}
