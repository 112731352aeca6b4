import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { PASSWORD, post, solveCaptcha, uniqueEmail } from '../../../test/auth-support.ts'
import { CHALLENGE_TTL_MS, createCaptchaService } from './captcha.service.ts'

function verify(t: TestApp, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/captcha/verify', payload: body as object })
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64')
}

describe('captcha', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('hands out signed proof-of-work challenges that expire within minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const challenge = res.json()
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 })
    const ttl = challenge.parameters.expiresAt * 1000 - Date.now()
    expect(ttl).toBeGreaterThan(CHALLENGE_TTL_MS - 10_000)
    expect(ttl).toBeLessThanOrEqual(CHALLENGE_TTL_MS)
  })

  it('verifies a solution without using it up', async () => {
    const token = await solveCaptcha(t)
    for (let i = 0; i < 2; i++) {
      const res = await verify(t, { captchaToken: token })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, error: null })
    }
    const signUp = await post(
      t,
      '/api/auth/sign-up/email',
      { fullName: 'Checked', email: uniqueEmail(), password: PASSWORD },
      { headers: { 'x-captcha-response': token } },
    )
    expect(signUp.statusCode).toBe(200)
    // Used by the sign-up, it is refused from now on.
    const after = await verify(t, { captchaToken: token })
    expect(after.statusCode).toBe(400)
    expect(after.json()).toEqual({ success: false, error: 'Verification failed: solution already used', code: 'CAPTCHA_FAILED', requestId: expect.any(String) })
  })

  it('gives the reasons of a refusal', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json()
    const solution = (await solveChallenge({ challenge, deriveKey }))!

    const flipped = (solution.derivedKey[0] === '0' ? '1' : '0') + solution.derivedKey.slice(1)
    const wrong = await verify(t, { captchaToken: encode({ challenge, solution: { ...solution, derivedKey: flipped } }) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ success: false, error: 'Verification failed: invalid solution', code: 'CAPTCHA_FAILED', requestId: expect.any(String) })

    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 0 } }
    expect((await verify(t, { captchaToken: encode({ challenge: tampered, solution }) })).json()).toEqual({
      success: false,
      error: 'Verification failed: invalid signature',
      code: 'CAPTCHA_FAILED',
      requestId: expect.any(String),
    })

    expect((await verify(t, { captchaToken: 'not base64 json' })).json()).toEqual({
      success: false,
      error: 'Verification failed: malformed payload',
      code: 'CAPTCHA_FAILED',
      requestId: expect.any(String),
    })
  })

  it('refuses a solution whose challenge has expired', async () => {
    const longAgo = createCaptchaService({ db: t.database.db, secret: t.env.AUTH_SECRET, now: () => new Date(Date.now() - CHALLENGE_TTL_MS - 1000) })
    const challenge = await longAgo.createChallenge()
    const solution = (await solveChallenge({ challenge, deriveKey }))!
    const res = await verify(t, { captchaToken: encode({ challenge, solution }) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, error: 'Verification failed: challenge expired', code: 'CAPTCHA_FAILED', requestId: expect.any(String) })
  })

  it.each([
    [{}, 'Please complete the verification challenge.'],
    [{ captchaToken: '' }, 'Please complete the verification challenge.'],
    [{ captchaToken: 5 }, 'Please complete the verification challenge.'],
  ])('validates %j', async (body, message) => {
    const res = await verify(t, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_FAILED', requestId: expect.any(String) })
  })

  it('is solved quickly enough for a browser', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json()
    const started = performance.now()
    const solution = await solveChallenge({ challenge, deriveKey })
    expect(solution).not.toBeNull()
    expect(solution!.counter).toBeLessThanOrEqual(80_000)
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
