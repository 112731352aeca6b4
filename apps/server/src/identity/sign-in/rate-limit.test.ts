import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { rateLimits } from '../../db/schema.ts'
import { cookiesOf, makeAccount, PASSWORD, post, randomTotpSecret, signIn, solveCaptcha, uniqueEmail } from '../../../test/auth-support.ts'

const RATE_LIMITED = { error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED', requestId: expect.any(String) }

describe('request limits kept in the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ authRateLimit: true })
  })
  afterAll(() => t.close())

  it('limits sign-in attempts from one address to 10 a minute', async () => {
    const { email } = await makeAccount(t)
    for (let i = 0; i < 10; i++) expect((await signIn(t, { email, password: PASSWORD }, { ip: '10.9.0.1' })).statusCode).toBe(200)
    const limited = await signIn(t, { email, password: PASSWORD }, { ip: '10.9.0.1' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual(RATE_LIMITED)
    // The counters live in the database, where every instance sees them; another address is not affected.
    expect((await t.database.db.select().from(rateLimits)).length).toBeGreaterThan(0)
    expect((await signIn(t, { email, password: PASSWORD }, { ip: '10.9.0.2' })).statusCode).toBe(200)
  })

  it('limits sign-up, code verification and recovery too', async () => {
    // The code steps need a sign-in waiting for its second factor: a fresh one for each try (a few wrong codes end one).
    const { email } = await makeAccount(t, { totpSecret: randomTotpSecret() })
    let signIns = 0
    const pending = async () => cookiesOf(await signIn(t, { email, password: PASSWORD }, { ip: `10.9.2.${++signIns}` }))
    const cases: Array<[string, () => unknown, number, boolean]> = [
      ['/api/auth/sign-up/email', () => ({ fullName: 'R', email: uniqueEmail('limit'), password: PASSWORD }), 5, true],
      ['/api/auth/two-factor/verify-totp', () => ({ code: '123456' }), 10, false],
      ['/api/auth/request-password-reset', () => ({ email: 'r@example.com' }), 5, false],
    ]
    for (const [index, [url, body, max, captcha]] of cases.entries()) {
      const ip = `10.9.1.${index + 1}`
      const answers: number[] = []
      for (let i = 0; i <= max; i++) {
        const headers: Record<string, string> = captcha ? { 'x-captcha-response': await solveCaptcha(t) } : {}
        const cookie = url.includes('two-factor') ? await pending() : undefined
        answers.push((await post(t, url, body(), { ip, headers, cookie })).statusCode)
      }
      expect(answers.slice(0, max), url).not.toContain(429)
      expect(answers[max], url).toBe(429)
    }
  })
})
