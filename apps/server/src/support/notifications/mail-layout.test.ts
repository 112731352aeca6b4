import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountProtection, users } from '../../db/schema.ts'
import { shiftableClock } from '../../lib/clock.ts'
import { createMailer } from '../../lib/mailer.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { cookiesOf, signIn } from '../../../test/auth-support.ts'
import { createUser, ORIGIN, type TestUser } from '../../../test/factories.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { ANTI_PHISHING_LINE, layoutMail, withMailLayout } from './mail-layout.ts'

const HOUR = 60 * 60 * 1000
const CODE = 'Sunny Otter 42'
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

/**
 * The layout is the send path's, not each mail's: every mail to a customer with an anti-phishing code starts with it,
 * whichever part of the app sent it. The mails below come from sign-in and recovery (better-auth), the security
 * settings, the protections themselves, their job, and staff actions.
 */
describe('the anti-phishing code in every mail', () => {
  const clock = shiftableClock()
  let t: TestApp
  let teams: Teams
  let customer: TestUser
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
    teams = await createTeams(t)
    customer = teams.c1
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: customer.headers(), ...(payload ? { payload } : {}) })

  async function mailed(subject: RegExp, from: number) {
    return t.smtp.until((all) => all.slice(from).find((m) => m.to.includes(customer.email) && subject.test(m.subject)), {
      timeoutMs: 5000,
      what: String(subject),
    })
  }

  async function stepUp(): Promise<string> {
    const from = t.smtp.mails.length
    expect((await call('POST', '/security/second-factor/email-code')).statusCode).toBe(200)
    return (await mailed(/Your verification code/, from)).text.match(/verification code is (\d{6})/)![1]!
  }

  it('starts every kind of mail to the customer with the code', async () => {
    await t.database.db.update(users).set({ activeMfaMethod: 'email', twoFactorEnabled: true }).where(eq(users.id, customer.id))
    const secondFactorCode = await stepUp()
    // Every mail from here on: the code is set by the first of them.
    const start = t.smtp.mails.length
    expect((await call('PUT', '/security/anti-phishing-code', { antiPhishingCode: CODE, secondFactorCode })).statusCode).toBe(200)
    await mailed(/anti-phishing code is set/, start)

    // The protections and their job.
    let from = t.smtp.mails.length
    const added = await call('POST', '/security/withdrawal-addresses', { assetId: 'BTC', address: BTC_ADDRESS, secondFactorCode: await stepUp() })
    const code = (await mailed(/Confirm your new withdrawal address/, from)).text.match(/confirmation code is (\d{6})/)![1]!
    expect((await call('POST', `/security/withdrawal-addresses/${added.json().address.id}/confirm`, { code })).statusCode).toBe(200)
    await mailed(/A withdrawal address was added/, from)
    expect((await call('PUT', '/security/withdrawal-allowlist', { enabled: true, secondFactorCode: await stepUp() })).statusCode).toBe(200)
    expect((await call('PUT', '/security/withdrawal-allowlist', { enabled: false, secondFactorCode: await stepUp() })).statusCode).toBe(200)
    clock.advance(48 * HOUR + 1000)
    await t.app.services.accountProtection.runDue()
    await mailed(/is ready/, from)
    await mailed(/allowlist is now off/, from)
    expect((await call('DELETE', `/security/withdrawal-addresses/${added.json().address.id}`)).statusCode).toBe(200)
    await mailed(/was removed/, from)

    // Staff actions on the account.
    from = t.smtp.mails.length
    expect((await staffCall(t, teams.w1, 'PUT', `/api/customers/${customer.id}/addresses/BTC`, { address: BTC_ADDRESS })).statusCode).toBe(200)
    await mailed(/deposit address has changed/, from)
    expect((await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/ban`, {})).statusCode).toBe(200)
    await mailed(/suspended/, from)
    expect((await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/unban`, {})).statusCode).toBe(200)
    await mailed(/reactivated/, from)
    expect((await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/password`, { newPassword: 'temp-pass-1' })).statusCode).toBe(200)
    await mailed(/reset by support/, from)

    // Sign-in and recovery: better-auth's own mails go through the same path.
    from = t.smtp.mails.length
    const pending = await signIn(t, { email: customer.email, password: 'temp-pass-1' })
    expect(pending.statusCode).toBe(200)
    await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/send-otp', headers: { origin: ORIGIN, cookie: cookiesOf(pending) }, payload: {} })
    await mailed(/sign-in code/, from)
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: customer.email, redirectTo: '/update-password' },
    })
    await mailed(/Reset your password/, from)

    await t.app.services.background.drain()
    const toCustomer = t.smtp.mails.slice(start).filter((m) => m.to.includes(customer.email))
    const subjects = new Set(toCustomer.map((m) => m.subject))
    expect(subjects.size).toBeGreaterThanOrEqual(15)
    for (const mail of toCustomer) expect(mail.text.split(/\r?\n/)[0], mail.subject).toBe(ANTI_PHISHING_LINE(CODE))
  })

  it('leaves the code out of mails to others, and of every mail once it is removed', async () => {
    const other = await createUser(t)
    const from = t.smtp.mails.length
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: other.email, redirectTo: '/update-password' },
    })
    const mail = await t.smtp.waitFor(other.email, /Reset your password/)
    expect(mail.text).not.toContain('anti-phishing code')
    expect(t.smtp.mails.slice(from).every((m) => !m.text.includes(CODE) || m.to.includes(customer.email))).toBe(true)

    await t.database.db.update(accountProtection).set({ antiPhishingCode: null }).where(eq(accountProtection.userId, customer.id))
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: customer.email, redirectTo: '/update-password' },
    })
    const after = await mailed(/Reset your password/, from)
    expect(after.text).not.toContain(CODE)
  })

  it('puts the code on the first line and the footer last', () => {
    const mail = layoutMail({ to: 'a@example.com', subject: 'S', text: 'Body' }, 'Sunny')
    expect(mail.text.split('\n')).toEqual([ANTI_PHISHING_LINE('Sunny'), '', 'Body', '', '--', expect.stringContaining('never ask for your password')])
  })

  it('lays out an HTML part too: the code first, escaped, and the footer last', () => {
    const mail = layoutMail({ to: 'a@example.com', subject: 'S', text: 'Body', html: '<p>Body</p>' }, 'Sunny <Otter> & 42')
    expect(mail.html!.split('\n')).toEqual([
      '<p>Your anti-phishing code: Sunny &#60;Otter&#62; &#38; 42</p>',
      '<p>Body</p>',
      '<hr>',
      expect.stringMatching(/^<p>.*never ask for your password.*<\/p>$/),
    ])
    expect(layoutMail({ to: 'a@example.com', subject: 'S', text: 'Body', html: '<p>Body</p>' }, null).html).not.toContain('anti-phishing')
  })

  it('sends the code in the HTML part of a mail that has one, through the send path', async () => {
    await t.database.db.update(accountProtection).set({ antiPhishingCode: CODE }).where(eq(accountProtection.userId, customer.id))
    const transport = createMailer({ smtpUrl: t.smtp.url, from: 'wallet@example.com', outboxDir: '', log: pino({ level: 'silent' }) })
    await withMailLayout(transport, t.database.db).send({ to: customer.email, subject: 'An HTML notice', text: 'Hello.', html: '<p>Hello.</p>' })
    const mail = await t.smtp.waitFor(customer.email, /An HTML notice/)
    const html = mail.raw.slice(mail.raw.search(/Content-Type: text\/html/i))
    expect(html).toContain(`<p>${ANTI_PHISHING_LINE(CODE)}</p>`)
    expect(html).toContain('never ask for your password')
  })
})
