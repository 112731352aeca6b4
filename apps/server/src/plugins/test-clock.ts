import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShiftableClock } from '../lib/clock.ts'

/**
 * Browser tests only (TEST_CLOCK, which start-up refuses in production): moves the app's clock on, so that a test sees
 * a lock period end without waiting for it (docs/decisions/037). Registered only when TEST_CLOCK is on.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: ShiftableClock }> = async (app, { clock }) => {
  app.post(
    '/test-clock/advance',
    {
      schema: {
        body: z.object({
          ms: z
            .number()
            .int()
            .min(0)
            .max(366 * 24 * 60 * 60 * 1000),
        }),
        response: { 200: z.object({ now: z.string() }) },
      },
      config: { public: true },
    },
    (req) => {
      clock.advance(req.body.ms)
      return { now: clock.now().toISOString() }
    },
  )
}
