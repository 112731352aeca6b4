import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../config/env.ts'
import { loginHistory } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { makeAccount, PASSWORD } from '../../../test/auth-support.ts'
import { ORIGIN } from '../../../test/factories.ts'

/** Production settings: real secrets, https, and whatever TRUST_PROXY the case names. */
function production(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: ORIGIN.replace('http:', 'https:'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    AUDIT_KEY: randomBytes(32).toString('hex'),
    ...extra,
  }
}

function signInFrom(t: TestApp, socketAddress: string, forwardedFor: string | undefined, body: { email: string; password: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: socketAddress,
    headers: { origin: t.env.PUBLIC_URL, 'user-agent': 'vitest', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: body,
  })
}

async function recordedAddress(t: TestApp, userId: string): Promise<string | null> {
  const rows = await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, userId))
  return rows.at(-1)?.ipAddress ?? null
}

describe('TRUST_PROXY setting', () => {
  const base = { DATA_DIR: '/tmp/wallet-env-test', AUTH_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'y'.repeat(64), AUDIT_KEY: 'z'.repeat(64) }

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7, loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(loadEnv({ ...base, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY).toEqual(expected)
  })

  it.each(['true', '*', '11', '-1', '10.0.0.256', '10.0.0.0/33', 'proxy.example.com', '1.2.3.4,'])('refuses %j with the reason', (value) => {
    expect(() => loadEnv({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be the number of proxies/)
  })
})

describe('production needs https', () => {
  it('refuses to start over plain http unless ALLOW_INSECURE_HTTP says so', () => {
    const env = production({ PUBLIC_URL: 'http://wallet.example.com', DATA_DIR: '/tmp/wallet-env-test', SMTP_URL: 'smtp://mail.wallet.example:587' })
    expect(() => loadEnv(env)).toThrow(/PUBLIC_URL must be an https:\/\/ address in production/)
    expect(loadEnv({ ...env, ALLOW_INSECURE_HTTP: 'true' }).PUBLIC_URL).toBe('http://wallet.example.com')
    expect(loadEnv(production({ DATA_DIR: '/tmp/wallet-env-test', SMTP_URL: 'smtp://mail.wallet.example:587' })).PUBLIC_URL).toMatch(/^https:/)
  })
})

describe('the client address in production, with no proxy trusted (the default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: production(), authRateLimit: true })
  })
  afterAll(() => t.close())

  it('ignores a spoofed X-Forwarded-For: the per-address sign-in limit still stops the 11th attempt', async () => {
    const { email } = await makeAccount(t)
    const answers: number[] = []
    for (let i = 0; i < 11; i++) {
      // Each attempt claims another address.
      answers.push((await signInFrom(t, '10.20.0.1', `203.0.113.${i + 1}`, { email, password: PASSWORD })).statusCode)
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(answers[10]).toBe(429)
  })

  it('keeps the captcha rule on the real address after a wrong password, whatever the header claims', async () => {
    const first = await makeAccount(t)
    const second = await makeAccount(t)
    expect((await signInFrom(t, '10.20.0.2', '198.51.100.1', { email: first.email, password: 'wrong password' })).statusCode).toBe(401)
    const next = await signInFrom(t, '10.20.0.2', '198.51.100.2', { email: second.email, password: PASSWORD })
    expect(next.json()).toEqual({ error: 'Please complete the verification challenge.', code: 'CAPTCHA_REQUIRED', requestId: expect.any(String) })
  })

  it('records the real address in the login history, and sets a Secure session cookie over https', async () => {
    const { id, email } = await makeAccount(t)
    const res = await signInFrom(t, '10.20.0.3', '198.51.100.77', { email, password: PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(await recordedAddress(t, id)).toBe('10.20.0.3')
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='))
    expect(cookie).toMatch(/^__Secure-wallet\.session_token=/)
    expect(cookie).toMatch(/; Secure/i)
  })
})

describe('the client address behind one trusted proxy', () => {
  let hops: TestApp
  let listed: TestApp
  beforeAll(async () => {
    hops = await buildTestApp({ env: production({ TRUST_PROXY: '1' }) })
    listed = await buildTestApp({ env: production({ TRUST_PROXY: '10.30.0.1' }) })
  })
  afterAll(async () => {
    await hops.close()
    await listed.close()
  })

  it('TRUST_PROXY=1 takes the address the proxy added, and only that one', async () => {
    const { id, email } = await makeAccount(hops)
    await signInFrom(hops, '10.30.0.1', '203.0.113.9', { email, password: PASSWORD })
    expect(await recordedAddress(hops, id)).toBe('203.0.113.9')
    // The client sent its own header; the proxy appended the real address. Only the proxy's entry counts.
    await signInFrom(hops, '10.30.0.1', '198.51.100.66, 203.0.113.10', { email, password: PASSWORD })
    expect(await recordedAddress(hops, id)).toBe('203.0.113.10')
  })

  it('a list trusts the header only from those addresses', async () => {
    const { id, email } = await makeAccount(listed)
    await signInFrom(listed, '10.30.0.1', '203.0.113.11', { email, password: PASSWORD })
    expect(await recordedAddress(listed, id)).toBe('203.0.113.11')
    await signInFrom(listed, '10.30.0.9', '203.0.113.12', { email, password: PASSWORD })
    expect(await recordedAddress(listed, id)).toBe('10.30.0.9')
  })
})
