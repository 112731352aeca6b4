import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeBackup } from '../src/db/backup.ts'
import { MAIL_NOT_SENT, type Mail } from '../src/lib/mailer.ts'
import { cookiesOf, makeAccount, ORIGIN, PASSWORD, post, signIn, solveCaptcha, uniqueEmail } from './auth-support.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

/**
 * Production without SMTP_URL, started with ALLOW_MAIL_TO_LOG: every mail that carries a secret is sent, its links are
 * followed, then the log, a backup and every table are searched for each secret (decision 121).
 */
describe('mail secrets in production', () => {
  let t: TestApp
  const mails: Mail[] = []
  const log: string[] = []

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: ORIGIN,
        ALLOW_INSECURE_HTTP: 'true',
        SMTP_URL: '',
        ALLOW_MAIL_TO_LOG: 'true',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        AUDIT_KEY: randomBytes(32).toString('hex'),
      },
      logLines: log,
      onMail: (mail) => mails.push(mail),
    })
  })
  afterAll(() => t.close())

  const settle = () => t.app.services.background.drain()
  /** The newest mail to `to` whose subject matches. */
  const mailTo = (to: string, subject: RegExp): Mail => {
    const found = mails.filter((m) => m.to === to && subject.test(m.subject)).at(-1)
    if (!found) throw new Error(`no mail "${subject}" to ${to}; sent: ${mails.map((m) => m.subject).join(', ')}`)
    return found
  }
  const visit = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search, headers: { origin: ORIGIN } })
  const signInFrom = (email: string, userAgent: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: ORIGIN, 'user-agent': userAgent },
      payload: { email, password: PASSWORD },
    })

  /** Finishes a pending sign-in with the mailed code: the session cookie. */
  async function passMailedCode(email: string, pending: string, ip: string, userAgent = 'vitest-browser'): Promise<string> {
    const headers = { 'user-agent': userAgent }
    expect((await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: pending, ip, headers })).statusCode).toBe(200)
    const { code } = mailTo(email, /sign-in code/i)
    const verified = await post(t, '/api/auth/two-factor/verify-otp', { code }, { cookie: pending, ip, headers })
    expect(verified.statusCode).toBe(200)
    return cookiesOf(verified)
  }

  it('sends every mail kind that carries a secret, and neither the log, a backup nor any table holds one of them', async () => {
    // The welcome mail's confirmation link, followed.
    const newcomer = uniqueEmail('newcomer')
    const signedUp = await post(
      t,
      '/api/auth/sign-up/email',
      { fullName: 'Nia Newcomer', email: newcomer, password: PASSWORD },
      {
        headers: { 'x-captcha-response': await solveCaptcha(t) },
      },
    )
    expect(signedUp.statusCode).toBe(200)
    await settle()
    expect((await visit(mailTo(newcomer, /welcome/i).link!)).statusCode).toBe(302)

    // The reset link, followed to the page that asks for the new password (the token stays live until it is used).
    const owner = await makeAccount(t, { mfaEmail: true })
    expect((await post(t, '/api/auth/request-password-reset', { email: owner.email, redirectTo: '/update-password' })).statusCode).toBe(200)
    await settle()
    const landing = await visit(mailTo(owner.email, /reset/i).link!)
    expect(landing.statusCode).toBe(302)
    expect(landing.headers.location).toMatch(/\/update-password\?token=/)

    // The sign-in code, on the first device and then on a new one (which brings the new-device mail and its freeze link).
    const cookie = await passMailedCode(owner.email, cookiesOf(await signIn(t, { email: owner.email, password: PASSWORD })), '10.0.0.1')
    await passMailedCode(owner.email, cookiesOf(await signInFrom(owner.email, FIREFOX, '203.0.113.9')), '203.0.113.9', FIREFOX)
    await settle()
    // The freeze link's page is requested as a browser would (the request is logged whatever it answers).
    await visit(mailTo(owner.email, /new sign-in/i).link!)

    // The step-up code, and the confirmation code of a new withdrawal address.
    expect((await post(t, '/api/security/second-factor/email-code', {}, { cookie })).statusCode).toBe(200)
    const added = await post(
      t,
      '/api/security/withdrawal-addresses',
      { assetId: 'BTC', address: BTC_ADDRESS, label: 'Cold wallet', secondFactorCode: mailTo(owner.email, /verification code/i).code },
      { cookie },
    )
    expect(added.statusCode).toBe(201)
    await settle()
    mailTo(owner.email, /Confirm your new withdrawal address/)

    // The code that turns email authentication on.
    const plain = await makeAccount(t)
    const plainCookie = cookiesOf(await signIn(t, { email: plain.email, password: PASSWORD }))
    expect((await post(t, '/api/security/mfa/email/send-code', {}, { cookie: plainCookie })).statusCode).toBe(200)
    await settle()

    // A sign-in code still waiting to be entered when the backup is taken.
    const waiting = cookiesOf(await signIn(t, { email: owner.email, password: PASSWORD }))
    expect((await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: waiting })).statusCode).toBe(200)
    await settle()

    const secretMails = mails.filter((m) => m.code || m.link)
    // Welcome (confirmation link), reset link, sign-in codes, freeze link, step-up code, address code, setup code.
    expect(secretMails.map((m) => m.subject)).toEqual([
      'Welcome to your wallet',
      'Reset your password',
      'Your sign-in code',
      'Your sign-in code',
      'New sign-in to your wallet',
      'Your verification code',
      'Confirm your new withdrawal address',
      'Your verification code',
      'Your sign-in code',
    ])

    // Each mail is one warning naming its recipient and subject; no .eml is kept.
    const warnings = log.map((line) => JSON.parse(line) as { level: number; msg: string; to?: string; subject?: string }).filter((l) => l.msg === MAIL_NOT_SENT)
    expect(warnings.map((w) => [w.level, w.to, w.subject])).toEqual(mails.map((m) => [40, m.to, m.subject]))
    expect(existsSync(path.join(t.env.DATA_DIR, 'outbox'))).toBe(false)

    const places: Array<[string, string]> = [
      ['the log', log.join('')],
      ['the tables', await everyTable(t)],
    ]
    if (t.database.kind === 'pglite') places.push(['a backup', await takeBackup(t.database, t.app.services.audit)])
    for (const mail of secretMails) {
      for (const [where, text] of places) {
        for (const secret of secretsOf(mail)) expect(containsSecret(text, secret), `${mail.subject}: ${secret} in ${where}`).toBe(false)
      }
    }
  })
})

/** A mail's secrets: its code, its link, and the token the link carries (query or last path segment). */
function secretsOf(mail: Mail): string[] {
  const secrets = mail.code ? [mail.code] : []
  if (mail.link) {
    const link = new URL(mail.link)
    secrets.push(mail.link, link.searchParams.get('token') ?? link.pathname.split('/').at(-1)!)
  }
  return secrets
}

/** A six-digit code counts where it stands alone (not inside a timestamp's fraction or a longer word). */
function containsSecret(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret)
  return new RegExp(`(?<![\\w.])${secret}(?!\\w)`).test(text)
}

/** Every row of every table of the app's schema, as text. */
async function everyTable(t: TestApp): Promise<string> {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  )) as { rows: Array<{ table_name: string }> }
  const parts: string[] = []
  for (const { table_name } of tables.rows) {
    const rows = (await t.database.db.execute(sql`select coalesce(json_agg(r)::text, '') as text from ${sql.identifier(table_name)} r`)) as {
      rows: Array<{ text: string }>
    }
    parts.push(rows.rows[0]!.text)
  }
  return parts.join('\n')
}
