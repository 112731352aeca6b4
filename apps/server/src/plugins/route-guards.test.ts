import path from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { guardedGroup } from './route-guards.ts'
import { loadEnv } from '../config/env.ts'
import { createMailer } from '../lib/mailer.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createTestDatabase } from '../../test/database.ts'
import { createUser } from '../../test/factories.ts'

/**
 * Every /api route and its guard. A new route must be added here with the guard it gets: a route added without a
 * permission or a public marker does not even start (see below), and one added with the wrong guard fails here.
 */
const ROUTE_TABLE = [
  ['POST', '/api/account/forced-password', 'customer:self'],
  ['GET', '/api/account/activity', 'customer:self'],
  ['PUT', '/api/account/locale', 'customer:self'],
  ['GET', '/api/admin/approvals', 'system:admin'],
  ['GET', '/api/admin/audit', 'system:admin'],
  ['GET', '/api/admin/audit.csv', 'system:admin'],
  ['GET', '/api/admin/audit/head', 'system:admin'],
  ['GET', '/api/admin/chain-alerts', 'system:admin'],
  ['GET', '/api/admin/customers', 'system:admin'],
  ['POST', '/api/admin/managers', 'system:admin'],
  ['POST', '/api/admin/proof-of-reserves/reserves', 'system:admin'],
  ['POST', '/api/admin/proof-of-reserves/snapshots', 'system:admin'],
  ['GET', '/api/admin/proof-of-reserves/ownership-request', 'system:admin'],
  ['POST', '/api/admin/proof-of-reserves/snapshots/:snapshotId/ownership-proof', 'system:admin'],
  ['GET', '/api/admin/reconciliation', 'system:admin'],
  ['GET', '/api/admin/staff', 'system:admin'],
  ['POST', '/api/admin/staff/:id/ban', 'system:admin'],
  ['POST', '/api/admin/staff/:id/unban', 'system:admin'],
  ['PUT', '/api/admin/workers/:id/manager', 'system:admin'],
  ['GET', '/api/assignable-workers', 'customers:assign'],
  ['POST', '/api/approvals/decide', 'credits:approve'],
  ['POST', '/api/customers/:customerId/debits', 'customers:manage'],
  ['GET', '/api/customers/:customerId/tickets', 'customers:view'],
  ['PUT', '/api/customers/:customerId/worker', 'customers:assign'],
  ['POST', '/api/workers/:workerId/reassign-customers', 'customers:assign'],
  ['POST', '/api/manager/announcements', 'announcements:send'],
  ['GET', '/api/manager/users', 'workers:manage'],
  ['GET', '/api/manager/workers', 'workers:manage'],
  ['POST', '/api/manager/workers', 'workers:manage'],
  ['POST', '/api/manager/workers/:id/reset-password', 'workers:manage'],
  ['GET', '/api/worker/announcements', 'customers:claim'],
  ['POST', '/api/worker/claim-user', 'customers:claim'],
  ['POST', '/api/worker/search-user', 'customers:claim'],
  ['GET', '/api/worker/tickets', 'tickets:answer'],
  ['GET', '/api/worker/tickets/:id', 'tickets:answer'],
  ['POST', '/api/worker/tickets/:id/responses', 'tickets:answer'],
  ['POST', '/api/worker/tickets/:id/status', 'tickets:answer'],
  ['GET', '/api/worker/users', 'customers:claim'],
  ['GET', '/api/buying-links/:id/logo', 'customer:self'],
  ['POST', '/api/auth/request-password-reset', 'public'],
  ['POST', '/api/account-freeze/link', 'public'],
  ['POST', '/api/account-freeze/unfreeze/start', 'public'],
  ['POST', '/api/account-freeze/unfreeze', 'public'],
  ['POST', '/api/auth/reset-password', 'public'],
  ['GET', '/api/auth/reset-password/:token', 'public'],
  ['POST', '/api/auth/sign-in/email', 'public'],
  ['POST', '/api/auth/sign-out', 'public'],
  ['POST', '/api/auth/passkey/sign-in-options', 'public'],
  ['POST', '/api/auth/passkey/sign-in', 'public'],
  ['POST', '/api/auth/sign-up/email', 'public'],
  ['POST', '/api/auth/two-factor/send-otp', 'public'],
  ['POST', '/api/auth/two-factor/verify-otp', 'public'],
  ['POST', '/api/auth/two-factor/verify-totp', 'public'],
  ['GET', '/api/auth/verify-email', 'public'],
  ['GET', '/api/captcha/challenge', 'public'],
  ['GET', '/api/customers/:customerId', 'customers:view'],
  ['GET', '/api/customers/:customerId/access', 'customers:view'],
  ['GET', '/api/customers/:customerId/activity', 'customers:view'],
  ['PUT', '/api/customers/:customerId/addresses/:assetId', 'customers:manage'],
  ['POST', '/api/customers/:customerId/approvals/:approvalId/approve', 'credits:approve'],
  ['POST', '/api/customers/:customerId/approvals/:approvalId/reject', 'credits:approve'],
  ['POST', '/api/customers/:customerId/ban', 'customers:manage'],
  ['POST', '/api/customers/:customerId/email-confirmation', 'customers:manage'],
  ['GET', '/api/customers/:customerId/internal-notes', 'customers:view'],
  ['POST', '/api/customers/:customerId/internal-notes', 'customers:manage'],
  ['GET', '/api/customers/:customerId/buying-links', 'customers:view'],
  ['POST', '/api/customers/:customerId/buying-links', 'customers:manage'],
  ['DELETE', '/api/customers/:customerId/buying-links/:linkId', 'customers:manage'],
  ['GET', '/api/customers/:customerId/kyc', 'customers:view'],
  ['POST', '/api/customers/:customerId/kyc/approve', 'customers:manage'],
  ['POST', '/api/customers/:customerId/kyc/reject', 'customers:manage'],
  ['GET', '/api/customers/:customerId/login-history', 'customers:view'],
  ['GET', '/api/customers/:customerId/sessions', 'customers:view'],
  ['GET', '/api/customers/:customerId/freeze', 'customers:view'],
  ['GET', '/api/customers/:customerId/withdrawal-addresses', 'customers:view'],
  ['GET', '/api/customers/:customerId/passkeys', 'customers:view'],
  ['DELETE', '/api/customers/:customerId/passkeys/:passkeyId', 'customers:manage'],
  ['PUT', '/api/customers/:customerId/note', 'customers:manage'],
  ['POST', '/api/customers/:customerId/password', 'customers:manage'],
  ['GET', '/api/customers/:customerId/payment-methods', 'customers:view'],
  ['PUT', '/api/customers/:customerId/permissions', 'customers:manage'],
  ['POST', '/api/customers/:customerId/sessions/end', 'customers:manage'],
  ['GET', '/api/customers/:customerId/second-factor', 'customers:view'],
  ['POST', '/api/customers/:customerId/second-factor/resets', 'customers:manage'],
  ['POST', '/api/customers/:customerId/second-factor/resets/:resetId/approve', 'factor-resets:approve'],
  ['POST', '/api/customers/:customerId/second-factor/resets/:resetId/reject', 'factor-resets:approve'],
  ['POST', '/api/customers/:customerId/unfreeze', 'customers:manage'],
  ['GET', '/api/customers/:customerId/statement.csv', 'customers:view'],
  ['GET', '/api/customers/:customerId/transactions', 'customers:view'],
  ['POST', '/api/customers/:customerId/transactions', 'customers:manage'],
  ['PATCH', '/api/customers/:customerId/transactions/:transactionId', 'customers:manage'],
  ['POST', '/api/customers/:customerId/unban', 'customers:manage'],
  ['GET', '/api/customers/:customerId/wallets', 'customers:view'],
  ['POST', '/api/captcha/verify', 'public'],
  ['GET', '/api/events', 'customer:self'],
  ['GET', '/api/health', 'public'],
  // The API description and its reference page (Swagger UI's files): public outside production (test/openapi.test.ts).
  ['GET', '/api/openapi.json', 'public'],
  ['GET', '/api/docs/', 'public'],
  ['GET', '/api/docs/json', 'public'],
  ['GET', '/api/docs/yaml', 'public'],
  ['HEAD,GET', '/api/docs/static/*', 'public'],
  ['GET', '/api/docs/static/index.html', 'public'],
  ['GET', '/api/docs/static/swagger-initializer.js', 'public'],
  ['GET', '/api/health/live', 'public'],
  ['GET', '/api/health/ready', 'public'],
  ['POST', '/api/kyc', 'customer:self'],
  ['GET', '/api/kyc/documents/:id', 'customers:view'],
  ['GET', '/api/notifications', 'customer:self'],
  ['POST', '/api/notifications/:id/read', 'customer:self'],
  ['POST', '/api/notifications/read-all', 'customer:self'],
  ['DELETE', '/api/payment-methods/:id', 'customer:self'],
  ['GET', '/api/payment-methods', 'customer:self'],
  ['POST', '/api/payment-methods', 'customer:self'],
  ['GET', '/api/payments/buying-links', 'customer:self'],
  ['POST', '/api/payments/deposits', 'customer:self'],
  ['POST', '/api/payments/withdrawals', 'customer:self'],
  ['GET', '/api/payouts', 'payouts:approve'],
  ['POST', '/api/payouts/:payoutId/requeue', 'payouts:manage'],
  ['POST', '/api/payouts/batches', 'payouts:manage'],
  ['POST', '/api/payouts/batches/:batchId/approve', 'payouts:approve'],
  ['GET', '/api/prices', 'customer:self'],
  ['GET', '/api/prices/history', 'customer:self'],
  ['GET', '/api/profile', 'customer:self'],
  ['GET', '/api/proof-of-reserves', 'public'],
  ['GET', '/api/proof-of-reserves/latest', 'public'],
  ['GET', '/api/proof-of-reserves/proof', 'customer:self'],
  ['GET', '/api/proof-of-reserves/snapshots/:snapshotId', 'public'],
  ['GET', '/api/proof-of-reserves/snapshots/:snapshotId/addresses', 'public'],
  ['GET', '/api/proof-of-reserves/snapshots/:snapshotId/addresses.json', 'public'],
  ['GET', '/api/security/login-history', 'customer:self'],
  ['GET', '/api/security/sessions', 'customer:self'],
  ['POST', '/api/security/sessions/:sessionId/end', 'customer:self'],
  ['POST', '/api/security/sessions/end-others', 'customer:self'],
  ['GET', '/api/security/freeze', 'customer:self'],
  ['POST', '/api/security/freeze', 'customer:self'],
  ['GET', '/api/security/anti-phishing-code', 'customer:self'],
  ['POST', '/api/security/anti-phishing-code/reveal', 'customer:self'],
  ['PUT', '/api/security/anti-phishing-code', 'customer:self'],
  ['POST', '/api/security/second-factor/email-code', 'customer:self'],
  ['GET', '/api/security/withdrawal-addresses', 'customer:self'],
  ['POST', '/api/security/withdrawal-addresses', 'customer:self'],
  ['POST', '/api/security/withdrawal-addresses/:addressId/confirm', 'customer:self'],
  ['DELETE', '/api/security/withdrawal-addresses/:addressId', 'customer:self'],
  ['PUT', '/api/security/withdrawal-allowlist', 'customer:self'],
  ['GET', '/api/security/mfa', 'customer:self'],
  ['POST', '/api/security/mfa/email/disable', 'customer:self'],
  ['POST', '/api/security/mfa/email/send-code', 'customer:self'],
  ['POST', '/api/security/mfa/email/verify', 'customer:self'],
  ['POST', '/api/security/mfa/totp/cancel', 'customer:self'],
  ['POST', '/api/security/mfa/totp/remove', 'customer:self'],
  ['GET', '/api/security/passkeys', 'customer:self'],
  ['POST', '/api/security/passkeys/registration-options', 'customer:self'],
  ['POST', '/api/security/passkeys', 'customer:self'],
  ['PATCH', '/api/security/passkeys/:passkeyId', 'customer:self'],
  ['POST', '/api/security/passkeys/:passkeyId/remove', 'customer:self'],
  ['POST', '/api/security/mfa/totp/start', 'customer:self'],
  ['POST', '/api/security/mfa/totp/verify', 'customer:self'],
  ['POST', '/api/security/verify-and-update-password', 'customer:self'],
  ['GET', '/api/session', 'public'],
  ['POST', '/api/stakes', 'customer:self'],
  ['GET', '/api/stakes/active', 'customer:self'],
  ['GET', '/api/stakes/plans', 'customer:self'],
  ['POST', '/api/swaps', 'customer:self'],
  ['GET', '/api/swaps/quote', 'customer:self'],
  ['GET', '/api/tickets', 'customer:self'],
  ['POST', '/api/tickets', 'customer:self'],
  ['GET', '/api/tickets/:id', 'customer:self'],
  ['POST', '/api/tickets/:id/responses', 'customer:self'],
  ['GET', '/api/transactions', 'customer:self'],
  ['GET', '/api/transactions/:id', 'customer:self'],
  ['GET', '/api/transactions/recent', 'customer:self'],
  ['GET', '/api/transactions/statement.csv', 'customer:self'],
  ['GET', '/api/wallets', 'customer:self'],
  ['GET', '/api/wallets/deposits', 'customer:self'],
  ['POST', '/api/wallets/send', 'customer:self'],
  ['GET', '/api/work/approvals/requests', 'credits:approve'],
  ['GET', '/api/work/summary', 'customers:view'],
  ['GET', '/api/work/:queue', 'customers:view'],
] as const

