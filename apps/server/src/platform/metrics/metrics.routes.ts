import { createHash, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { FastifyPluginAsync } from 'fastify'
import type { Env } from '../../config/env.ts'
import { AppError } from '../../lib/errors.ts'
import type { Metrics } from './metrics.ts'

/**
 * Who may read /metrics on the app's own port (docs/decisions/112-metrics.md): with METRICS_TOKEN set, only a bearer
 * of it; without, anyone outside production and no one in production. With METRICS_PORT set the app's port has no
 * /metrics at all (`startMetricsServer` serves it on localhost).
 */
export function metricsAccess(env: Pick<Env, 'NODE_ENV' | 'METRICS_TOKEN' | 'METRICS_PORT'>): 'elsewhere' | 'open' | 'refused' | { token: string } {
  if (env.METRICS_PORT !== undefined) return 'elsewhere'
  if (env.METRICS_TOKEN) return { token: env.METRICS_TOKEN }
  return env.NODE_ENV === 'production' ? 'refused' : 'open'
}

/** Compares digests, so that the time taken says nothing about how much of the token matched. */
function sameToken(given: string, token: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(given), digest(token))
}

export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; access: 'open' | 'refused' | { token: string } }> = async (app, { metrics, access }) => {
  // Prometheus' text format for a scraper, not part of the JSON API: left out of the API description.
  app.get('/metrics', { schema: { hide: true }, config: { public: true }, logLevel: 'warn' }, async (req, reply) => {
    if (access !== 'open') {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      if (access === 'refused' || !given || !sameToken(given, access.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"')
        throw new AppError('METRICS_TOKEN_REQUIRED')
      }
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType)
    return metrics.registry.metrics()
  })
}

/** /metrics alone, on 127.0.0.1:`port` (METRICS_PORT): reachable from this host only, so it needs no token. */
export async function startMetricsServer(metrics: Metrics, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return server
}
