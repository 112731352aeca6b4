import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifications } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { cookiesOf, makeAccount, PASSWORD, post, signIn, solveCaptcha } from '../../../test/auth-support.ts'

const NEW_PASSWORD = 'recovered passphrase'

describe('password recovery', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('mails a link that leads to /update-password, sets the new password and ends every session', async () => {
    const { email } = await makeAccount(t)
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }))

    // The caller cannot send the link elsewhere.
    const req = await post(t, '/api/auth/request-password-reset', { email, redirectTo: 'https://evil.example/steal' })
    expect(req.statusCode).toBe(200)
    expect(req.json()).toEqual({ status: true })
    const mail = await t.smtp.waitFor(email, /Reset your password/)
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0])
    expect(link.searchParams.get('callbackURL')).toBe('/update-password')

    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(landing.statusCode).toBe(302)
    const target = new URL(landing.headers.location as string, 'http://localhost:3000')
    expect(target.pathname).toBe('/update-password')
    const token = target.searchParams.get('token')!
    expect(token).toBeTruthy()

    const reset = await post(t, '/api/auth/reset-password', { newPassword: NEW_PASSWORD, token })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ status: true })

    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user).toBeNull()
    expect((await signIn(t, { email, password: PASSWORD }, { ip: '10.3.0.1' })).statusCode).toBe(401)
    // The failed attempt above turned the captcha on for this email.
    expect((await signIn(t, { email, password: NEW_PASSWORD }, { ip: '10.3.0.2', captcha: await solveCaptcha(t) })).statusCode).toBe(200)

    // A link works once.
    const again = await post(t, '/api/auth/reset-password', { newPassword: 'another passphrase', token })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      error: 'Invalid or expired link, or not logged in for password update.',
      code: 'RESET_LINK_INVALID',
      requestId: expect.any(String),
    })
  })

  it('stores no usable token: what the database (or a backup of it) holds resets nothing, the mailed link still does', async () => {
    const { id, email } = await makeAccount(t)
    expect((await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/update-password' })).statusCode).toBe(200)
    const mail = await t.smtp.waitFor(email, /Reset your password/)
    const mailed = new URL(mail.text.match(/https?:\/\/\S+/)![0]).pathname.split('/').at(-1)!

    // The reset's row names the user; its identifier is all an insider with a copy of the table has.
    const stored = await t.database.db.select().from(verifications).where(eq(verifications.value, id))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.identifier).not.toContain(mailed)
    for (const token of [stored[0]!.identifier, stored[0]!.identifier.replace(/^reset-password:/, '')]) {
      const taken = await post(t, '/api/auth/reset-password', { newPassword: 'taken over passphrase', token })
      expect(taken.statusCode).toBe(400)
      expect(taken.json().code).toBe('RESET_LINK_INVALID')
    }

    const reset = await post(t, '/api/auth/reset-password', { newPassword: NEW_PASSWORD, token: mailed })
    expect(reset.statusCode).toBe(200)
    expect((await signIn(t, { email, password: NEW_PASSWORD }, { ip: '10.3.7.1' })).statusCode).toBe(200)
  })

  it('answers the same for an email without an account, and sends nothing', async () => {
    const res = await post(t, '/api/auth/request-password-reset', { email: 'ghost@example.com', redirectTo: '/update-password' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true })
    // A reset mail is sent before the request is answered, and requests are handled in order: once the mail of a
    // request made after this one has arrived, a mail to ghost would be here too.
    const { email } = await makeAccount(t)
    expect((await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/update-password' })).statusCode).toBe(200)
    await t.smtp.waitFor(email, /Reset your password/)
    expect(t.smtp.mails.filter((m) => m.to.includes('ghost@example.com'))).toHaveLength(0)
  })

  it('sends an unknown link back to the page with an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/not-a-token?callbackURL=/update-password' })
    expect(res.statusCode).toBe(302)
    const target = new URL(res.headers.location as string, 'http://localhost:3000')
    expect(target.pathname + target.search).toBe('/update-password?error=INVALID_TOKEN')
  })

  it.each([
    ['/api/auth/request-password-reset', {}, 'Email is required.'],
    ['/api/auth/request-password-reset', { email: '' }, 'Email is required.'],
    ['/api/auth/request-password-reset', { email: 'nope' }, 'Email address is invalid.'],
    ['/api/auth/reset-password', { token: 'x' }, 'New password is required.'],
    ['/api/auth/reset-password', { newPassword: 'short', token: 'x' }, 'Password must be at least 8 characters long.'],
    ['/api/auth/reset-password', { newPassword: NEW_PASSWORD }, 'You must access this page via a password reset link.'],
  ])('%s validates %j with the spec message', async (url, body, message) => {
    const res = await post(t, url, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_FAILED', requestId: expect.any(String) })
  })
})
