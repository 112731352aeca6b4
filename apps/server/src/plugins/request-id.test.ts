import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLoggingApp, buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createUser, ORIGIN } from '../../test/factories.ts'
import { createTeams, staffCall, type Teams } from '../../test/staff-fixtures.ts'
import { auditLog } from '../db/schema.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request ids', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  it('are the server’s own: an audit row carries it, whatever the client sent as X-Request-Id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${teams.c1.id}/note`,
      headers: teams.w1.headers({ 'x-request-id': 'x'.repeat(15_000) }),
      payload: { note: 'Called about a deposit.' },
    })
    expect(res.statusCode).toBe(200)
    const id = res.headers['x-request-id']
    expect(id).toMatch(UUID)
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, teams.c1.id))
    expect(row!.requestId).toBe(id)
  })

  it('are sent back on every answer, refusals and unknown paths included, one per request', async () => {
    const answers = [
      await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c1.id}`),
      await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c2.id}`),
      await t.app.inject({ method: 'GET', url: '/api/nowhere' }),
      await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'client-chosen' } }),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 403, 404, 200])
    const ids = answers.map((a) => a.headers['x-request-id'])
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('the client’s X-Request-Id in the log', () => {
  let lines: string[] = []
  let base: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    base = await buildTestApp()
    ;({ app, lines } = await buildLoggingApp(base, 'info'))
  })
  afterAll(async () => {
    await app.close()
    await base.close()
  })

  const logOf = (serverId: string) => lines.map((l) => JSON.parse(l) as { reqId?: string; clientRequestId?: string }).filter((l) => l.reqId === serverId)

  it('is kept beside the server’s id when it is short printable text', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-0042 from the proxy' } })
    const entries = logOf(res.headers['x-request-id'] as string)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(entry.clientRequestId).toBe('trace-0042 from the proxy')
  })

  it.each([
    ['longer than 128 characters', 'x'.repeat(129)],
    ['carrying a control character', 'abc\u0007def'],
    ['empty', ''],
  ])('is left out when it is %s', async (_what, value) => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': value } })
    const entries = logOf(res.headers['x-request-id'] as string)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(entry).not.toHaveProperty('clientRequestId')
  })
})

describe('the request id in error answers', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  it('is in the body of every kind of refusal, the same as the header', async () => {
    const customer = await createUser(t)
    const answers = [
      // the guard, a scope check, an unknown path, a schema check, malformed JSON, a foreign origin, better-auth's refusal
      await t.app.inject({ method: 'GET', url: '/api/wallets' }),
      await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c2.id}`),
      await t.app.inject({ method: 'GET', url: '/api/nowhere' }),
      await t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: customer.headers(), payload: { assetId: 'BTC' } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: customer.headers({ 'content-type': 'application/json' }),
        payload: '{"subject":',
      }),
      await t.app.inject({ method: 'POST', url: '/api/tickets', headers: { cookie: customer.cookie, origin: 'https://evil.example' }, payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { origin: ORIGIN },
        payload: { newPassword: 'long enough 1', token: 'nope' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/captcha/verify', headers: { origin: ORIGIN }, payload: { captchaToken: 'not-a-solution' } }),
    ]
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
      const body = res.json<{ code: string; requestId: string }>()
      expect(body.requestId, `${res.statusCode} ${body.code}`).toMatch(UUID)
      expect(body.requestId).toBe(res.headers['x-request-id'])
    }
  })
})

describe('an unexpected failure, traced from the customer’s message to the log', () => {
  let lines: string[] = []
  let base: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    base = await buildTestApp()
    ;({ app, lines } = await buildLoggingApp(base, 'info'))
  })
  afterAll(async () => {
    await app.close()
    await base.close()
  })

  it('answers a generic message with the request id, and the log line of the error carries that id', async () => {
    const customer = await createUser(base)
    // A table the route reads is gone: the query fails inside, as a database fault would.
    await base.database.db.execute(sql.raw('alter table notifications rename to notifications_gone'))
    try {
      const res = await app.inject({ method: 'GET', url: '/api/notifications', headers: customer.headers() })
      expect(res.statusCode).toBe(500)
      const body = res.json<{ error: string; code: string; requestId: string }>()
      expect(body).toEqual({ error: 'An unexpected error occurred. Please try again later.', code: 'INTERNAL', requestId: res.headers['x-request-id'] })
      expect(JSON.stringify(body)).not.toContain('notifications')
      const errors = lines.map((l) => JSON.parse(l) as { reqId?: string; level: number; msg: string; err?: { message: string } }).filter((l) => l.level >= 50)
      const logged = errors.find((l) => l.reqId === body.requestId)
      expect(logged?.msg).toBe('request failed')
      expect(logged?.err?.message).toContain('notifications')
    } finally {
      await base.database.db.execute(sql.raw('alter table notifications_gone rename to notifications'))
    }
  })
})
