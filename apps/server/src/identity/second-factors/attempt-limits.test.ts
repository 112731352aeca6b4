import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits, userProfiles, users } from '../../db/schema.ts'
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { cookiesOf, makeAccount, ORIGIN, PASSWORD, post, signIn, solveCaptcha, uniqueEmail } from '../../../test/auth-support.ts'

const LIMIT = 3
const RATE_LIMITED = { error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED', requestId: expect.any(String) }

/** Every password and step-up check outside sign-in is limited per account and per client address (docs/decisions/127). */
describe('password and step-up check limits', () => {
  let t: TestApp
  let addresses = 0
  /** A client address no other test uses. */
  const freshIp = () => `10.127.${Math.floor(++addresses / 250)}.${addresses % 250}`

  beforeAll(async () => {
    t = await buildTestApp({ authRateLimit: true, env: { PASSWORD_CHECK_LIMIT: String(LIMIT), PASSWORD_CHECK_WINDOW_SECONDS: '60' } })
  })
  afterAll(() => t.close())

  /** A customer signed in from an address of its own (sign-in has its own limit per address). */
  async function customer(options: { emailFactor?: boolean; forcedChange?: boolean } = {}) {
    const account = await makeAccount(t)
    if (options.forcedChange) await t.database.db.update(users).set({ requiresPasswordChange: true }).where(eq(users.id, account.id))
    const signedIn = await signIn(t, { email: account.email, password: PASSWORD }, { ip: freshIp() })
    expect(signedIn.statusCode).toBe(200)
    // Email codes turned on once signed in (as Settings leaves it).
    if (options.emailFactor) await t.database.db.update(users).set({ activeMfaMethod: 'email', twoFactorEnabled: true }).where(eq(users.id, account.id))
    return { ...account, cookie: cookiesOf(signedIn) }
  }

  const put = (url: string, body: object, cookie: string, ip: string) =>
    t.app.inject({ method: 'PUT', url, remoteAddress: ip, headers: { origin: ORIGIN, cookie }, payload: body })

  type Check = (who: { email: string; cookie: string }, password: string, ip: string) => Promise<{ statusCode: number; json(): unknown }>
  const checks: Array<[string, { emailFactor?: boolean; forcedChange?: boolean }, Check]> = [
    ['freezing from Settings', {}, (w, password, ip) => post(t, '/api/security/freeze', { password }, { cookie: w.cookie, ip })],
    [
      'the password-confirm step of a password change',
      {},
      (w, password, ip) => post(t, '/api/security/verify-and-update-password', { oldPassword: password, verifyOnly: true }, { cookie: w.cookie, ip }),
    ],
    [
      'changing the password',
      {},
      (w, password, ip) =>
        post(t, '/api/security/verify-and-update-password', { oldPassword: password, newPassword: 'another horse 42' }, { cookie: w.cookie, ip }),
    ],
    ['turning email codes off', { emailFactor: true }, (w, password, ip) => post(t, '/api/security/mfa/email/disable', { password }, { cookie: w.cookie, ip })],
    ['removing the authenticator app', {}, (w, password, ip) => post(t, '/api/security/mfa/totp/remove', { password }, { cookie: w.cookie, ip })],
    // The forced change compares the new password with the current one: the current one is what is guessed.
    [
      'the forced password change',
      { forcedChange: true },
      (w, password, ip) => post(t, '/api/account/forced-password', { password }, { cookie: w.cookie, ip }),
    ],
  ]

  it.each(checks)('%s: 429 after the limit per account, from any address', async (_name, options, check) => {
    const who = await customer(options)
    const guesses = ['wrong horse 1', 'wrong horse 2', 'wrong horse 3']
    // The forced change refuses the current password: guessing it is what the limit stops.
    const guess = options.forcedChange ? () => PASSWORD : (i: number) => guesses[i]!
    for (let i = 0; i < LIMIT; i++) expect((await check(who, guess(i), freshIp())).statusCode).not.toBe(429)
    const limited = await check(who, PASSWORD, freshIp())
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual(RATE_LIMITED)
  })

  it('counts per client address across accounts', async () => {
    const [a, b] = [await customer(), await customer()]
    const ip = freshIp()
    const freeze = (w: { cookie: string }) => post(t, '/api/security/freeze', { password: 'wrong horse' }, { cookie: w.cookie, ip })
    expect((await freeze(a)).statusCode).toBe(400)
    expect((await freeze(a)).statusCode).toBe(400)
    expect((await freeze(b)).statusCode).toBe(400)
    expect((await freeze(b)).statusCode).toBe(429)
    // Another address is not affected, for an account that is not over its own limit.
    expect((await post(t, '/api/security/freeze', { password: 'wrong horse' }, { cookie: b.cookie, ip: freshIp() })).statusCode).toBe(400)
  })

  it('step-up codes: 429 after the limit', async () => {
    const who = await customer({ emailFactor: true })
    for (let i = 0; i < LIMIT; i++) {
      const res = await put('/api/security/anti-phishing-code', { antiPhishingCode: 'blue-heron', secondFactorCode: '000000' }, who.cookie, freshIp())
      expect(res.statusCode).toBe(400)
    }
    const limited = await put('/api/security/anti-phishing-code', { antiPhishingCode: 'blue-heron', secondFactorCode: '000000' }, who.cookie, freshIp())
    expect(limited.statusCode).toBe(429)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('the counts are in the database: a second instance sees them', async () => {
    const who = await customer()
    const second = await buildSecondInstance(t, { authRateLimit: true })
    try {
      for (let i = 0; i < LIMIT; i++)
        expect((await post(t, '/api/security/freeze', { password: 'wrong' }, { cookie: who.cookie, ip: freshIp() })).statusCode).toBe(400)
      const other = await second.app.inject({
        method: 'POST',
        url: '/api/security/freeze',
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, cookie: who.cookie },
        payload: { password: PASSWORD },
      })
      expect(other.statusCode).toBe(429)
    } finally {
      await second.close()
    }
  })

  describe('the signed-out unfreeze', () => {
    const unfreeze = async (path: 'start' | 'finish', body: object, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: path === 'start' ? '/api/account-freeze/unfreeze/start' : '/api/account-freeze/unfreeze',
        remoteAddress: ip,
        // Every try carries a solved captcha: the captcha asked after a failure is not what is tested here.
        headers: { origin: ORIGIN, 'x-captcha-response': await solveCaptcha(t) },
        payload: body,
      })
    /** A frozen account past its cooling-off period. */
    async function frozenCustomer() {
      const who = await customer()
      expect((await post(t, '/api/security/freeze', { password: PASSWORD }, { cookie: who.cookie, ip: freshIp() })).statusCode).toBe(200)
      await t.database.db
        .update(userProfiles)
        .set({ frozenAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(userProfiles.userId, who.id))
      return who
    }
    const without = (res: { statusCode: number; json(): unknown }) => {
      const { requestId: _id, ...body } = res.json() as Record<string, unknown>
      return { status: res.statusCode, body }
    }

    it('answers the same for a wrong password, an account that is not frozen and an unknown address', async () => {
      const frozen = await frozenCustomer()
      const active = await customer()
      const answers = [
        await unfreeze('start', { email: frozen.email, password: 'wrong horse 1' }, freshIp()),
        await unfreeze('start', { email: active.email, password: PASSWORD }, freshIp()),
        await unfreeze('start', { email: uniqueEmail('nobody'), password: PASSWORD }, freshIp()),
        await unfreeze('finish', { email: frozen.email, password: 'wrong horse 1', code: '123456' }, freshIp()),
        await unfreeze('finish', { email: active.email, password: PASSWORD, code: '123456' }, freshIp()),
        await unfreeze('finish', { email: uniqueEmail('nobody'), password: PASSWORD, code: '123456' }, freshIp()),
      ]
      const expected = { status: 401, body: { error: 'Invalid email or password, or this account is not frozen.', code: 'INVALID_CREDENTIALS' } }
      for (const answer of answers) expect(without(answer)).toEqual(expected)

      // Each asks that address and that account for a captcha next time, as a failed sign-in does.
      for (const email of [frozen.email, active.email]) {
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/account-freeze/unfreeze/start',
          remoteAddress: freshIp(),
          headers: { origin: ORIGIN },
          payload: { email, password: PASSWORD },
        })
        expect(again.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' })
      }
      // The right password of a frozen account still gets through (another one: this one's tries are used up).
      const other = await frozenCustomer()
      expect((await unfreeze('start', { email: other.email, password: PASSWORD }, freshIp())).json()).toEqual({ method: 'email' })
    })

    it('429 after the limit per account, and per address, known account or not', async () => {
      const frozen = await frozenCustomer()
      // Freezing from Settings was one password check of this account already.
      for (let i = 1; i < LIMIT; i++) expect((await unfreeze('start', { email: frozen.email, password: `wrong ${i}` }, freshIp())).statusCode).toBe(401)
      expect(without(await unfreeze('start', { email: frozen.email, password: PASSWORD }, freshIp()))).toEqual({
        status: 429,
        body: { ...RATE_LIMITED, requestId: undefined },
      })

      // An address no account has is limited the same way: the limit tells nothing either.
      const nobody = uniqueEmail('nobody')
      for (let i = 0; i < LIMIT; i++) expect((await unfreeze('start', { email: nobody, password: `wrong ${i}` }, freshIp())).statusCode).toBe(401)
      expect((await unfreeze('start', { email: nobody, password: PASSWORD }, freshIp())).statusCode).toBe(429)

      // One address guessing many accounts.
      const ip = freshIp()
      for (let i = 0; i < LIMIT; i++)
        expect((await unfreeze('finish', { email: uniqueEmail('spray'), password: PASSWORD, code: '123456' }, ip)).statusCode).toBe(401)
      expect((await unfreeze('finish', { email: uniqueEmail('spray'), password: PASSWORD, code: '123456' }, ip)).statusCode).toBe(429)
      expect((await t.database.db.select().from(rateLimits)).some((r) => r.key.startsWith('wallet:password:ip:'))).toBe(true)
    })
  })
})
