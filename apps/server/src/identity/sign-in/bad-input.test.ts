import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { cookiesOf, makeAccount, ORIGIN, PASSWORD, randomTotpSecret, signIn, solveCaptcha } from '../../../test/auth-support.ts'

const JSON_ENDPOINTS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/send-otp',
  '/api/auth/two-factor/verify-otp',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/sign-out',
  '/api/captcha/verify',
  '/api/account/forced-password',
]

describe('bad input on the auth endpoints', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await buildTestApp()
    const { email } = await makeAccount(t, { requiresPasswordChange: true })
    // A session, and a second sign-in waiting for its second factor (the two-factor steps read nothing without one).
    const secondFactor = await makeAccount(t, { totpSecret: randomTotpSecret() })
    cookie = `${cookiesOf(await signIn(t, { email, password: PASSWORD }))}; ${cookiesOf(await signIn(t, { email: secondFactor.email, password: PASSWORD }))}`
  })
  afterAll(() => t.close())

  const send = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie, 'content-type': contentType }, payload })

  it.each(JSON_ENDPOINTS)('%s: malformed JSON is a 400 with a clear message', async (url) => {
    const res = await send(url, '{"email": ')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON', requestId: expect.any(String) })
  })

  it.each(JSON_ENDPOINTS)('%s: a body over 1 MB is refused with 413', async (url) => {
    const res = await send(url, JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'The request body is too large.', code: 'BODY_TOO_LARGE', requestId: expect.any(String) })
  })

  it.each(JSON_ENDPOINTS)('%s: a body of another type is refused with 415', async (url) => {
    const res = await send(url, '<email>a</email>', 'application/xml')
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: 'The request body must be JSON.', code: 'UNSUPPORTED_MEDIA_TYPE', requestId: expect.any(String) })
  })

  it.each([
    ['/api/auth/sign-in/email', '', 'Email is required.'],
    ['/api/auth/sign-in/email', '{}', 'Email is required.'],
    ['/api/auth/sign-in/email', '[]', 'The request is invalid.'],
    ['/api/auth/sign-in/email', '"text"', 'The request is invalid.'],
    ['/api/auth/sign-in/email', '{"email":"a@example.com"}', 'Password is required.'],
    ['/api/auth/sign-in/email', '{"email":"a@example.com","password":""}', 'Password is required.'],
    ['/api/auth/sign-in/email', '{"email":["a@example.com"],"password":"x"}', 'Email is required.'],
    ['/api/auth/sign-in/email', '{"email":"bad","password":"x"}', 'Email address is invalid.'],
    ['/api/auth/two-factor/verify-totp', '{}', 'Please enter the verification code'],
    ['/api/auth/two-factor/verify-totp', '{"code":"12a456"}', 'Please enter the verification code'],
    ['/api/auth/two-factor/verify-totp', '{"code":123456}', 'Please enter the verification code'],
    ['/api/auth/two-factor/verify-otp', '{"code":"1234567"}', 'Please enter the verification code'],
    ['/api/auth/sign-up/email', '{"fullName":"A","email":"a@example.com","password":null}', 'Password is required.'],
    ['/api/account/forced-password', '{}', 'Please enter and confirm your new password.'],
  ])('%s with %s answers 400 %s', async (url, payload, message) => {
    const res = await send(url, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_FAILED', requestId: expect.any(String) })
  })

  it.each(JSON_ENDPOINTS)('%s: text that is not JSON is a 4xx with a clear message', async (url) => {
    const res = await send(url, 'email=a', 'text/plain')
    expect(res.statusCode).toBe(400)
    expect([
      'The request body is not valid JSON.',
      'The request is invalid.',
      'Please complete the verification challenge.',
      'Please enter and confirm your new password.',
    ]).toContain(res.json().error)
  })

  it('sign-up validates the body before it looks at the captcha', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'x-captcha-response': await solveCaptcha(t) },
      payload: { fullName: 'X', email: 'x@example.com', password: 'short' },
    })
    expect(res.json()).toEqual({ error: 'Password must be at least 8 characters long.', code: 'VALIDATION_FAILED', requestId: expect.any(String) })
  })
})
