import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { NotFoundError } from './lib/errors.ts'
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts'
import type { Mailer } from './lib/mailer.ts'
import { accountRoutes } from './identity/accounts/accounts.routes.ts'
import { managerAnnouncementsRoutes, workerAnnouncementsRoutes } from './support/announcements/announcements.routes.ts'
import { accountActivityRoutes, adminAuditRoutes } from './back-office/audit/audit.routes.ts'
import { authHandlerRoutes } from './identity/sign-in/auth-handler.routes.ts'
import { sessionRoutes } from './identity/sign-in/session.routes.ts'
import { captchaRoutes } from './platform/captcha/captcha.routes.ts'
import { adminCustomersRoutes, managerCustomersRoutes } from './back-office/customers/customer-lists.routes.ts'
import { customerRoutes } from './back-office/customers/customers.routes.ts'
import { staffProfileRoutes } from './back-office/customers/staff-profile.routes.ts'
import { eventsRoutes } from './platform/events/events.routes.ts'
import { healthRoutes } from './platform/health/health.routes.ts'
import { kycRoutes, staffKycRoutes } from './support/kyc/kyc.routes.ts'
import { metricsAccess, metricsRoutes } from './platform/metrics/metrics.routes.ts'
import { notificationsRoutes } from './support/notifications/notifications.routes.ts'
import { paymentMethodRoutes, staffPaymentMethodsRoutes } from './money/payment-methods/payment-methods.routes.ts'
import { buyingLinksRoutes, staffBuyingLinksRoutes } from './money/payments/buying-links.routes.ts'
import { paymentsRoutes } from './money/payments/payments.routes.ts'
import { pricesRoutes } from './platform/prices/prices.routes.ts'
import { protectionRoutes, publicProtectionRoutes, staffProtectionRoutes } from './identity/sessions-and-freeze/sessions-and-freeze.routes.ts'
import { passkeysRoutes, staffPasskeysRoutes } from './identity/passkeys/passkeys.routes.ts'
import { securityRoutes, staffLoginHistoryRoutes } from './identity/second-factors/second-factors.routes.ts'
import { stakesRoutes } from './money/stakes/stakes.routes.ts'
import { swapsRoutes } from './money/swaps/swaps.routes.ts'
import { staffCustomerTicketRoutes, ticketRoutes, workerTicketRoutes } from './support/tickets/tickets.routes.ts'
import { adminApprovalsRoutes, staffTransactionsRoutes } from './money/transactions/staff-transactions.routes.ts'
import { transactionsRoutes } from './money/transactions/transactions.routes.ts'
import { staffWalletsRoutes, walletsRoutes } from './money/wallets/wallets.routes.ts'
import { adminReservesRoutes, publicReservesRoutes, reservesProofRoutes } from './money/reserves/reserves.routes.ts'
import { adminChainReservesRoutes, publicChainReservesRoutes } from './money/reserves/chain-reserves.routes.ts'
import { adminStaffRoutes, managerStaffRoutes } from './back-office/staff-accounts/staff-accounts.routes.ts'
import { workerRoutes } from './back-office/workers/workers.routes.ts'
import { assignmentRoutes } from './back-office/assignment/assignment.routes.ts'
import { accountProtectionRoutes, staffWithdrawalAddressesRoutes } from './identity/anti-phishing-and-allowlist/anti-phishing-and-allowlist.routes.ts'
import { shiftableClock, systemClock, type Clock } from './lib/clock.ts'
import { testClockRoutes } from './plugins/test-clock.ts'
import { authPlugin } from './plugins/auth.ts'
import { errorHandlerPlugin } from './plugins/error-handler.ts'
import { idempotencyPlugin } from './plugins/idempotency.ts'
import { workRoutes } from './back-office/queues/queues.routes.ts'
import { factorResetsRoutes } from './identity/factor-resets/factor-resets.routes.ts'
import { adminReconciliationRoutes, payoutsRoutes } from './money/chain/payouts/payouts.routes.ts'
import { guardedGroup, routeGuardsPlugin } from './plugins/route-guards.ts'
import { noStorePlugin } from './plugins/no-store.ts'
import { apiDescriptionRoutes, openApiPlugin } from './plugins/openapi.ts'
import { refuseWhileStoppingPlugin } from './plugins/refuse-while-stopping.ts'
import { requestMetricsPlugin } from './plugins/request-metrics.ts'
import { requestIdOptions, requestIdPlugin } from './plugins/request-id.ts'
import { routeLimitsPlugin } from './plugins/route-limits.ts'
import { sameOriginPlugin } from './plugins/same-origin.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import type { ChainAdapter } from './money/chain/chain-adapter.ts'
import { adminChainRoutes, chainDepositsRoutes } from './money/chain/chain.routes.ts'
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
  /** The time lock periods are measured on (tests move it); unset: the system's, or a movable one under TEST_CLOCK. */
  clock?: Clock
  /** Where the process is in its life (`main.ts`); absent: ready once built, without jobs. */
  lifecycle?: Lifecycle
  /** false: no request timing and no /metrics (what `npm run bench` measures metrics against). */
  metrics?: boolean
  /** The connected Ethereum chain (`money/chain/connect-chain.ts`); absent: ETH, USDT and BNB stay manual. */
  chain?: ChainAdapter | null
  /** The customers' deposit address indexes, swept by each payout batch (services.ts). */
  depositIndexes?: () => Promise<number[]>
}