const sortKey = ([method, url]: readonly [string, string, string]) => `${url} ${method}`

/** An app on a database of its own, built but not started: a test adds a route to it and sees it refused. */
async function unstartedApp() {
  const database = await createTestDatabase()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-guard-'))
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const app = await buildApp({
    env,
    database,
    mailer: createMailer({ from: env.MAIL_FROM, outboxDir: dataDir, log: pino({ level: 'silent' }) }),
    logger: false,
  })
  return { app, database }
}

describe('route guards', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('lists every /api route with its guard', () => {
    const table = t.app
      .routeTable()
      .filter((r) => r.method !== 'HEAD')
      .map((r) => [r.method, r.url, r.guard] as const)
    expect([...table].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual([...ROUTE_TABLE].sort((a, b) => sortKey(a).localeCompare(sortKey(b))))
  })

  it('guards the HEAD twin of every GET route exactly as the GET', () => {
    const table = t.app.routeTable()
    const heads = table.filter((r) => r.method === 'HEAD')
    expect(heads.length).toBeGreaterThan(0)
    for (const head of heads) {
      // A prefixed plugin's '/' is listed as GET '/prefix/' beside its HEAD '/prefix' (the reference page at /api/docs).
      const get = table.find((r) => (r.url === head.url || r.url === `${head.url}/`) && r.method.split(',').includes('GET'))
      expect(get?.guard, head.url).toBe(head.guard)
    }
  })

  it('refuses a signed-out caller on a guarded route before reading the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: { 'content-type': 'application/json' }, payload: '{not json' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'You must be signed in.', code: 'UNAUTHENTICATED', requestId: expect.any(String) })
    const head = await t.app.inject({ method: 'HEAD', url: '/api/wallets' })
    expect(head.statusCode).toBe(401)
  })

  it('lets a signed-in caller through and answers a public route without a session', async () => {
    const user = await createUser(t)
    expect((await t.app.inject({ method: 'GET', url: '/api/wallets', headers: user.headers() })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('refuses to start when an /api route is neither in a guarded group nor public', async () => {
    const { app, database } = await unstartedApp()
    await app.register(
      async (api) => {
        api.get('/forgotten', async () => ({ open: true }))
        // A permission alone, outside a group, guards nothing: it is refused too.
        api.get('/half-guarded', { config: { permission: 'system:admin' } }, async () => ({ open: true }))
      },
      { prefix: '/api' },
    )
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten.*GET \/api\/half-guarded/)
    await app.close().catch(() => {})
    await database.dropped()
  })

  it('refuses to start when a route names a permission other than its staff action’s', async () => {
    const { app, database } = await unstartedApp()
    const { ban } = app.services.staffProfile
    const starting = (async () => {
      await app.register(
        guardedGroup('customers:view', [
          async (group) => {
            // Banning needs customers:manage; a route that says customers:view would let a narrower guard through.
            group.post('/customers/:customerId/ban-again', { config: { permission: 'customers:view', staffAction: ban } }, async () => ({ banned: true }))
          },
        ]),
        { prefix: '/api' },
      )
      await app.ready()
    })()
    await expect(starting).rejects.toThrow(
      /POST \/api\/customers\/:customerId\/ban-again says config.permission customers:view but performs customer.ban, which requires customers:manage/,
    )
    await app.close().catch(() => {})
    await database.dropped()
  })

  it('guards a route that performs a staff action with the action’s permission', () => {
    const guarded = t.app.routeTable().filter((r) => r.url.startsWith('/api/customers/:customerId/') && r.method === 'POST')
    const ban = guarded.find((r) => r.url === '/api/customers/:customerId/ban')
    expect(ban?.guard).toBe(t.app.services.staffProfile.ban.permission)
    const approve = guarded.find((r) => r.url === '/api/customers/:customerId/approvals/:approvalId/approve')
    expect(approve?.guard).toBe(t.app.services.creditApprovals.actions.approve.permission)
  })
})
