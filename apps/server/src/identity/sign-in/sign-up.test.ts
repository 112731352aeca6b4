import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { accounts, userProfiles, users } from '../../db/schema.ts'
import { cookiesOf, makeAccount, PASSWORD, post, signIn, solveCaptcha, uniqueEmail } from '../../../test/auth-support.ts'

function signUp(t: TestApp, body: unknown, captcha?: string) {
  return post(t, '/api/auth/sign-up/email', body, { headers: captcha ? { 'x-captcha-response': captcha } : {} })
}

describe('registration', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('creates the account and its profile, sends one welcome mail with the confirmation link, and opens no session', async () => {
    const email = uniqueEmail('new')
    const res = await signUp(t, { name: 'Ada', fullName: 'Ada Lovelace', email, password: PASSWORD }, await solveCaptcha(t))
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ email, fullName: 'Ada Lovelace' })
    expect(cookiesOf(res)).not.toContain('wallet.session_token')

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ role: 'USER', emailVerified: false, requiresPasswordChange: false, activeMfaMethod: 'none' })
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id))
    expect(profile).toMatchObject({ canSend: true, canSwap: true, canBuy: true, canSell: true, canStake: true, kycStatus: 'not_started' })

    const mail = await t.smtp.waitFor(email, /Welcome/)
    expect(mail.text).toContain('Hello Ada,')
    expect(t.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1)

    // Signing in before confirming is refused with the spec's message.
    const early = await signIn(t, { email, password: PASSWORD })
    expect(early.statusCode).toBe(403)
    expect(early.json()).toEqual({ error: 'Please confirm your email address first.', code: 'EMAIL_NOT_CONFIRMED', requestId: expect.any(String) })

    // The link from the mail confirms the address and lands on the login page.
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0])
    const confirm = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(confirm.statusCode).toBe(302)
    expect(confirm.headers.location).toBe('/login?confirmed=1')

    const ok = await signIn(t, { email, password: PASSWORD })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user.email).toBe(email)
    expect(cookiesOf(ok)).toContain('wallet.session_token=')
  })

  it('greets by the full name when no name is given', async () => {
    const email = uniqueEmail('noname')
    const res = await signUp(t, { fullName: 'Grace Hopper', email, password: PASSWORD }, await solveCaptcha(t))
    expect(res.statusCode).toBe(200)
    expect((await t.smtp.waitFor(email, /Welcome/)).text).toContain('Hello Grace Hopper,')
  })

  it('always requires a solved captcha, and accepts a solution only once', async () => {
    const body = { name: 'B', fullName: 'Bea', email: uniqueEmail('cap'), password: PASSWORD }
    const missing = await signUp(t, body)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ error: 'Please complete the verification challenge.', code: 'CAPTCHA_REQUIRED', requestId: expect.any(String) })

    const bad = await signUp(t, body, 'bm90IGEgc29sdXRpb24=')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: 'CAPTCHA verification failed. Please try again.', code: 'CAPTCHA_FAILED', requestId: expect.any(String) })

    const solution = await solveCaptcha(t)
    expect((await signUp(t, body, solution)).statusCode).toBe(200)
    const replay = await signUp(t, { ...body, email: uniqueEmail('replay') }, solution)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().code).toBe('CAPTCHA_FAILED')
  })

  it('answers a taken email like a new registration and mails the owner instead', async () => {
    const owner = await makeAccount(t, { fullName: 'Olive Owner' })
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, owner.id))
    const fresh = await signUp(t, { fullName: 'Fresh', email: uniqueEmail('fresh'), password: PASSWORD }, await solveCaptcha(t))
    const taken = await signUp(t, { fullName: 'Mallory', email: owner.email, password: 'another passphrase' }, await solveCaptcha(t))

    expect(taken.statusCode).toBe(fresh.statusCode)
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort())
    expect(Object.keys(taken.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort())
    expect(taken.json().user.id).not.toBe(owner.id)
    expect(cookiesOf(taken)).not.toContain('session_token')

    const mail = await t.smtp.waitFor(owner.email, /Someone tried to register with your address/)
    expect(mail.text).toContain('Hello Olive Owner,')
    expect(t.smtp.mails.filter((m) => m.to.includes(owner.email))).toHaveLength(1)
    // Nothing about the account changed: still one, with its own password.
    expect(await t.database.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1)
    const [after] = await t.database.db.select().from(accounts).where(eq(accounts.userId, owner.id))
    expect(after!.password).toBe(account!.password)
    expect((await signIn(t, { email: owner.email, password: PASSWORD })).statusCode).toBe(200)
  })

  it.each([
    [{ email: 'a@example.com', password: PASSWORD }, 'Full Name is required.'],
    [{ fullName: '   ', email: 'a@example.com', password: PASSWORD }, 'Full Name is required.'],
    [{ fullName: 'A', password: PASSWORD }, 'Email is required.'],
    [{ fullName: 'A', email: 'not-an-email', password: PASSWORD }, 'Email address is invalid.'],
    [{ fullName: 'A', email: 'a@example.com' }, 'Password is required.'],
    [{ fullName: 'A', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters long.'],
    [{ fullName: 42, email: 'a@example.com', password: PASSWORD }, 'Full Name is required.'],
  ])('validates %j with the spec message', async (body, message) => {
    const res = await signUp(t, body, await solveCaptcha(t))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_FAILED', requestId: expect.any(String) })
  })
})

describe('registration when mail cannot be sent', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
  })
  afterAll(() => t.close())

  it('still creates the account', async () => {
    const email = uniqueEmail('nomail')
    const res = await signUp(t, { fullName: 'No Mail', email, password: PASSWORD }, await solveCaptcha(t))
    expect(res.statusCode).toBe(200)
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1)
  })
})

describe('registration with REQUIRE_EMAIL_CONFIRMATION=false', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
  })
  afterAll(() => t.close())

  it('refuses an email that is already registered (nothing is mailed to confirm, so the visitor is told)', async () => {
    const email = uniqueEmail('twice')
    expect((await signUp(t, { fullName: 'One', email, password: PASSWORD }, await solveCaptcha(t))).statusCode).toBe(200)
    const again = await signUp(t, { fullName: 'Two', email, password: PASSWORD }, await solveCaptcha(t))
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ error: 'An account with this email already exists.', code: 'EMAIL_TAKEN', requestId: expect.any(String) })
  })

  it('lets the new account sign in before confirming', async () => {
    const email = uniqueEmail('open')
    expect((await signUp(t, { fullName: 'Open', email, password: PASSWORD }, await solveCaptcha(t))).statusCode).toBe(200)
    const res = await signIn(t, { email, password: PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(cookiesOf(res)).toContain('wallet.session_token=')
  })
})