/**
 * Plugins (headers, request ids, errors, guards, the API description) → services → auth → idempotency → route limits →
 * modules in guarded groups → the web app. Everything the app needs comes in through `deps`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database, mailer } = deps
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // No proxy is trusted unless TRUST_PROXY names them: a client's own X-Forwarded-For never sets its address.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Requests that arrive while the app closes are refused by refuseWhileStoppingPlugin, with a Retry-After.
    return503OnClosing: false,
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(securityHeadersPlugin, {
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
  await app.register(requestIdPlugin)
  await app.register(errorHandlerPlugin)
  const lifecycle = deps.lifecycle ?? createLifecycle({ phase: 'ready', jobsExpected: false })
  await app.register(refuseWhileStoppingPlugin, { lifecycle })
  await app.register(sameOriginPlugin, { origins: env.TRUSTED_ORIGINS })
  await app.register(noStorePlugin)
  await app.register(routeGuardsPlugin)
  await app.register(openApiPlugin)

  const testClock = !deps.clock && env.TEST_CLOCK ? shiftableClock() : null
  const services = createServices({
    database,
    env,
    mailer,
    clock: deps.clock ?? testClock ?? undefined,
    lifecycle,
    chain: deps.chain ?? null,
    depositIndexes: deps.depositIndexes,
    authRateLimit: deps.authRateLimit,
    onMailFailure: (err, what) => app.log.error({ err }, what),
    onAuditHead: (auditHead) => app.log.info({ auditHead }, 'audit chain head published'),
  })
  app.decorate('services', services)
  const access = metricsAccess(env)
  if (deps.metrics !== false) {
    await app.register(requestMetricsPlugin, { metrics: services.metrics })
    if (access !== 'elsewhere') await app.register(metricsRoutes, { metrics: services.metrics, access })
  }
  // Mails and other work started after an answer finish before the database closes.
  app.addHook('onClose', async () => {
    await services.background.drain()
    await services.sessions.close()
  })
  await app.register(authPlugin, { auth: services.auth, sessions: services.sessions })
  await app.register(idempotencyPlugin, { db: database.db })
  const clock = deps.clock ?? testClock ?? systemClock
  await app.register(routeLimitsPlugin, { db: database.db, env, now: () => clock.now().getTime() })

  await app.register(
    async (api) => {
      // Public routes, each marked `config: { public: true }`.
      await api.register(healthRoutes)
      await api.register(captchaRoutes)
      await api.register(authHandlerRoutes)
      await api.register(sessionRoutes)
      await api.register(publicProtectionRoutes)
      await api.register(publicReservesRoutes)
      await api.register(publicChainReservesRoutes)
      if (testClock) await api.register(testClockRoutes, { clock: testClock })
      await api.register(apiDescriptionRoutes(env))
      // The customer area: every signed-in account, on its own data.
      await api.register(
        guardedGroup('customer:self', [
          accountRoutes,
          accountActivityRoutes,
          customerRoutes,
          kycRoutes,
          paymentMethodRoutes,
          securityRoutes,
          protectionRoutes,
          passkeysRoutes,
          ticketRoutes,
          pricesRoutes,
          swapsRoutes,
          stakesRoutes,
          notificationsRoutes,
          walletsRoutes,
          chainDepositsRoutes,
          paymentsRoutes,
          buyingLinksRoutes,
          transactionsRoutes,
          eventsRoutes,
          accountProtectionRoutes,
          reservesProofRoutes,
        ]),
      )
      // The staff customer profile: staff roles only, each call checked against the customer's scope.
      await api.register(
        guardedGroup(
          'customers:view',
          [
            staffProfileRoutes,
            staffLoginHistoryRoutes,
            staffProtectionRoutes,
            staffWalletsRoutes,
            staffTransactionsRoutes,
            staffKycRoutes,
            staffPaymentMethodsRoutes,
            staffBuyingLinksRoutes,
            assignmentRoutes,
            staffCustomerTicketRoutes,
            factorResetsRoutes,
            workRoutes,
            staffWithdrawalAddressesRoutes,
            staffPasskeysRoutes,
          ],
          { deniedError: 'PROFILE_ROLE_DENIED' },
        ),
      )
      // The worker dashboard, the manager dashboard and the admin console, each for its role only.
      await api.register(guardedGroup('customers:claim', [workerRoutes, workerAnnouncementsRoutes]))
      // Support tickets, at the spec's /worker paths: every staff role answers those within its scope.
      await api.register(guardedGroup('tickets:answer', [workerTicketRoutes]))
      await api.register(guardedGroup('workers:manage', [managerStaffRoutes, managerCustomersRoutes, managerAnnouncementsRoutes]))
      // On-chain payouts: who approves sees the queue and batches; building and re-queueing need payouts:manage.
      await api.register(guardedGroup('payouts:approve', [payoutsRoutes]))
      await api.register(
        guardedGroup('system:admin', [
          adminStaffRoutes,
          adminCustomersRoutes,
          adminAuditRoutes,
          adminApprovalsRoutes,
          adminReservesRoutes,
          adminChainReservesRoutes,
          adminChainRoutes,
          adminReconciliationRoutes,
        ]),
      )
    },
    { prefix: '/api' },
  )

  if (deps.webDist && existsSync(path.join(deps.webDist, 'index.html'))) {
    await serveWebApp(app, deps.webDist)
  }
  return app
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts the n nearest hops, whoever they are (Fastify itself refuses a
 * bare number): use it only when the app cannot be reached except through those proxies; a list of addresses is
 * safer (docs/decisions/050-client-address-and-origin.md).
 */
export function trustProxyOption(setting: Env['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return setting
}

/** Files under /assets/ carry a hash of their content in their name: a changed file gets a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'

/**
 * The built React app: its files, and index.html for every other GET outside /api (the client router decides,
 * its 404 page included). Unknown /api paths keep the JSON 404 of the error handler.
 * The build writes a Brotli and a gzip copy beside each text file; a browser that accepts one gets it. Hashed files
 * are kept for a year; index.html and the other unhashed files are checked again on every use (docs/decisions/060).
 */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  const assetsDir = path.join(webDist, 'assets') + path.sep
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? HASHED_ASSET_CACHE : 'no-cache')
    },
  })
  // The web app's pages are not part of the API: left out of its description.
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/')) throw new NotFoundError()
    return reply.type('text/html').sendFile('index.html')
  })
}
