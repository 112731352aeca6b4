import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { loginHistory, sessions, users } from '../../db/schema.ts'
import { cookiesOf, makeAccount, PASSWORD, signIn, solveCaptcha } from '../../../test/auth-support.ts'

describe('sign-in', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('opens a session for the right password and records the sign-in in the login history', async () => {
    const { id, email } = await makeAccount(t)
    const res = await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.1' })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ id, email })
    expect(cookiesOf(res)).toContain('wallet.session_token=')

    const history = await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, id))
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ ipAddress: '10.1.0.1', userAgent: 'vitest-browser' })
  })

  it('refuses a wrong password, then requires a captcha for that email and for that address for 30 minutes', async () => {
    const { email } = await makeAccount(t)
    const wrong = await signIn(t, { email, password: 'not the password' }, { ip: '10.1.0.2' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS', requestId: expect.any(String) })

    // The same email from another address, and another email from the same address, now need a captcha.
    const sameEmail = await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.3' })
    expect(sameEmail.statusCode).toBe(400)
    expect(sameEmail.json()).toEqual({ error: 'Please complete the verification challenge.', code: 'CAPTCHA_REQUIRED', requestId: expect.any(String) })
    const other = await makeAccount(t)
    const sameIp = await signIn(t, { email: other.email, password: PASSWORD }, { ip: '10.1.0.2' })
    expect(sameIp.json().code).toBe('CAPTCHA_REQUIRED')

    const bad = await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.3', captcha: 'e30=' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: 'CAPTCHA verification failed. Please try again.', code: 'CAPTCHA_FAILED', requestId: expect.any(String) })

    const solution = await solveCaptcha(t)
    const ok = await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.3', captcha: solution })
    expect(ok.statusCode).toBe(200)
    const replay = await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.3', captcha: solution })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().code).toBe('CAPTCHA_FAILED')

    // Unflagged email and address: no captcha.
    const fresh = await makeAccount(t)
    expect((await signIn(t, { email: fresh.email, password: PASSWORD }, { ip: '10.1.0.4' })).statusCode).toBe(200)
  })

  it('answers an unknown email like a wrong password', async () => {
    const res = await signIn(t, { email: 'nobody@example.com', password: PASSWORD }, { ip: '10.1.0.5' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS', requestId: expect.any(String) })
  })

  it('refuses a banned account with the spec message and no session', async () => {
    const { id, email } = await makeAccount(t, { banned: true })
    const res = await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.6' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'You cannot access your account. Please contact the support team.', code: 'BANNED', requestId: expect.any(String) })
    expect(cookiesOf(res)).not.toContain('wallet.session_token=')
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0)

    // A ban with an end still ahead holds too.
    await t.database.db
      .update(users)
      .set({ banExpires: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, id))
    expect((await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.6' })).json().code).toBe('BANNED')
  })

  it('lets an account in once its ban has expired, and lifts the ban', async () => {
    const { id, email } = await makeAccount(t, { banned: true })
    await t.database.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, id))
    const res = await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.7' })
    expect(res.statusCode).toBe(200)
    const [user] = await t.database.db.select({ banned: users.banned }).from(users).where(eq(users.id, id))
    expect(user!.banned).toBe(false)
  })

  it('ends the session of an account banned while signed in', async () => {
    const { id, email } = await makeAccount(t)
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.8' }))
    const before = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
    expect(before.json().user.id).toBe(id)

    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, id))
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
    expect(after.json()).toEqual({ user: null, pendingSecondFactor: null })
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0)
  })

  it('refuses a banned account on protected APIs with the spec message', async () => {
    const { id, email } = await makeAccount(t)
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }, { ip: '10.1.0.9' }))
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, id))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/forced-password',
      headers: { cookie, origin: t.env.PUBLIC_URL },
      payload: { password: 'a new password' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'You cannot access your account. Please contact the support team.', code: 'BANNED', requestId: expect.any(String) })
  })
})

describe('GET /api/session', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('answers a signed-out caller with nobody', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ user: null, pendingSecondFactor: null })
  })

  it('describes the signed-in user', async () => {
    const { id, email } = await makeAccount(t, { fullName: 'Casey Customer' })
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
    expect(res.json()).toEqual({
      user: { id, email, fullName: 'Casey Customer', role: 'USER', requiresPasswordChange: false, activeMfaMethod: 'none', authenticatorRequired: false },
      pendingSecondFactor: null,
    })
  })

  it('answers after sign-out with nobody', async () => {
    const { email } = await makeAccount(t)
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: 'http://localhost:3000' }, payload: {} })
    expect(out.statusCode).toBe(200)
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
    expect(res.json()).toEqual({ user: null, pendingSecondFactor: null })
  })
})
