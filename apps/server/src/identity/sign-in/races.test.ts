import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { cookiesOf, makeAccount, PASSWORD, post, randomTotpSecret, signIn, solveCaptcha, totpCode, uniqueEmail } from '../../../test/auth-support.ts'

/** One-time rules under concurrent requests (PostgreSQL: PGlite has a single connection). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('one-time rules under concurrency', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('accepts a TOTP code once when it is sent from several sign-ins at the same moment', async () => {
    const secret = randomTotpSecret()
    const { email } = await makeAccount(t, { totpSecret: secret })
    const pending = await Promise.all(Array.from({ length: 4 }, async () => cookiesOf(await signIn(t, { email, password: PASSWORD }))))
    const code = totpCode(secret)
    const answers = await Promise.all(pending.map((cookie) => post(t, '/api/auth/two-factor/verify-totp', { code }, { cookie })))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400])
  })

  it('accepts a captcha solution once when it is sent with several sign-ups at the same moment', async () => {
    const solution = await solveCaptcha(t)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(
          t,
          '/api/auth/sign-up/email',
          { fullName: 'Racer', email: uniqueEmail('race'), password: PASSWORD },
          { headers: { 'x-captcha-response': solution } },
        ),
      ),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400])
  })
})
