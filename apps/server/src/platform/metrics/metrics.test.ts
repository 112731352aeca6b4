import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { freePort } from '../../../bench/support.ts'
import { createUser, fund, ORIGIN, type TestUser } from '../../../test/factories.ts'
import { createMetrics } from './metrics.ts'
import { startMetricsServer } from './metrics.routes.ts'

/** Every label of every sample line: `name{a="x",b="y"} value` → [name, label, value]. */
function labelsOf(text: string): Array<[string, string, string]> {
  const labels: Array<[string, string, string]> = []
  for (const line of text.split('\n')) {
    const sample = /^(\w+)\{(.*)\} /.exec(line)
    if (!sample) continue
    for (const [, label, value] of sample[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels.push([sample[1]!, label!, value!])
  }
  return labels
}

/** A label value that names one thing among many (a uuid, a number, an email), rather than one of a few kinds. */
const ID_LIKE = /[0-9a-f]{8}-[0-9a-f]{4}-|^\d+$|@|^[0-9a-f]{16,}$/i
/** Labels whose values are numbers by nature, from a fixed set: histogram buckets and HTTP status codes. */
const NUMERIC_BY_NATURE = new Set(['le', 'status_code'])

describe('GET /metrics', () => {
  let t: TestApp
  let alice: TestUser
  let base: string
  beforeAll(async () => {
    t = await buildTestApp()
    alice = await createUser(t)
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it('shows the default, HTTP and business series after a few requests, and no label carries an id', async () => {
    await fund(t, alice.id, 'USDT', '100')
    // A deposit request of the customer's own waits for staff.
    await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, { userId: alice.id, asset: 'BTC', amount: '1', status: 'Pending', type: 'deposit', createdBy: alice.id }),
    )
    expect((await t.app.inject({ method: 'GET', url: '/api/wallets', headers: alice.headers() })).statusCode).toBe(200)
    // An id in the URL, on a route and on no route: the labels keep the pattern, or one label for all unknown paths.
    await t.app.inject({ method: 'GET', url: `/api/customers/${alice.id}`, headers: alice.headers() })
    await t.app.inject({ method: 'GET', url: `/nothing/${randomUUID()}/12345` })
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: alice.email, password: 'not the password 1' },
    })
    expect(refused.statusCode).toBe(401)
    // An open event stream is counted while it is open.
    const controller = new AbortController()
    const stream = await fetch(`${base}/api/events`, { headers: { cookie: alice.cookie }, signal: controller.signal })
    const reader = stream.body!.getReader()
    await reader.read()

    const res = await t.app.inject({ method: 'GET', url: '/metrics' })
    controller.abort()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = res.body
    for (const series of [
      'process_cpu_user_seconds_total ',
      'nodejs_eventloop_lag_seconds ',
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/wallets",status_code="200"}',
      'http_request_duration_seconds_count{method="GET",route="/api/customers/:customerId",status_code="403"}',
      'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      'wallet_sign_ins_total{step="password",outcome="accepted"} 1',
      'wallet_sign_ins_total{step="password",outcome="refused"} 1',
      'wallet_event_streams_open 1',
      'wallet_ledger_writes_total{type="deposit"} 2',
      'wallet_work_pending{queue="transactions"} 1',
      'wallet_work_pending{queue="unclaimed"} 1',
      'wallet_credit_approvals_waiting 0',
      'wallet_audit_rows 0',
      'wallet_audit_head_age_seconds -1',
      '# TYPE wallet_mails_total counter',
      '# TYPE wallet_job_runs_total counter',
      '# TYPE wallet_job_lag_seconds gauge',
    ]) {
      expect(text).toContain(series)
    }
    expect(text).not.toContain(alice.id)
    expect(text).not.toContain(alice.email)
    const idLike = labelsOf(text).filter(([name, label, value]) => !NUMERIC_BY_NATURE.has(label) && name !== 'nodejs_version_info' && ID_LIKE.test(value))
    expect(idLike).toEqual([])
  })

  it('counts a mail sent', async () => {
    await t.app.services.audit.publishHead()
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: ORIGIN }, payload: { email: alice.email } })
    await t.smtp.waitFor(alice.email)
    // The capture has the mail a moment before the sender hears that it was taken.
    let text = ''
    for (let i = 0; i < 50 && !/^wallet_mails_total\{outcome="sent"\} [1-9]/m.test(text); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body
    }
    expect(text).toMatch(/^wallet_mails_total\{outcome="sent"\} [1-9]/m)
    expect(text).toMatch(/^wallet_audit_head_age_seconds (0|0\.\d+|[1-9]\d*(\.\d+)?)$/m)
  })
})

describe('GET /metrics in production', () => {
  const token = randomBytes(24).toString('hex')
  const production = (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://wallet.example.com',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    AUDIT_KEY: randomBytes(32).toString('hex'),
    ...extra,
  })

  it('is refused without the bearer token, and answers with it', async () => {
    const t = await buildTestApp({ env: production({ METRICS_TOKEN: token }) })
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })
        expect([res.statusCode, res.json().code, res.headers['www-authenticate']]).toEqual([401, 'METRICS_TOKEN_REQUIRED', 'Bearer realm="metrics"'])
      }
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('http_request_duration_seconds')
    } finally {
      await t.close()
    }
  })

  it('is refused to everyone when no token is set, and absent from the app port with METRICS_PORT', async () => {
    const t = await buildTestApp({ env: production() })
    const u = await buildTestApp({ env: production({ METRICS_PORT: '9464', METRICS_TOKEN: token }) })
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
      expect((await u.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404)
    } finally {
      await t.close()
      await u.close()
    }
  })
})

describe('the metrics port', () => {
  it('serves /metrics alone, on 127.0.0.1', async () => {
    const metrics = createMetrics()
    metrics.mails.inc({ outcome: 'failed' })
    const port = await freePort()
    const server = await startMetricsServer(metrics, port)
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1', port })
      const res = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect([res.status, res.headers.get('content-type')]).toEqual([200, metrics.registry.contentType])
      expect(await res.text()).toContain('wallet_mails_total{outcome="failed"} 1')
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})
