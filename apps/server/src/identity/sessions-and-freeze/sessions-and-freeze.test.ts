import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import { auditLog, freezeLinks, knownDevices, sessions, transactions, userProfiles } from '../../db/schema.ts'
import { cookiesOf, solveCaptcha } from '../../../test/auth-support.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, ORIGIN, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { authHeaders } from '../sign-in/auth-headers.ts'
import type { Actor } from '../sign-in/actor.ts'

const PASSWORD = 'correct horse 1'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const SAFARI_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

describe('account protection', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  /** A sign-in over the real endpoint from a given browser and address; answers the session cookie. */
  async function signInFrom(email: string, userAgent: string, ip = '10.20.30.40', captcha = '') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: ORIGIN, 'user-agent': userAgent, 'x-captcha-response': captcha },
      payload: { email, password: PASSWORD },
    })
    return { res, cookie: cookiesOf(res) }
  }
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie, origin: ORIGIN } })
  const post = (cookie: string | null, url: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN }, payload: payload as object })
  const mailsTo = (email: string, subject: RegExp) => t.smtp.mails.filter((m) => m.to.includes(email) && subject.test(m.subject))
  /** Lets the work after an answer (the new-device check and its mail) finish. */
  const settle = () => t.app.services.background.drain()
  const activity = async (who: { cookie: string }) => (await get(who.cookie, '/api/account/activity')).json<{ items?: unknown[] } | unknown[]>()

  describe('sessions', () => {
    it('lists each session with its browser, system and address, and marks this device', async () => {
      const alice = await createUser(t)
      const phone = await signInFrom(alice.email, SAFARI_IOS, '192.168.1.7')
      const res = await get(alice.cookie, '/api/security/sessions')
      expect(res.statusCode).toBe(200)
      const list = res.json().sessions as Array<Record<string, unknown>>
      expect(list).toHaveLength(2)
      expect(list[0]).toMatchObject({ current: true })
      expect(list[1]).toMatchObject({ current: false, browser: 'Safari', system: 'iOS', ipAddress: '192.168.1.7', place: 'Local network' })
      expect(JSON.stringify(list)).not.toContain(phone.cookie.split('=')[1]!.split('.')[0]!)
    })

    it('ends another session at once, its open event stream included, and shows the change as "You"', async () => {
      const alice = await createUser(t)
      const other = await signInFrom(alice.email, FIREFOX)
      const controller = new AbortController()
      onTestFinished(() => controller.abort())
      const stream = await fetch(`${base}/api/events`, { headers: { cookie: other.cookie }, signal: controller.signal })
      expect(stream.status).toBe(200)
      const reader = stream.body!.getReader()
      await reader.read()

      const otherId = ((await get(alice.cookie, '/api/security/sessions')).json().sessions as Array<{ id: string; current: boolean }>).find(
        (s) => !s.current,
      )!.id
      const ended = await post(alice.cookie, `/api/security/sessions/${otherId}/end`)
      expect(ended.statusCode).toBe(200)
      const closed = await Promise.race([
        (async () => {
          for (;;) if ((await reader.read()).done) return true
        })(),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000)),
      ])
      expect(closed).toBe(true)
      expect((await get(other.cookie, '/api/notifications')).statusCode).toBe(401)
      expect((await get(alice.cookie, '/api/notifications')).statusCode).toBe(200)
      // Ended already: nothing more to end.
      expect((await post(alice.cookie, `/api/security/sessions/${otherId}/end`)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' })
      expect(JSON.stringify(await activity(alice))).toContain('"by":"You"')
    })

    it('ends every other session and keeps this one; the asking session cannot end itself here', async () => {
      const alice = await createUser(t)
      const others = [await signInFrom(alice.email, FIREFOX), await signInFrom(alice.email, SAFARI_IOS)]
      const res = await post(alice.cookie, '/api/security/sessions/end-others')
      expect(res.json()).toMatchObject({ success: true, sessionsEnded: 2 })
      for (const o of others) expect((await get(o.cookie, '/api/notifications')).statusCode).toBe(401)
      const mine = (await get(alice.cookie, '/api/security/sessions')).json().sessions as Array<{ id: string }>
      expect(mine).toHaveLength(1)
      expect((await post(alice.cookie, `/api/security/sessions/${mine[0]!.id}/end`)).statusCode).toBe(400)
    })

    it("never ends another account's session", async () => {
      const alice = await createUser(t)
      const bob = await createUser(t)
      const bobsId = (await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, bob.id)))[0]!.id
      expect((await post(alice.cookie, `/api/security/sessions/${bobsId}/end`)).statusCode).toBe(404)
      expect((await get(bob.cookie, '/api/notifications')).statusCode).toBe(200)
    })

    it('shows staff the same list, and staff ending the sessions mails the customer', async () => {
      const customer = await createUser(t)
      const admin = await createUser(t, { role: 'ADMIN' })
      const list = await get(admin.cookie, `/api/customers/${customer.id}/sessions`)
      expect(list.statusCode).toBe(200)
      expect(list.json().sessions).toHaveLength(1)
      expect((await post(admin.cookie, `/api/customers/${customer.id}/sessions/end`)).statusCode).toBe(200)
      await t.smtp.waitFor(customer.email, /signed out on every device/i)
      expect((await get(admin.cookie, `/api/customers/${customer.id}/sessions`)).json().sessions).toHaveLength(0)
    })
  })

  describe('new-device sign-in mail', () => {
    it('mails once for a new device, not for a known one, and not for the first device of an account', async () => {
      const bob = await createUser(t)
      await settle()
      expect(mailsTo(bob.email, /new sign-in/i)).toHaveLength(0)
      await signInFrom(bob.email, FIREFOX, '203.0.113.9')
      await settle()
      await signInFrom(bob.email, FIREFOX, '203.0.113.10') // the same browser, system and network
      await settle()
      const mails = mailsTo(bob.email, /new sign-in/i)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain('Firefox on Linux')
      expect(mails[0]!.text).toContain('203.0.113.9')
      expect(mails[0]!.text).toMatch(/\/freeze-account\?token=[A-Za-z0-9_-]{43}/)
      expect(await t.database.db.select().from(knownDevices).where(eq(knownDevices.userId, bob.id))).toHaveLength(2)
      // Only the token's hash is stored.
      const token = mails[0]!.text.match(/token=([A-Za-z0-9_-]+)/)![1]!
      const stored = await t.database.db.select().from(freezeLinks).where(eq(freezeLinks.userId, bob.id))
      expect(stored).toHaveLength(1)
      expect(stored[0]!.tokenHash).not.toContain(token)
    })
  })

  describe('freezing', () => {
    /** A customer with a second device, its new-device mail and the link's token. */
    async function customerWithLink() {
      const user = await createUser(t)
      await signInFrom(user.email, FIREFOX, '198.51.100.4')
      await settle()
      const mail = mailsTo(user.email, /new sign-in/i)[0]!
      return { user, token: mail.text.match(/token=([A-Za-z0-9_-]+)/)![1]! }
    }
    const frozenAt = async (userId: string) =>
      (await t.database.db.select({ at: userProfiles.frozenAt }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0]!.at

    it('the link freezes once: every session ends, sign-in is refused with a clear text, the customer is mailed', async () => {
      const { user, token } = await customerWithLink()
      const res = await post(null, '/api/account-freeze/link', { token })
      expect(res.statusCode).toBe(200)
      expect(await frozenAt(user.id)).not.toBeNull()
      expect((await get(user.cookie, '/api/notifications')).statusCode).toBe(401)
      const refused = await signInFrom(user.email, FIREFOX)
      expect(refused.res.statusCode).toBe(403)
      expect(refused.res.json()).toEqual({ code: 'ACCOUNT_FROZEN', error: ERRORS.ACCOUNT_FROZEN.message, requestId: expect.any(String) })
      await t.smtp.waitFor(user.email, /account is frozen/i)
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id))
      expect(rows.map((r) => r.action)).toContain('account.freeze.link')

      // Used: a second click changes nothing and says so.
      const again = await post(null, '/api/account-freeze/link', { token })
      expect(again.statusCode).toBe(400)
      expect(again.json().code).toBe('FREEZE_LINK_INVALID')
      expect((await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id))).length).toBe(rows.length)
    })

    it('an expired link does nothing', async () => {
      const { user, token } = await customerWithLink()
      await t.database.db
        .update(freezeLinks)
        .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` })
        .where(eq(freezeLinks.userId, user.id))
      const res = await post(null, '/api/account-freeze/link', { token })
      expect(res.json()).toMatchObject({ code: 'FREEZE_LINK_INVALID' })
      expect(await frozenAt(user.id)).toBeNull()
      expect((await get(user.cookie, '/api/notifications')).statusCode).toBe(200)
    })

    it('a frozen account moves no money out (send, withdrawal, swap, stake), and incoming credits still land', async () => {
      const carol = await createUser(t)
      await fund(t, carol.id, 'BTC', '2')
      await fund(t, carol.id, 'USDT', '500')
      const bank = await addPaymentMethod(t, carol.id, 'bank_account')
      const card = await addPaymentMethod(t, carol.id, 'credit_card')
      // The session as a request already past its lookup holds it: the money check itself must refuse.
      const req = { headers: { cookie: carol.cookie }, ip: '10.0.0.1', id: 'test' }
      const actor = (
        await t.app.services.sessions.lookUp({ cookie: carol.cookie, ip: req.ip, requestId: req.id, authHeaders: () => authHeaders(req as never) })
      ).actor as Actor
      expect(actor).not.toBeNull()
      const freeze = await post(carol.cookie, '/api/security/freeze', { password: PASSWORD })
      expect(freeze.statusCode).toBe(200)
      const rowsBefore = (await t.database.db.select().from(transactions).where(eq(transactions.userId, carol.id))).length

      const { wallets, payments, swaps, stakes } = t.app.services
      const attempts = [
        () => wallets.send(actor, { assetId: 'BTC', amount: '0.1', recipientAddress: BTC_ADDRESS }, null),
        () => payments.withdraw(actor, { tokenId: 'USDT', amount: '50', paymentMethodId: bank } as never, null),
        () => swaps.create(actor, { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.1' } as never, null),
        () => stakes.create(actor, { assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 } as never, null),
      ]
      for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ code: 'ACCOUNT_FROZEN', status: 403 })
      expect((await t.database.db.select().from(transactions).where(eq(transactions.userId, carol.id))).length).toBe(rowsBefore)

      await fund(t, carol.id, 'ETH', '3')
      const deposit = await payments.deposit(actor, { tokenId: 'USDT', amount: '25', paymentMethodId: card } as never, null)
      expect(deposit).toBeTruthy()
      expect((await t.app.services.ledger.figures(t.database.db, carol.id)).ETH.balance).toBe('3')
    })

    it('from Settings asks for the password, and a second freeze is refused', async () => {
      const dan = await createUser(t)
      expect((await post(dan.cookie, '/api/security/freeze', { password: 'wrong password' })).statusCode).toBe(400)
      expect(await frozenAt(dan.id)).toBeNull()
      expect((await get(dan.cookie, '/api/security/freeze')).json()).toEqual({ frozen: false, frozenAt: null, unfreezeFrom: null })
      expect((await post(dan.cookie, '/api/security/freeze', { password: PASSWORD })).statusCode).toBe(200)
      expect(await frozenAt(dan.id)).not.toBeNull()
    })

    it('unfreezes with the password and a second factor after the cooling-off period, not before', async () => {
      const erin = await createUser(t)
      await post(erin.cookie, '/api/security/freeze', { password: PASSWORD })
      // From an address of its own: the wrong password below asks this address for a captcha from then on.
      const unfreezeCall = (url: string, payload: unknown, captcha = '') =>
        t.app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.99.0.1',
          headers: { origin: ORIGIN, 'x-captcha-response': captcha },
          payload: payload as object,
        })
      const early = await unfreezeCall('/api/account-freeze/unfreeze/start', { email: erin.email, password: PASSWORD })
      expect(early.statusCode).toBe(409)
      expect(early.json().code).toBe('UNFREEZE_TOO_EARLY')
      // The time beside the words, so a page in another language words the refusal itself (decision 164).
      expect(early.json().params).toMatchObject({ key: 'unfreezeTooEarly', values: { from: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) } })
      expect(early.json().error).toBe(`This account can be unfrozen from ${early.json().params.values.from} UTC.`)
      await t.database.db
        .update(userProfiles)
        .set({ frozenAt: sql`now() - interval '25 hours'` })
        .where(eq(userProfiles.userId, erin.id))
      expect((await unfreezeCall('/api/account-freeze/unfreeze/start', { email: erin.email, password: 'wrong password' })).statusCode).toBe(401)
      expect((await unfreezeCall('/api/account-freeze/unfreeze/start', { email: erin.email, password: PASSWORD })).json().code).toBe('CAPTCHA_REQUIRED')
      const started = await unfreezeCall('/api/account-freeze/unfreeze/start', { email: erin.email, password: PASSWORD }, await solveCaptcha(t))
      expect(started.json()).toEqual({ method: 'email' })
      const mail = await t.smtp.waitFor(erin.email, /Your verification code/)
      const code = mail.text.match(/\d{6}/)![0]
      const finish = async (payload: unknown) => unfreezeCall('/api/account-freeze/unfreeze', payload, await solveCaptcha(t))
      expect((await finish({ email: erin.email, password: PASSWORD, code: code === '000000' ? '111111' : '000000' })).json().code).toBe('INVALID_CODE')
      expect(await frozenAt(erin.id)).not.toBeNull()
      expect((await finish({ email: erin.email, password: PASSWORD, code })).statusCode).toBe(200)
      expect(await frozenAt(erin.id)).toBeNull()
      // The wrong password above asks this address for a captcha at sign-in too, as a failed sign-in would.
      expect((await signInFrom(erin.email, FIREFOX, '10.20.30.40', await solveCaptcha(t))).res.statusCode).toBe(200)
    })

    it('staff unfreeze after a review: audited, the customer told by mail; only a frozen account', async () => {
      const fay = await createUser(t)
      const admin = await createUser(t, { role: 'ADMIN' })
      expect((await post(admin.cookie, `/api/customers/${fay.id}/unfreeze`)).json().code).toBe('NOT_FROZEN')
      await post(fay.cookie, '/api/security/freeze', { password: PASSWORD })
      expect((await get(admin.cookie, `/api/customers/${fay.id}/freeze`)).json().frozen).toBe(true)
      // Staff's permission flags stay as they were: a freeze is not flags off (saving the form must not make it so).
      expect((await get(admin.cookie, `/api/customers/${fay.id}`)).json()).toMatchObject({ can_send: true, can_swap: true, can_sell: true, can_stake: true })
      expect((await post(admin.cookie, `/api/customers/${fay.id}/unfreeze`)).statusCode).toBe(200)
      expect(await frozenAt(fay.id)).toBeNull()
      await t.smtp.waitFor(fay.email, /unfrozen/i)
      const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, fay.id))).map((r) => r.action)
      expect(actions).toEqual(expect.arrayContaining(['account.freeze', 'customer.unfreeze']))
    })
  })

  describe('bad input gets a 4xx and changes nothing', () => {
    let user: TestUser
    beforeAll(async () => {
      user = await createUser(t)
    })
    it.each([
      ['POST', '/api/security/sessions/not%20an%20id/end', {}],
      ['POST', '/api/security/freeze', {}],
      ['POST', '/api/security/freeze', { password: 42 }],
      ['POST', '/api/account-freeze/link', { token: 'short' }],
      ['POST', '/api/account-freeze/link', { token: ['a'.repeat(43)] }],
      ['POST', '/api/account-freeze/unfreeze/start', { email: 'not an email', password: 'x' }],
      ['POST', '/api/account-freeze/unfreeze', { email: 'a@example.com', password: 'x', code: 'abcdef' }],
    ])('%s %s %j', async (_method, url, payload) => {
      const res = await post(user.cookie, url, payload)
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
      expect((await get(user.cookie, '/api/security/freeze')).json().frozen).toBe(false)
    })
    it('an unknown link token is refused', async () => {
      const res = await post(null, '/api/account-freeze/link', { token: 'A'.repeat(43) })
      expect(res.statusCode).toBe(400)
    })
  })
})
