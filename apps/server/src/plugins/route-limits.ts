import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/client.ts'
import { AppError } from '../lib/errors.ts'
import { attemptLimitsRepository } from '../identity/second-factors/attempt-limits.repository.ts'

/** The limited route groups; each group's requests count together, per account or per client address. */
export type RouteLimit = 'money' | 'captcha' | 'upload' | 'freeze'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's request limit (plugins/route-limits.ts): a 429 RATE_LIMITED with Retry-After past it. */
    limit?: RouteLimit
  }
}

/** Each group's limit, from the configuration. */
export function routeLimitsOf(env: Env): Record<RouteLimit, number> {
  return { money: env.MONEY_RATE_LIMIT, captcha: env.CAPTCHA_RATE_LIMIT, upload: env.UPLOAD_RATE_LIMIT, freeze: env.FREEZE_RATE_LIMIT }
}

/**
 * The routes that say `config.limit` get @fastify/rate-limit with that group's limit (docs/decisions/059). The counts
 * live in the database table the sign-in and password-check counters use, so every app instance shares them. A
 * request counts before its guard's checks pass only on a public route; on a guarded one the guard answers first.
 */
export const routeLimitsPlugin = fp(async (app: FastifyInstance, { db, env, now = Date.now }: { db: Db; env: Env; now?: () => number }) => {
  const limits = routeLimitsOf(env)
  // Runs before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const group = route.config?.limit
    if (group) route.config = { ...route.config, rateLimit: { max: limits[group] } }
  })
  await app.register(rateLimit, {
    global: false,
    timeWindow: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
    store: databaseStore(db, now),
    keyGenerator: keyOf,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  })
})

/**
 * The group, then who is counted: on a guarded route the signed-in account; on a public route (signed-out flows) always
 * the client's address as TRUST_PROXY lets Fastify find it (decision 050), so that a session, or one person's many
 * accounts, never buys a fresh count there.
 */
async function keyOf(req: FastifyRequest): Promise<string> {
  const { limit: group, public: isPublic } = req.routeOptions.config
  const actor = isPublic ? null : await req.resolveActor()
  // An IPv6 client usually holds a whole /64: its addresses count as one.
  return actor ? `wallet:route:${group}:account:${actor.userId}` : `wallet:route:${group}:ip:${normalizeIP(req.ip)}`
}

/** @fastify/rate-limit's store over the shared counter table: one statement per request, in a fixed window. */
function databaseStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  return class DatabaseStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      const at = now()
      attemptLimitsRepository.countInWindow(db, key, max, timeWindow, at).then(
        ({ count, windowStart }) => callback(null, { current: count, ttl: Math.max(windowStart + timeWindow - at, 0) }),
        (err: Error) => callback(err),
      )
    }

    child() {
      return new DatabaseStore()
    }
  }
}
