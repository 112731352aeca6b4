import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyHelmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { NotFoundError } from './lib/errors.ts'
import type { Mailer } from './lib/mailer.ts'
import { authHandlerRoutes } from './modules/auth/auth-handler.routes.ts'
import { createAuth } from './modules/auth/better-auth.ts'
import { createAuthEmails } from './modules/auth/auth-emails.ts'
import { captchaRoutes } from './modules/captcha/captcha.routes.ts'
import { createCaptchaService } from './modules/captcha/captcha.service.ts'
import { sessionRoutes } from './modules/auth/session.routes.ts'
import { accountRoutes } from './modules/account/account.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { kycRoutes } from './modules/kyc/kyc.routes.ts'
import { paymentMethodRoutes } from './modules/payment-methods/payment-methods.routes.ts'
import { profileRoutes } from './modules/profile/profile.routes.ts'
import { securityRoutes } from './modules/security/security.routes.ts'
import { ticketRoutes } from './modules/tickets/tickets.routes.ts'
import { createFieldCipher } from './lib/crypto.ts'
import { pricesRoutes } from './modules/prices/prices.routes.ts'
import { stakesRoutes } from './modules/stakes/stakes.routes.ts'
import { swapsRoutes } from './modules/swaps/swaps.routes.ts'
import { authPlugin } from './plugins/auth.ts'
import { errorHandlerPlugin } from './plugins/error-handler.ts'
import { idempotencyPlugin } from './plugins/idempotency.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { eventsRoutes } from './modules/events/events.routes.ts'
import { paymentsRoutes } from './modules/payments/payments.routes.ts'
import { transactionsRoutes } from './modules/transactions/transactions.routes.ts'
import { walletsRoutes } from './modules/wallets/wallets.routes.ts'
import { createServices } from './services.ts'

export interface AppDeps {
  env: Env
  database: Database
  mailer: Mailer
  logger: FastifyBaseLogger | false
  /** The built web app to serve; absent in API-only tests. */
  webDist?: string
  /** better-auth's request limits (off in tests that sign in many times). */
  authRateLimit?: boolean
}

/** Plugins → auth → error handler → modules. Everything the app needs comes in through `deps`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database, mailer } = deps
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: env.NODE_ENV === 'production',
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  })
  await app.register(errorHandlerPlugin)

  const auth = createAuth({
    db: database.db,
    secret: env.AUTH_SECRET,
    baseURL: env.PUBLIC_URL,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    emails: createAuthEmails(mailer),
    rateLimit: deps.authRateLimit ?? true,
    onMailFailure: (err, what) => app.log.error({ err }, what),
  })
  const captcha = createCaptchaService({ db: database.db, secret: env.AUTH_SECRET })
  await app.register(authPlugin, { auth, db: database.db, secret: env.AUTH_SECRET })
  app.decorate('services', createServices({ database, env, mailer }))
  await app.register(idempotencyPlugin, { db: database.db })

  await app.register(
    async (api) => {
      await api.register(authHandlerRoutes, { captcha })
      await api.register(captchaRoutes, { captcha })
      await api.register(sessionRoutes, { db: database.db })
      await api.register(accountRoutes, { db: database.db })
      await api.register(healthRoutes, { database })
      await api.register(profileRoutes, { db: database.db })
      await api.register(kycRoutes, { db: database.db, dataDir: env.DATA_DIR, secret: env.AUTH_SECRET })
      await api.register(paymentMethodRoutes, { db: database.db, cipher: createFieldCipher(env.ENCRYPTION_KEY) })
      await api.register(securityRoutes, { db: database.db, auth, mailer, authSecret: env.AUTH_SECRET })
      await api.register(ticketRoutes, { db: database.db })
      await api.register(pricesRoutes)
      await api.register(swapsRoutes)
      await api.register(stakesRoutes)
      await api.register(notificationsRoutes)
      await api.register(walletsRoutes)
      await api.register(paymentsRoutes)
      await api.register(transactionsRoutes)
      await api.register(eventsRoutes)
    },
    { prefix: '/api' },
  )

  if (deps.webDist && existsSync(path.join(deps.webDist, 'index.html'))) {
    await serveWebApp(app, deps.webDist)
  }
  return app
}

/**
 * The built React app: its files, and index.html for every other GET outside /api (the client router decides,
 * its 404 page included). Unknown /api paths keep the JSON 404 of the error handler.
 */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false })
  app.get('/*', (req, reply) => {
    if (req.url.startsWith('/api/')) throw new NotFoundError()
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
  })
}
