import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import {
  authenticatorStepUp,
  cookiesOf,
  enrolThroughRoutes,
  mailedStepUp,
  makeAccount,
  ORIGIN,
  PASSWORD,
  post,
  randomTotpSecret,
  signIn,
  signInWithMailedCode,
  totpCode,
  type StepUp,
} from '../../../test/auth-support.ts'
import { SoftPasskey } from '../../../test/passkey-authenticator.ts'
import { accounts, auditLog, loginHistory, passkeys, sessions, userProfiles, users } from '../../db/schema.ts'

/** Passkeys (docs/decisions/038-passkeys.md), through the real routes, with a software authenticator. */

const inject = (t: TestApp, method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) })
const session = async (t: TestApp, cookie: string) => (await inject(t, 'GET', '/api/session', cookie)).json()

/** A signed-in account and how it steps up: its authenticator's next code, or a code mailed on request. */
interface Holder {
  cookie: string
  email: string
  totpSecret?: string
}
const stepUpOf = (t: TestApp, who: Holder): Promise<StepUp> =>
  who.totpSecret ? Promise.resolve(authenticatorStepUp(who.totpSecret)) : mailedStepUp(t, who.cookie, who.email)

/** Registers a passkey for the signed-in account through Settings → Security's routes, with the step-up they take. */
async function registerPasskey(t: TestApp, who: Holder, key: SoftPasskey, name = 'My laptop') {
  const cookie = who.cookie
  const options = await post(t, '/api/security/passkeys/registration-options', await stepUpOf(t, who), { cookie })
  expect(options.statusCode, options.body).toBe(200)
  const res = await post(t, '/api/security/passkeys', { name, credential: key.register(options.json()) }, { cookie })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string; name: string }>()
}

/** A passkey sign-in: the challenge, the passkey's answer, and the app's answer to that. */
async function passkeySignIn(t: TestApp, key: SoftPasskey, tamper?: (answer: ReturnType<SoftPasskey['authenticate']>) => void) {
  const options = await post(t, '/api/auth/passkey/sign-in-options', {})
  expect(options.statusCode, options.body).toBe(200)
  const credential = key.authenticate(options.json())
  tamper?.(credential)
  return post(t, '/api/auth/passkey/sign-in', { credential })
}

/** Whether the session of this cookie was signed in with a passkey that verified its user. */
async function passkeyVerifiedOf(t: TestApp, cookie: string) {
  const token = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!).split('.')[0]!
  const [row] = await t.database.db.select({ passkeyVerified: sessions.passkeyVerified }).from(sessions).where(eq(sessions.token, token))
  return row?.passkeyVerified
}

async function customerWithPasskey(t: TestApp, input: Parameters<typeof makeAccount>[1] = {}, userVerified = true) {
  const account = await makeAccount(t, input)
  const cookie = input.mfaEmail
    ? await signInWithMailedCode(t, account.email, PASSWORD)
    : cookiesOf(await signIn(t, { email: account.email, password: PASSWORD }))
  const key = new SoftPasskey({ origin: ORIGIN, userVerified })
  const registered = await registerPasskey(t, { cookie, email: account.email }, key)
  return { ...account, cookie, key, passkeyId: registered.id }
}

