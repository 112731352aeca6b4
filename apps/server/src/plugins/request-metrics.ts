import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Metrics } from '../platform/metrics/metrics.ts'

/** The routes where a sign-in is decided, and its step there. */
const SIGN_IN_STEPS: Record<string, 'password' | 'second_factor'> = {
  '/api/auth/sign-in/email': 'password',
  '/api/auth/two-factor/verify-totp': 'second_factor',
  '/api/auth/two-factor/verify-otp': 'second_factor',
}

/**
 * Times every answer by method, route pattern and status (docs/decisions/112-metrics.md). The route is the pattern
 * the router matched (`/api/customers/:id`), never the URL, and a request no route matched is `unmatched`: a label
 * never carries an id, whatever a client sends. Sign-ins are counted from their answers here too.
 */
export const requestMetricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched'
    const status = reply.statusCode
    metrics.httpDuration.observe({ method: req.method, route, status_code: status }, reply.elapsedTime / 1000)
    const step = SIGN_IN_STEPS[route]
    if (step) metrics.signIns.inc({ step, outcome: status < 400 ? 'accepted' : status === 429 ? 'limited' : 'refused' })
    done()
  })
})
