import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { loginHistory, users } from '../../db/schema.ts'
import { cookiesOf, makeAccount, PASSWORD, post, randomTotpSecret, signIn, totpCode } from '../../../test/auth-support.ts'

const STEP_MS = 30_000

/** Password accepted, second factor owed: returns the pending cookie. */
async function startSignIn(t: TestApp, email: string, method: 'totp' | 'email') {
  const res = await signIn(t, { email, password: PASSWORD })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ twoFactorRedirect: true, method })
  const cookie = cookiesOf(res)
  expect(cookie).not.toContain('wallet.session_token=')
  expect(cookie).toContain('wallet.two_factor=')
  return cookie
}

async function sessionState(t: TestApp, cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json()
}

async function historyCount(t: TestApp, userId: string) {
  return (await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, userId))).length
}

describe('second factor: authenticator app (TOTP)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('asks for the code, then signs in with it; the pending step shows in the session state', async () => {
    const secret = randomTotpSecret()
    const { id, email } = await makeAccount(t, { totpSecret: secret })
    const pending = await startSignIn(t, email, 'totp')
    expect(await sessionState(t, pending)).toEqual({ user: null, pendingSecondFactor: 'totp' })
    expect(await historyCount(t, id)).toBe(0)

    const res = await post(t, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, { cookie: pending })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(id)
    const session = cookiesOf(res)
    expect(session).toContain('wallet.session_token=')
    expect((await sessionState(t, session)).user).toMatchObject({ id, activeMfaMethod: 'totp' })
    expect(await historyCount(t, id)).toBe(1)
  })

  it('refuses a wrong code with the spec message', async () => {
    const secret = randomTotpSecret()
    const { email } = await makeAccount(t, { totpSecret: secret })
    const pending = await startSignIn(t, email, 'totp')
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0')
    const res = await post(t, '/api/auth/two-factor/verify-totp', { code: wrong }, { cookie: pending })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid verification code. Please try again.', code: 'INVALID_CODE', requestId: expect.any(String) })
  })

  it('accepts a code once: the same code, or one from an earlier step, is refused afterwards', async () => {
    const secret = randomTotpSecret()
    const { id, email } = await makeAccount(t, { totpSecret: secret })
    const at = Date.now()
    const code = totpCode(secret, at)
    const first = await post(t, '/api/auth/two-factor/verify-totp', { code }, { cookie: await startSignIn(t, email, 'totp') })
    expect(first.statusCode).toBe(200)
    const [row] = await t.database.db.select({ step: users.totpLastStep }).from(users).where(eq(users.id, id))
    expect(row!.step).toBe(Math.floor(at / STEP_MS))

    const replay = await post(t, '/api/auth/two-factor/verify-totp', { code }, { cookie: await startSignIn(t, email, 'totp') })
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ error: 'Invalid verification code. Please try again.', code: 'INVALID_CODE', requestId: expect.any(String) })
    expect(cookiesOf(replay)).not.toContain('wallet.session_token=')

    const earlier = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret, Date.now() - STEP_MS) },
      { cookie: await startSignIn(t, email, 'totp') },
    )
    expect(earlier.statusCode).toBe(400)
    expect(earlier.json().code).toBe('INVALID_CODE')
    expect(await historyCount(t, id)).toBe(1)
  })

  it('refuses the emailed-code endpoints to an account whose method is the authenticator app', async () => {
    const { email } = await makeAccount(t, { totpSecret: randomTotpSecret() })
    const pending = await startSignIn(t, email, 'totp')
    const send = await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: pending })
    expect(send.statusCode).toBe(400)
    expect(send.json()).toEqual({ error: 'MFA verification failed.', code: 'MFA_FAILED', requestId: expect.any(String) })
    expect((await post(t, '/api/auth/two-factor/verify-otp', { code: '123456' }, { cookie: pending })).json().code).toBe('MFA_FAILED')
  })

  it('answers a lost pending step with the spec message', async () => {
    const res = await post(t, '/api/auth/two-factor/verify-totp', { code: '123456' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Session details lost. Please log in again.', code: 'SESSION_LOST', requestId: expect.any(String) })
  })

  it("keeps better-auth's own setup endpoints out of reach: a signed-in user turns the factor on only through /api/security", async () => {
    const { id, email } = await makeAccount(t)
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const enable = await post(t, '/api/auth/two-factor/enable', { password: PASSWORD }, { cookie })
    expect(enable.statusCode).toBe(404)
    expect(enable.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND', requestId: expect.any(String) })
    // verify-totp finishes a sign-in only; a session alone is not a sign-in in progress.
    const verify = await post(t, '/api/auth/two-factor/verify-totp', { code: '123456' }, { cookie })
    expect(verify.statusCode).toBe(401)
    expect(verify.json()).toEqual({ error: 'Session details lost. Please log in again.', code: 'SESSION_LOST', requestId: expect.any(String) })
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id))
    expect(user).toMatchObject({ twoFactorEnabled: false, activeMfaMethod: 'none' })
  })
})

describe('second factor: emailed code', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('mails a code and signs in with it', async () => {
    const { id, email } = await makeAccount(t, { mfaEmail: true })
    const pending = await startSignIn(t, email, 'email')
    expect(await sessionState(t, pending)).toEqual({ user: null, pendingSecondFactor: 'email' })

    const send = await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: pending })
    expect(send.statusCode).toBe(200)
    expect(send.json()).toEqual({ status: true })
    const mail = await t.smtp.waitFor(email, /sign-in code/)
    const code = mail.text.match(/\b(\d{6})\b/)![1]!

    const res = await post(t, '/api/auth/two-factor/verify-otp', { code }, { cookie: pending })
    expect(res.statusCode).toBe(200)
    expect(cookiesOf(res)).toContain('wallet.session_token=')
    expect(await historyCount(t, id)).toBe(1)
  })

  it('refuses a wrong code with the spec message', async () => {
    const { email } = await makeAccount(t, { mfaEmail: true })
    const pending = await startSignIn(t, email, 'email')
    await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: pending })
    const code = (await t.smtp.waitFor(email, /sign-in code/)).text.match(/\b(\d{6})\b/)![1]!
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const res = await post(t, '/api/auth/two-factor/verify-otp', { code: wrong }, { cookie: pending })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid verification code. Please try again.', code: 'INVALID_CODE', requestId: expect.any(String) })
  })

  it('refuses the authenticator endpoint to an account whose method is the emailed code', async () => {
    const { email } = await makeAccount(t, { mfaEmail: true })
    const pending = await startSignIn(t, email, 'email')
    const res = await post(t, '/api/auth/two-factor/verify-totp', { code: '123456' }, { cookie: pending })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'No verified authenticator app found for your account.', code: 'NO_AUTHENTICATOR', requestId: expect.any(String) })
  })
})

describe('second factor: the code mail cannot be sent', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
  })
  afterAll(() => t.close())

  it('answers 502 with the spec message', async () => {
    const { email } = await makeAccount(t, { mfaEmail: true })
    const pending = await startSignIn(t, email, 'email')
    const res = await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: pending })
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ error: 'Failed to send verification email', code: 'EMAIL_CODE_SEND_FAILED', requestId: expect.any(String) })
  })
})
