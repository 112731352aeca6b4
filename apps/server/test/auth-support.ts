import { randomUUID } from 'node:crypto'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { LightMyRequestResponse } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import type { TestApp } from './build-test-app.ts'
import { createAccount, type NewAccount } from '../src/identity/sign-in/accounts.ts'

/** Test support for the sign-in flows: real captcha solutions, real TOTP codes, accounts, cookies. */

export const ORIGIN = 'http://localhost:3000'
export const PASSWORD = 'correct horse battery'

/** Fetches a challenge from the app and solves it like the widget does; returns the header value. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  const challenge = res.json<Challenge>()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the captcha could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

export async function makeAccount(t: TestApp, input: Partial<NewAccount> = {}) {
  const email = input.email ?? uniqueEmail()
  const { id } = await createAccount(t.app.auth, { email, password: PASSWORD, fullName: 'Test Person', ...input })
  return { id, email, password: input.password ?? PASSWORD }
}

/** `name=value` pairs of the Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(res: LightMyRequestResponse): string {
  const setCookie = res.headers['set-cookie']
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

export function signIn(t: TestApp, body: unknown, options: { ip?: string; captcha?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      origin: ORIGIN,
      'user-agent': 'vitest-browser',
      ...(options.captcha ? { 'x-captcha-response': options.captcha } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: body as object,
  })
}

export function post(t: TestApp, url: string, body: unknown, options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: { origin: ORIGIN, 'user-agent': 'vitest-browser', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: body as object,
  })
}

export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp })
}

export function randomTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** Signs in with the password and the code mailed to the account (its second factor): the session cookie. */
export async function signInWithMailedCode(t: TestApp, email: string, password: string): Promise<string> {
  return passMailedCode(t, email, cookiesOf(await signIn(t, { email, password })))
}

/** Finishes a sign-in whose password was accepted with the code mailed to the account: the session cookie. */
export async function passMailedCode(t: TestApp, email: string, pending: string): Promise<string> {
  await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: pending })
  const code = (await t.smtp.waitFor(email, /sign-in code/)).text.match(/\b(\d{6})\b/)![1]!
  const verified = await post(t, '/api/auth/two-factor/verify-otp', { code }, { cookie: pending })
  if (verified.statusCode !== 200) throw new Error(`emailed code refused: ${verified.statusCode} ${verified.body}`)
  return cookiesOf(verified)
}

/**
 * Enrols an authenticator app through the settings routes, as the setup screen does, for a signed-in account: its
 * secret. Throws when a step is refused.
 */
export async function enrolThroughRoutes(t: TestApp, cookie: string): Promise<string> {
  const started = await post(t, '/api/security/mfa/totp/start', {}, { cookie })
  if (started.statusCode !== 200) throw new Error(`authenticator start refused: ${started.statusCode} ${started.body}`)
  const secret = new URL(started.json<{ totpURI: string }>().totpURI).searchParams.get('secret')!
  const verified = await post(t, '/api/security/mfa/totp/verify', { code: totpCode(secret) }, { cookie })
  if (verified.statusCode !== 200) throw new Error(`authenticator code refused: ${verified.statusCode} ${verified.body}`)
  return secret
}

/**
 * A step-up as the settings screen asks for it (saving an anti-phishing code), confirmed with the code an authenticator
 * app holding `secret` shows one step after the sign-in's (a step is good once): the answer.
 */
export function stepUpWithAuthenticator(t: Pick<TestApp, 'app'>, cookie: string, secret: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/security/anti-phishing-code',
    headers: { cookie, origin: ORIGIN },
    payload: { antiPhishingCode: 'Blue Heron 42', secondFactorCode: totpCode(secret, Date.now() + 30_000) },
  })
}

/** The step-up body (docs/decisions/124): the password and the second factor's code. */
export interface StepUp {
  password: string
  secondFactorCode: string
}

/**
 * The step-up of an account whose second factor is not an authenticator app (emailed codes, or none): its password
 * and the code the step-up mail carries, asked for as the settings dialog does.
 */
export async function mailedStepUp(t: TestApp, cookie: string, email: string, password = PASSWORD): Promise<StepUp> {
  const before = t.smtp.mails.length
  const sent = await post(t, '/api/security/second-factor/email-code', {}, { cookie })
  if (sent.statusCode !== 200) throw new Error(`step-up code refused: ${sent.statusCode} ${sent.body}`)
  const mail = await t.smtp.until((all) => all.slice(before).find((m) => m.to.includes(email) && m.subject === 'Your verification code'), {
    timeoutMs: 5000,
    what: 'the step-up code',
  })
  return { password, secondFactorCode: mail.text.match(/verification code is (\d{6})/)![1]! }
}

/** The step-up of an account with an authenticator app: its password and the app's next code (a step is good once). */
export function authenticatorStepUp(secret: string, password = PASSWORD): StepUp {
  return { password, secondFactorCode: totpCode(secret, Date.now() + 30_000) }
}
