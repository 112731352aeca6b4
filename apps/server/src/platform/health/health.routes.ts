import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const HealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) })
const LivenessResponse = z.object({ status: z.literal('live') })
const Check = z.enum(['ok', 'failing', 'off'])
const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  phase: z.enum(['starting', 'ready', 'stopping']),
  checks: z.object({ database: Check, migrations: Check, jobs: Check }),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } }, config: { public: true } }, () => app.services.health.check())

  // Liveness: the process runs and its event loop answers; nothing else is asked, so a slow database never gets it restarted.
  app.get('/health/live', { schema: { response: { 200: LivenessResponse } }, config: { public: true }, logLevel: 'warn' }, () => ({ status: 'live' as const }))

  // Readiness: whether to send this instance traffic (docs/decisions/113-liveness-and-readiness.md).
  app.get(
    '/health/ready',
    { schema: { response: { 200: ReadinessResponse, 503: ReadinessResponse } }, config: { public: true }, logLevel: 'warn' },
    async (_req, reply) => {
      const { ready, phase, checks } = await app.services.health.readiness()
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', phase, checks })
    },
  )
}
