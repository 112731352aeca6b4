import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet built it again for each
 * request, re-reading the policy's directives every time (3 % of the server's time on a signed-in read,
 * `npm run bench:profile`).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const setHeaders = helmet(options)
  app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)))
})
