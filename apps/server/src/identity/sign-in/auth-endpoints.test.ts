import net from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, sessions, transactions, users } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, ORIGIN, type TestUser } from '../../../test/factories.ts'
import { verifyLedger } from '../../money/ledger/verify-ledger.ts'
import { AUTH_ENDPOINTS } from './auth-handler.routes.ts'

const NOT_FOUND = { error: 'Not found.', code: 'NOT_FOUND', requestId: expect.any(String) }

type Endpoint = { path?: string; options?: { method?: string | string[] } }

/** Every endpoint better-auth would serve over HTTP in this configuration (its plugins included). */
function libraryEndpoints(t: TestApp): Array<{ method: string; path: string }> {
  return Object.values(t.app.auth.api as unknown as Record<string, Endpoint>).flatMap((e) =>
    e.path ? [e.options?.method ?? 'GET'].flat().map((method) => ({ method, path: e.path! })) : [],
  )
}

const allowed = (method: string, path: string) => AUTH_ENDPOINTS.some((e) => e.method === method && e.path === path)

describe("better-auth's endpoints: only the allowlist is reachable", () => {
  let t: TestApp
  let admin: TestUser
  let customer: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await createUser(t, { role: 'ADMIN' })
    customer = await createUser(t, { fullName: 'Casey Customer' })
    await fund(t, customer.id, 'BTC', '3')
  })
  afterAll(() => t.close())

  it('knows the library endpoints it is judging (the list is not empty, and covers the admin plugin)', () => {
    const paths = libraryEndpoints(t).map((e) => e.path)
    expect(paths).toContain('/admin/impersonate-user')
    expect(paths).toContain('/update-user')
    expect(paths.length).toBeGreaterThan(40)
  })

  it('answers 404 to every library endpoint outside the allowlist, even for an ADMIN', async () => {
    const reached: string[] = []
    for (const { method, path } of libraryEndpoints(t)) {
      if (allowed(method, path)) continue
      const url = `/api/auth${path.replace(/:(\w+)/g, 'x')}`
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: admin.headers({ 'content-type': 'application/json' }),
        payload: method === 'GET' ? undefined : '{}',
      })
      if (res.statusCode !== 404 || res.json().code !== 'NOT_FOUND') reached.push(`${method} ${url} → ${res.statusCode}`)
    }
    expect(reached).toEqual([])
  })

  it('keeps every allowlisted endpoint a library endpoint (a typo would open nothing and close a real one)', () => {
    for (const e of AUTH_ENDPOINTS) expect(libraryEndpoints(t), `${e.method} ${e.path}`).toContainEqual({ method: e.method, path: e.path })
  })

  it('ADMIN cannot impersonate a customer: no session is made for them', async () => {
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id))
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin/impersonate-user', headers: admin.headers(), payload: { userId: customer.id } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(NOT_FOUND)
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('session_token')
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(before.length)
  })

  it('ADMIN cannot remove a funded customer: the account, its ledger and the check stay as they were', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin/remove-user', headers: admin.headers(), payload: { userId: customer.id } })
    expect(res.statusCode).toBe(404)
    expect(await t.database.db.select().from(users).where(eq(users.id, customer.id))).toHaveLength(1)
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id))).toHaveLength(1)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it.each([
    ['/api/auth/two-factor/disable', { password: 'correct horse 1' }],
    ['/api/auth/change-password', { currentPassword: 'correct horse 1', newPassword: 'nodigitsatall', revokeOtherSessions: false }],
    ['/api/auth/update-user', { name: 'x'.repeat(1_000_000) }],
    ['/api/auth/update-user', { name: { nested: true } }],
    ['/api/auth/update-user', { fullName: '' }],
  ])('a customer cannot call %s (%#)', async (url, payload) => {
    const [before] = await t.database.db.select().from(users).where(eq(users.id, customer.id))
    const [password] = await t.database.db.select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, customer.id))
    const res = await t.app.inject({ method: 'POST', url, headers: customer.headers(), payload })
    expect([404, 413]).toContain(res.statusCode)
    expect(res.json().code).toMatch(/^(NOT_FOUND|BODY_TOO_LARGE)$/)
    const [after] = await t.database.db.select().from(users).where(eq(users.id, customer.id))
    expect(after).toEqual(before)
    expect(await t.database.db.select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, customer.id))).toEqual([password])
  })

  it.each([
    '/api/auth/sign-in/email/../../admin/remove-user',
    '/api/auth/sign-in/email/..%2F..%2Fadmin%2Fremove-user',
    '/api/auth/admin%2Fremove-user',
    '/api/auth/Sign-In/email',
    '/api/auth/sign-in/email/',
    '/api/auth//admin/remove-user',
  ])('does not let %s reach anything else', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, headers: admin.headers(), payload: { userId: customer.id } })
    expect(res.statusCode).toBe(404)
    expect(await t.database.db.select().from(users).where(eq(users.id, customer.id))).toHaveLength(1)
  })
})

describe('password reset: the answer does not depend on the account', () => {
  let t: TestApp
  let hanging: net.Server
  const sockets = new Set<net.Socket>()
  let known: TestUser
  beforeAll(async () => {
    // A mail server that accepts the connection and never says a word.
    hanging = net.createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    const port = (hanging.address() as net.AddressInfo).port
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    known = await createUser(t)
  })
  afterAll(async () => {
    for (const s of sockets) s.destroy()
    hanging.close()
    await t.close()
  })

  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: ORIGIN }, payload: { email, redirectTo: '/update-password' } })

  it('answers a known address at once, with the same body, while its mail is still stuck', async () => {
    const started = Date.now()
    const res = await request(known.email)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true })
    const unknown = await request('nobody-here@example.com')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(res.body)
  })
})

describe('password reset timing, with a working mail server', () => {
  let t: TestApp
  let known: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    known = await createUser(t)
  })
  afterAll(() => t.close())

  it('takes as long for a known address as for an unknown one', async () => {
    const request = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: ORIGIN }, payload: { email, redirectTo: '/update-password' } })
    const times = { known: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < 16; i++) {
      for (const kind of i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        const started = process.hrtime.bigint()
        await request(kind === 'known' ? known.email : `ghost-${i}@example.com`)
        times[kind].push(Number(process.hrtime.bigint() - started) / 1e6)
        // The work after the answer (the lookup, the mail) finishes before the next request is timed.
        await t.app.services.background.drain()
      }
    }
    // The fastest of each: what the request itself costs, without the noise other work on the machine adds.
    const [k, u] = [Math.min(...times.known), Math.min(...times.unknown)]
    expect(Math.abs(k - u), `known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`).toBeLessThan(2)
    await t.smtp.waitFor(known.email, /Reset your password/)
  })
})