describe('passkeys', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('registers a passkey, tells the customer, and signs in with it alone: no password, no second factor', async () => {
    const secret = randomTotpSecret()
    const { id, email } = await makeAccount(t, { totpSecret: secret })
    const pending = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const cookie = cookiesOf(await post(t, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, { cookie: pending }))
    const key = new SoftPasskey({ origin: ORIGIN })
    const registered = await registerPasskey(t, { cookie, email, totpSecret: secret }, key, 'Work laptop')
    expect(registered).toMatchObject({ name: 'Work laptop' })

    const list = await inject(t, 'GET', '/api/security/passkeys', cookie)
    expect(list.json().passkeys).toEqual([expect.objectContaining({ id: registered.id, name: 'Work laptop', lastUsedAt: null })])
    expect((await t.smtp.waitFor(email, /passkey was added/)).text).toContain('"Work laptop"')
    const activity = (await inject(t, 'GET', '/api/account/activity', cookie)).json()
    expect(activity.items ?? activity).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'account.passkey.add', label: 'Passkey added', by: 'You' })]),
    )

    const signedIn = await passkeySignIn(t, key)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const newCookie = cookiesOf(signedIn)
    expect((await session(t, newCookie)).user).toMatchObject({ id, email })
    expect((await inject(t, 'GET', '/api/wallets', newCookie)).statusCode).toBe(200)
    expect(await passkeyVerifiedOf(t, newCookie)).toBe(true)
    // Two sign-ins in the login history: the password and code, then the passkey.
    expect(await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, id))).toHaveLength(2)
  })

  it('refuses a passkey that did not verify its user when the account has a second factor, and lets it in otherwise', async () => {
    const withFactor = await customerWithPasskey(t, { mfaEmail: true }, false)
    const refused = await passkeySignIn(t, withFactor.key)
    expect(refused.statusCode).toBe(401)
    expect(refused.json().code).toBe('PASSKEY_NOT_VERIFIED')
    expect(cookiesOf(refused)).not.toContain('session_token')

    // Without a second factor on the account, a passkey is at least a password.
    const plain = await customerWithPasskey(t, {}, false)
    const accepted = await passkeySignIn(t, plain.key)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(await passkeyVerifiedOf(t, cookiesOf(accepted))).toBe(false)
  })

  it('refuses a banned, a frozen and an unconfirmed account and one that must set a new password, through the same rules as the password sign-in', async () => {
    const banned = await customerWithPasskey(t)
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id))
    const bannedAnswer = await passkeySignIn(t, banned.key)
    expect(bannedAnswer.statusCode).toBe(403)
    expect(bannedAnswer.json()).toEqual({
      code: 'BANNED',
      error: 'You cannot access your account. Please contact the support team.',
      requestId: expect.any(String),
    })
    expect((await signIn(t, { email: banned.email, password: PASSWORD })).json().code).toBe('BANNED')

    const forced = await customerWithPasskey(t)
    await t.database.db.update(users).set({ requiresPasswordChange: true }).where(eq(users.id, forced.id))
    const forcedAnswer = await passkeySignIn(t, forced.key)
    expect(forcedAnswer.statusCode).toBe(403)
    expect(forcedAnswer.json().code).toBe('PASSKEY_PASSWORD_CHANGE_REQUIRED')
    expect(cookiesOf(forcedAnswer)).not.toContain('session_token')
    // The rules every session passes (sign-in-rules.ts: accountSignInRefusal), whichever way its user signed in.
    const unconfirmed = await customerWithPasskey(t)
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed.id))
    const unconfirmedAnswer = await passkeySignIn(t, unconfirmed.key)
    expect(unconfirmedAnswer.statusCode).toBe(403)
    expect(unconfirmedAnswer.json().code).toBe('EMAIL_NOT_CONFIRMED')
    // A self-freeze (docs/decisions/034) holds for a passkey too.
    const frozen = await customerWithPasskey(t)
    await t.database.db.update(userProfiles).set({ frozenAt: new Date(), frozenVia: 'settings' }).where(eq(userProfiles.userId, frozen.id))
    const frozenAnswer = await passkeySignIn(t, frozen.key)
    expect([frozenAnswer.statusCode, frozenAnswer.json().code]).toEqual([403, 'ACCOUNT_FROZEN'])
    expect(cookiesOf(frozenAnswer)).not.toContain('session_token')
    for (const id of [banned.id, forced.id, unconfirmed.id, frozen.id]) {
      expect(await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, id))).toHaveLength(1) // the password sign-in that registered it
    }
  })

  it('refuses a replayed answer, a wrong origin, a forged signature and an unknown passkey', async () => {
    const { key } = await customerWithPasskey(t)
    const options = (await post(t, '/api/auth/passkey/sign-in-options', {})).json()
    const answer = key.authenticate(options)
    expect((await post(t, '/api/auth/passkey/sign-in', { credential: answer })).statusCode).toBe(200)
    const replay = await post(t, '/api/auth/passkey/sign-in', { credential: answer })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().code).toBe('PASSKEY_INVALID')

    const foreign = await post(t, '/api/auth/passkey/sign-in', {
      credential: key.authenticate((await post(t, '/api/auth/passkey/sign-in-options', {})).json(), { origin: 'https://evil.example' }),
    })
    expect(foreign.json().code).toBe('PASSKEY_INVALID')
    const forged = await passkeySignIn(t, key, (c) => {
      c.response.signature = Buffer.from('not a signature').toString('base64url')
    })
    expect(forged.statusCode).toBe(400)
    const unknown = await passkeySignIn(t, new SoftPasskey({ origin: ORIGIN }))
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().code).toBe('PASSKEY_UNKNOWN')
  })

  it('renames and removes passkeys, each with an audit row and a mail, and refuses to remove the last way to sign in', async () => {
    const { id, email, cookie, passkeyId } = await customerWithPasskey(t)
    const who = { cookie, email }
    const remove = async (passkeyId: string) => post(t, `/api/security/passkeys/${passkeyId}/remove`, await stepUpOf(t, who), { cookie })
    const renamed = await inject(t, 'PATCH', `/api/security/passkeys/${passkeyId}`, cookie, { name: 'Phone', ...(await stepUpOf(t, who)) })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().name).toBe('Phone')
    expect((await t.smtp.waitFor(email, /renamed/)).text).toContain('"My laptop" on your wallet account is now named "Phone"')

    // An account without a password (its only credential a passkey) keeps its last passkey.
    await t.database.db
      .update(accounts)
      .set({ password: null })
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')))
    const last = await remove(passkeyId)
    expect(last.statusCode).toBe(409)
    expect(last.json().code).toBe('PASSKEY_LAST_SIGN_IN')
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, id))).toHaveLength(1)

    const second = await registerPasskey(t, who, new SoftPasskey({ origin: ORIGIN }), 'Security key')
    const removed = await remove(passkeyId)
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await t.smtp.waitFor(email, /removed/)).text).toContain('"Phone"')
    expect((await remove(second.id)).json().code).toBe('PASSKEY_LAST_SIGN_IN')

    const rows = await t.database.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.targetUserId, id))
    expect(rows.map((r) => r.action)).toEqual(['account.passkey.add', 'account.passkey.rename', 'account.passkey.add', 'account.passkey.remove'])
    expect(rows.every((r) => r.actorId === id)).toBe(true)
    const activity = (await inject(t, 'GET', '/api/account/activity', cookie)).json()
    const items = (activity.items ?? activity) as Array<{ label: string; by: string; details: string[] }>
    expect(items.find((i) => i.label === 'Passkey renamed')).toMatchObject({ by: 'You', details: ['Passkey: My laptop → Phone'] })
  })

  it("answers bad input with a 4xx and changes nothing, and never touches another account's passkey", async () => {
    const owner = await customerWithPasskey(t)
    const other = await customerWithPasskey(t)
    const bad = [
      await post(t, '/api/security/passkeys', { name: '', credential: owner.key.register({ challenge: 'x' }) }, { cookie: owner.cookie }),
      await post(t, '/api/security/passkeys', { name: 'x'.repeat(65), credential: owner.key.register({ challenge: 'x' }) }, { cookie: owner.cookie }),
      await post(t, '/api/security/passkeys', { name: 'Key', credential: { id: 'a', rawId: 'a', type: 'public-key', response: {} } }, { cookie: owner.cookie }),
      await post(t, '/api/security/passkeys', { name: 'Key', credential: owner.key.register({ challenge: 'never-issued' }) }, { cookie: owner.cookie }),
      await post(t, '/api/auth/passkey/sign-in', { credential: 'nope' }),
      await post(t, '/api/auth/passkey/sign-in', {}),
      await inject(t, 'PATCH', `/api/security/passkeys/${owner.passkeyId}`, owner.cookie, {
        name: '   ',
        ...(await mailedStepUp(t, owner.cookie, owner.email)),
      }),
      await post(t, '/api/security/passkeys/not%00an-id/remove', await mailedStepUp(t, owner.cookie, owner.email), { cookie: owner.cookie }),
    ]
    for (const res of bad) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, res.body).toBeLessThan(500)
      expect(res.json().error).toEqual(expect.any(String))
    }
    // A registration answer for a challenge handed to someone else.
    const othersOptions = (
      await post(t, '/api/security/passkeys/registration-options', await mailedStepUp(t, other.cookie, other.email), { cookie: other.cookie })
    ).json()
    const stolen = await post(
      t,
      '/api/security/passkeys',
      { name: 'Key', credential: new SoftPasskey({ origin: ORIGIN }).register(othersOptions) },
      { cookie: owner.cookie },
    )
    expect(stolen.json().code).toBe('PASSKEY_INVALID')

    const ownerStepUp = () => mailedStepUp(t, owner.cookie, owner.email)
    expect((await inject(t, 'PATCH', `/api/security/passkeys/${other.passkeyId}`, owner.cookie, { name: 'Mine', ...(await ownerStepUp()) })).statusCode).toBe(
      404,
    )
    expect((await post(t, `/api/security/passkeys/${other.passkeyId}/remove`, await ownerStepUp(), { cookie: owner.cookie })).statusCode).toBe(404)
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toHaveLength(1)
    const [kept] = await t.database.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.id, other.passkeyId))
    expect(kept?.name).toBe('My laptop')
    // The same authenticator cannot be registered twice.
    const again = (await post(t, '/api/security/passkeys/registration-options', await ownerStepUp(), { cookie: owner.cookie })).json()
    expect((await post(t, '/api/security/passkeys', { name: 'Again', credential: owner.key.register(again) }, { cookie: owner.cookie })).json().code).toBe(
      'PASSKEY_ALREADY_REGISTERED',
    )
  })

  it('lets a staff member sign in with a user-verified passkey in place of the authenticator app, never with an unverified one', async () => {
    const staff = await makeAccount(t, { role: 'WORKER', mfaEmail: true })
    // Until the authenticator app is set up, a staff session registers no passkey (it would skip the factor owed).
    const owed = await signInWithMailedCode(t, staff.email, PASSWORD)
    expect((await post(t, '/api/security/passkeys/registration-options', {}, { cookie: owed })).json().code).toBe('AUTHENTICATOR_REQUIRED')
    const totpSecret = await enrolThroughRoutes(t, owed)
    const key = new SoftPasskey({ origin: ORIGIN })
    await registerPasskey(t, { cookie: owed, email: staff.email, totpSecret }, key, 'Desk key')

    // A staff account as one without its own authenticator app: the password leaves it owed, a verified passkey does not.
    await t.database.db.update(users).set({ activeMfaMethod: 'none', twoFactorEnabled: false }).where(eq(users.id, staff.id))
    const byPassword = cookiesOf(await signIn(t, { email: staff.email, password: PASSWORD }))
    expect((await session(t, byPassword)).user).toMatchObject({ authenticatorRequired: true })
    const byPasskey = cookiesOf(await passkeySignIn(t, key))
    expect((await session(t, byPasskey)).user).toMatchObject({ id: staff.id, role: 'WORKER', authenticatorRequired: false })
    expect((await inject(t, 'GET', '/api/work/summary', byPasskey)).statusCode).toBe(200)
    expect((await inject(t, 'GET', '/api/work/summary', byPassword)).json().code).toBe('AUTHENTICATOR_REQUIRED')

    key.userVerified = false
    const unverified = await passkeySignIn(t, key)
    expect(unverified.statusCode).toBe(401)
    expect(unverified.json().code).toBe('PASSKEY_NOT_VERIFIED')
  })
})
