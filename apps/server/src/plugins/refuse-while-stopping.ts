import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'
import type { Lifecycle } from '../lib/lifecycle.ts'

/** Seconds a refused client is asked to wait: about what a restart or a load balancer's next probe takes. */
const RETRY_AFTER_SECONDS = 5
/**
 * What still answers while the server stops: the probes (readiness says 503 itself; `/api/health` keeps its answer,
 * since it only says that the database answers), and the last scrape sees the end.
 */
const ANSWERED_WHILE_STOPPING = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics'])

/**
 * Once the server is stopping, a new request is refused before anything reads it (503 with Retry-After, and its
 * connection closed), so that nothing starts that the shutdown would cut short; requests already in flight go on
 * (docs/decisions/114-graceful-shutdown.md).
 */
export const refuseWhileStoppingPlugin = fp(async (app: FastifyInstance, { lifecycle }: { lifecycle: Lifecycle }) => {
  app.addHook('onRequest', (req, reply, done) => {
    if (lifecycle.phase !== 'stopping' || ANSWERED_WHILE_STOPPING.has(req.url.split('?', 1)[0]!)) return done()
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close')
    done(new AppError('SHUTTING_DOWN'))
  })
})
