import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginHistory, twoFactors, users, verifications } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { as, signIn, setPassword } from '../../../test/account-fixtures.ts'
import { createUser, ORIGIN, type TestUser } from '../../../test/factories.ts'
import { enrolThroughRoutes, stepUpWithAuthenticator } from '../../../test/auth-support.ts'

const PASSWORD = 'first-password-1'

async function newCustomer(t: TestApp): Promise<TestUser> {
  const user = await createUser(t)
  await setPassword(t, user.id, PASSWORD)
  return user
}

const post = (t: TestApp, cookie: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/security${url}`, headers: as(cookie), ...(payload ? { payload } : {}) })

async function mfaState(t: TestApp, userId: string) {
  const [user] = await t.database.db.select({ method: users.activeMfaMethod, enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId))
  const factors = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId))
  return { ...user, factors: factors.map((f) => ({ verified: f.verified })) }
}

/** The authenticator the customer sets up from the QR code's secret. */
function authenticatorFor(base32: string) {
  return new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' })
}

describe('authenticator app (TOTP)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
  })
  afterAll(() => t.close())

  it('sets up with a 6-digit code, then sign-in asks for it and verify-totp accepts a fresh one', async () => {
    const user = await newCustomer(t)
    const start = await post(t, user.cookie, '/mfa/totp/start')
    expect(start.statusCode).toBe(200)
    const { totpURI, secret } = start.json()
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Wallet:/)
    expect(new URL(totpURI).searchParams.get('secret')).toBe(secret)
    expect(await mfaState(t, user.id)).toEqual({ method: 'none', enabled: false, factors: [{ verified: false }] })
    const status = await t.app.inject({ method: 'GET', url: '/api/security/mfa', headers: as(user.cookie) })
    expect(status.json()).toEqual({ activeMfaMethod: 'none', twoFactorEnabled: false, totpPending: true })

    for (const code of ['12345', '12a456', '1234567']) {
      const res = await post(t, user.cookie, '/mfa/totp/verify', { code })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('Please enter a valid 6-digit verification code.')
    }
    const app = authenticatorFor(secret)
    const now = Date.now()
    const wrongCode = app.generate({ timestamp: now + 10 * 60_000 })
    const wrong = await post(t, user.cookie, '/mfa/totp/verify', { code: wrongCode })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: 'Invalid verification code. Please try again.', code: 'INVALID_CODE', requestId: expect.any(String) })

    const setupCode = app.generate({ timestamp: now })
    const ok = await post(t, user.cookie, '/mfa/totp/verify', { code: setupCode })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ success: true, message: 'Authenticator app successfully enabled!' })
    expect(await mfaState(t, user.id)).toEqual({ method: 'totp', enabled: true, factors: [{ verified: true }] })

    const first = await signIn(t, user.email, PASSWORD)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ twoFactorRedirect: true, method: 'totp' })
    expect(first.cookie).not.toContain('wallet.session_token=')
    // The code used for the setup is used up; the next one signs in.
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify-totp', headers: as(first.cookie), payload: { code: setupCode } })
    expect(replay.statusCode).toBe(400)
    const fresh = app.generate({ timestamp: now + 30_000 })
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify-totp', headers: as(first.cookie), payload: { code: fresh } })
    expect(second.statusCode).toBe(200)
    expect(String(second.headers['set-cookie'])).toContain('wallet.session_token=')
  })

  it('passes a step-up with the authenticator enrolled in Settings (sign-in and step-ups read secrets alike)', async () => {
    const user = await newCustomer(t)
    const secret = await enrolThroughRoutes(t, user.cookie)
    const stepUp = await stepUpWithAuthenticator(t, user.cookie, secret)
    expect(stepUp.statusCode, stepUp.body).toBe(200)
  })

  it('refuses a second setup while one is enabled, and email setup while the authenticator is on', async () => {
    const user = await newCustomer(t)
    const { secret } = (await post(t, user.cookie, '/mfa/totp/start')).json()
    expect((await post(t, user.cookie, '/mfa/totp/verify', { code: authenticatorFor(secret).generate() })).statusCode).toBe(200)

    const again = await post(t, user.cookie, '/mfa/totp/start')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('An authenticator app is already enabled.')
    const email = await post(t, user.cookie, '/mfa/email/send-code')
    expect(email.statusCode).toBe(409)
    expect(email.json()).toEqual({
      error: 'An authenticator app is active. Remove it before enabling email authentication.',
      code: 'MFA_METHOD_CONFLICT',
      requestId: expect.any(String),
    })
    expect(await t.database.db.$count(verifications, eq(verifications.identifier, `mfa-email-setup:${user.id}`))).toBe(0)
  })

  it('removes the authenticator only after the password is confirmed', async () => {
    const user = await newCustomer(t)
    const { secret } = (await post(t, user.cookie, '/mfa/totp/start')).json()
    await post(t, user.cookie, '/mfa/totp/verify', { code: authenticatorFor(secret).generate() })

    const empty = await post(t, user.cookie, '/mfa/totp/remove', { password: '' })
    expect(empty.json().error).toBe('Please enter your password to continue.')
    const missing = await post(t, user.cookie, '/mfa/totp/remove', {})
    expect(missing.json().error).toBe('Please enter your password to continue.')
    const wrong = await post(t, user.cookie, '/mfa/totp/remove', { password: 'not-the-password-1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe('Password verification failed. Please check your password and try again.')
    expect((await mfaState(t, user.id)).method).toBe('totp')

    const ok = await post(t, user.cookie, '/mfa/totp/remove', { password: PASSWORD })
    expect(ok.json()).toEqual({ success: true, message: 'Authenticator App removed successfully.' })
    expect(await mfaState(t, user.id)).toEqual({ method: 'none', enabled: false, factors: [] })
    const signedIn = await signIn(t, user.email, PASSWORD)
    expect(signedIn.body).not.toHaveProperty('twoFactorRedirect')
    expect(signedIn.cookie).toContain('wallet.session_token=')

    const none = await post(t, user.cookie, '/mfa/totp/remove', { password: PASSWORD })
    expect(none.statusCode).toBe(404)
    expect(none.json().error).toBe('No authenticator app factor found to unenroll.')
  })

  it('cancelling a setup unenrolls the pending factor', async () => {
    const user = await newCustomer(t)
    await post(t, user.cookie, '/mfa/totp/start')
    const res = await post(t, user.cookie, '/mfa/totp/cancel')
    expect(res.statusCode).toBe(200)
    expect(await mfaState(t, user.id)).toEqual({ method: 'none', enabled: false, factors: [] })
    const again = await post(t, user.cookie, '/mfa/totp/cancel')
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toBe('No authenticator app factor found to unenroll.')
    const verify = await post(t, user.cookie, '/mfa/totp/verify', { code: '123456' })
    expect(verify.statusCode).toBe(409)
  })
})

describe('email authentication', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
  })
  afterAll(() => t.close())

  async function mailedCode(email: string) {
    const mail = await t.smtp.waitFor(email, /Your verification code/)
    return /\b(\d{6})\b/.exec(mail.text)![1]!
  }

  it('is enabled with the mailed code, blocks the authenticator, and is disabled with the password', async () => {
    const user = await newCustomer(t)
    const sent = await post(t, user.cookie, '/mfa/email/send-code')
    expect(sent.statusCode).toBe(200)
    const code = await mailedCode(user.email)

    for (const bad of ['', '123', '12a456']) {
      const res = await post(t, user.cookie, '/mfa/email/verify', { code: bad })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('Please enter a valid verification code.')
    }
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await post(t, user.cookie, '/mfa/email/verify', { code: wrongCode })
    expect(wrong.json()).toEqual({
      error: 'Invalid or expired verification code. Please try again.',
      code: 'INVALID_EMAIL_CODE',
      requestId: expect.any(String),
    })

    const ok = await post(t, user.cookie, '/mfa/email/verify', { code })
    expect(ok.json()).toEqual({ success: true, message: 'Email authentication enabled successfully!' })
    expect(await mfaState(t, user.id)).toEqual({ method: 'email', enabled: true, factors: [] })
    expect((await post(t, user.cookie, '/mfa/email/verify', { code })).statusCode).toBe(400)

    const totp = await post(t, user.cookie, '/mfa/totp/start')
    expect(totp.statusCode).toBe(409)
    expect(totp.json().error).toBe('Email authentication is active. Disable it before setting up an authenticator app.')
    expect((await mfaState(t, user.id)).factors).toEqual([])

    const signedIn = await signIn(t, user.email, PASSWORD)
    expect(signedIn.body).toMatchObject({ twoFactorRedirect: true, method: 'email' })

    expect((await post(t, user.cookie, '/mfa/email/disable', {})).json().error).toBe('Please enter your password to continue.')
    const wrongPassword = await post(t, user.cookie, '/mfa/email/disable', { password: 'nope-nope-1' })
    expect(wrongPassword.json().error).toBe('Password verification failed. Please check your password and try again.')
    const disabled = await post(t, user.cookie, '/mfa/email/disable', { password: PASSWORD })
    expect(disabled.json()).toEqual({ success: true, message: 'Email authentication disabled successfully!' })
    expect(await mfaState(t, user.id)).toEqual({ method: 'none', enabled: false, factors: [] })
  })

  it('lets a code be tried 5 times at most', async () => {
    const user = await newCustomer(t)
    await post(t, user.cookie, '/mfa/email/send-code')
    const code = await mailedCode(user.email)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await post(t, user.cookie, '/mfa/email/verify', { code: wrongCode })).statusCode).toBe(400)
    const late = await post(t, user.cookie, '/mfa/email/verify', { code })
    expect(late.json().error).toBe('Invalid or expired verification code. Please try again.')
    expect((await mfaState(t, user.id)).method).toBe('none')
  })
})

describe('email authentication when mail cannot be sent', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false', SMTP_URL: 'smtp://127.0.0.1:1' } })
  })
  afterAll(() => t.close())

  it("answers 'Failed to send verification email.' and keeps no code", async () => {
    const user = await newCustomer(t)
    const res = await post(t, user.cookie, '/mfa/email/send-code')
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ error: 'Failed to send verification email.', code: 'EMAIL_SEND_FAILED', requestId: expect.any(String) })
    expect(await t.database.db.$count(verifications, eq(verifications.identifier, `mfa-email-setup:${user.id}`))).toBe(0)
  })
})

describe('password change and login history', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
  })
  afterAll(() => t.close())

  const change = (cookie: string, payload: object) => post(t, cookie, '/verify-and-update-password', payload)
  const canUse = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode === 200

  it('checks the rules with the spec messages and changes nothing on failure', async () => {
    const user = await newCustomer(t)
    const short = await change(user.cookie, { oldPassword: PASSWORD, newPassword: 'a1b2' })
    expect(short.statusCode).toBe(400)
    expect(short.json().error).toBe('Password must be at least 8 characters long.')
    const noDigit = await change(user.cookie, { oldPassword: PASSWORD, newPassword: 'no-digits-here' })
    expect(noDigit.json().error).toBe('Password must contain at least one number.')
    const wrongOld = await change(user.cookie, { oldPassword: 'wrong-password-9', newPassword: 'brand-new-pass-2' })
    expect(wrongOld.statusCode).toBe(400)
    expect(wrongOld.json()).toEqual({
      success: false,
      error: 'Password verification failed. Please check your password and try again.',
      code: 'PASSWORD_VERIFICATION_FAILED',
      requestId: expect.any(String),
    })
    const noOld = await change(user.cookie, { newPassword: 'brand-new-pass-2' })
    expect(noOld.json().error).toBe('Please enter your password to continue.')
    const huge = await change(user.cookie, { oldPassword: PASSWORD, newPassword: `a1${'x'.repeat(10_000)}` })
    expect(huge.json()).toEqual({ error: 'The password is too long.', code: 'VALIDATION_FAILED', requestId: expect.any(String) })
    const wrongTypes = await change(user.cookie, { oldPassword: 123, newPassword: ['x'] })
    expect(wrongTypes.statusCode).toBe(400)
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/security/verify-and-update-password',
      headers: as(user.cookie, { 'content-type': 'application/json' }),
      payload: '{"oldPassword":',
    })
    expect(malformed.statusCode).toBe(400)
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(200)
  })

  it('verifyOnly checks the password without changing anything', async () => {
    const user = await newCustomer(t)
    expect((await change(user.cookie, { oldPassword: PASSWORD, verifyOnly: true })).json()).toEqual({ success: true, error: null })
    const wrong = await change(user.cookie, { oldPassword: 'nope-nope-1', verifyOnly: true })
    expect(wrong.json()).toMatchObject({ success: false, error: 'Password verification failed. Please check your password and try again.' })
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(200)
  })

  it("changes the password and signs the user's other sessions out, keeping this one", async () => {
    const user = await newCustomer(t)
    const other = await signIn(t, user.email, PASSWORD)
    expect(await canUse(other.cookie)).toBe(true)

    const res = await change(user.cookie, { oldPassword: PASSWORD, newPassword: 'brand-new-pass-2' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, error: null, message: 'Password changed successfully!' })
    expect(await canUse(user.cookie)).toBe(true)
    expect(await canUse(other.cookie)).toBe(false)
    // The old password no longer verifies (checked here, not by a failed sign-in, which would turn the captcha on).
    expect((await change(user.cookie, { oldPassword: PASSWORD, verifyOnly: true })).json().success).toBe(false)
    const again = await signIn(t, user.email, 'brand-new-pass-2')
    expect(again.status).toBe(200)
    expect(await canUse(again.cookie)).toBe(true)
  })

  it("lists the caller's own sign-ins, newest first", async () => {
    const user = await newCustomer(t)
    const stranger = await newCustomer(t)
    await t.database.db.delete(loginHistory).where(eq(loginHistory.userId, user.id))
    await t.database.db.insert(loginHistory).values([
      { userId: user.id, ipAddress: '10.0.0.1', userAgent: 'Old browser', createdAt: new Date('2024-01-01T10:00:00Z') },
      { userId: user.id, ipAddress: '10.0.0.2', userAgent: 'New browser', createdAt: new Date('2024-06-01T10:00:00Z') },
      { userId: stranger.id, ipAddress: '10.9.9.9', userAgent: 'Stranger', createdAt: new Date('2024-07-01T10:00:00Z') },
    ])
    const res = await t.app.inject({ method: 'GET', url: '/api/security/login-history', headers: as(user.cookie) })
    expect(res.statusCode).toBe(200)
    const { entries } = res.json()
    expect(entries.map((e: { user_agent: string }) => e.user_agent)).toEqual(['New browser', 'Old browser'])
    expect(entries[0]).toEqual({ id: expect.any(String), timestamp: '2024-06-01T10:00:00.000Z', ip_address: '10.0.0.2', user_agent: 'New browser' })
    expect((await t.app.inject({ method: 'GET', url: '/api/security/login-history' })).statusCode).toBe(401)
  })

  it('needs a session for every security call', async () => {
    for (const url of ['/mfa/totp/start', '/mfa/email/send-code', '/verify-and-update-password']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/security${url}`, headers: { origin: ORIGIN }, payload: {} })
      expect(res.statusCode, url).toBe(401)
    }
  })
})
