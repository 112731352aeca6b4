import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { sessions, users } from '../../db/schema.ts'
import { cookiesOf, makeAccount, PASSWORD, post, signIn, solveCaptcha } from '../../../test/auth-support.ts'

const NEW_PASSWORD = 'a brand new passphrase'

describe('POST /api/account/forced-password', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('sets the password, clears the flag and signs out the other sessions', async () => {
    const { id, email } = await makeAccount(t, { requiresPasswordChange: true })
    const here = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const elsewhere = cookiesOf(await signIn(t, { email, password: PASSWORD }))

    const state = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: here } })
    expect(state.json().user.requiresPasswordChange).toBe(true)
    const blocked = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: here } })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json()).toEqual({ error: 'You must set a new password before continuing.', code: 'PASSWORD_CHANGE_REQUIRED', requestId: expect.any(String) })

    const res = await post(t, '/api/account/forced-password', { password: NEW_PASSWORD }, { cookie: here })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })

    const [user] = await t.database.db.select({ flag: users.requiresPasswordChange }).from(users).where(eq(users.id, id))
    expect(user!.flag).toBe(false)
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1)
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: elsewhere } })).json().user).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: here } })).statusCode).toBe(200)

    expect((await signIn(t, { email, password: PASSWORD }, { ip: '10.2.0.1' })).statusCode).toBe(401)
    // The failed attempt above turned the captcha on for this email.
    expect((await signIn(t, { email, password: NEW_PASSWORD }, { ip: '10.2.0.2', captcha: await solveCaptcha(t) })).statusCode).toBe(200)

    // Once done, the forced change is no longer open.
    expect((await post(t, '/api/account/forced-password', { password: 'yet another one' }, { cookie: here })).statusCode).toBe(403)
  })

  it('refuses the temporary password it replaces, and keeps the change required', async () => {
    const { id, email } = await makeAccount(t, { requiresPasswordChange: true })
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const res = await post(t, '/api/account/forced-password', { password: PASSWORD }, { cookie })
    expect([res.statusCode, res.json()]).toEqual([400, { error: ERRORS.PASSWORD_UNCHANGED.message, code: 'PASSWORD_UNCHANGED', requestId: expect.any(String) }])
    const [user] = await t.database.db.select({ flag: users.requiresPasswordChange }).from(users).where(eq(users.id, id))
    expect(user!.flag).toBe(true)
    expect((await post(t, '/api/account/forced-password', { password: NEW_PASSWORD }, { cookie })).statusCode).toBe(200)
  })

  it.each([
    [{}, 'Please enter and confirm your new password.'],
    [{ password: '' }, 'Please enter and confirm your new password.'],
    [{ password: 'short' }, 'Password must be at least 8 characters long.'],
    [{ password: 12345678 }, 'Please enter and confirm your new password.'],
  ])('validates %j with the spec message', async (body, message) => {
    const { email } = await makeAccount(t, { requiresPasswordChange: true })
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const res = await post(t, '/api/account/forced-password', body, { cookie })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_FAILED', requestId: expect.any(String) })
  })

  it('needs a session', async () => {
    const res = await post(t, '/api/account/forced-password', { password: NEW_PASSWORD })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('UNAUTHENTICATED')
  })
})
