import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '@wallet/shared/locales'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { ORIGIN, type TestUser } from '../../../test/factories.ts'
import { notifications, passkeys, users } from '../../db/schema.ts'
import { LANGUAGES, type Mails, type NoticeTexts } from './languages/index.ts'
import { layoutMail } from './mail-layout.ts'
import { translatedMail, withRecoveryHold } from './mail-translations.ts'
import { notice, noticeWithPasskeysRevoked, renderNotice } from './notices.ts'

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'
const AT = new Date('2026-03-05T14:30:00Z')

type Args<T> = T extends (...args: infer A) => unknown ? A : []
/** One call of every mail: a mail added without a sample here does not compile. */
const MAIL_SAMPLES: { [K in keyof Mails]: Args<Mails[K]> } = {
  welcome: ['Ada', 'https://wallet.example/confirm'],
  resetPassword: ['Ada', 'https://wallet.example/reset'],
  registrationAttempt: ['Ada'],
  signInCode: ['123456'],
  emailMfaCode: ['123456'],
  stepUpCode: ['123456'],
  chainDepositCredited: ['12345.5', 'ETH', HASH],
  banned: [AT],
  unbanned: [],
  passwordReset: [true],
  sessionsEnded: [],
  unfrozen: [],
  addressSet: ['BTC', ADDRESS],
  recoveryHold: [AT],
  secondFactorResetRequested: [],
  sendComplete: ['12345.5', 'ETH', ADDRESS, HASH],
  secondFactorReset: ['email'],
  newDevice: [{ at: AT, browser: 'Firefox', system: 'Linux', ipAddress: '203.0.113.7', place: null, freezeUrl: 'https://wallet.example/f', validHours: 24 }],
  frozenByLink: [],
  antiPhishingSet: ['Nube Azul 7'],
  antiPhishingRemoved: [],
  addressConfirmation: ['BTC', ADDRESS, '654321'],
  addressSaved: ['BTC', ADDRESS, AT],
  addressUsable: ['BTC', ADDRESS],
  paymentMethodAdded: [{ kind: 'card', name: 'Visa', last4: '4242' }, AT],
  paymentMethodRemoved: [{ kind: 'bank', name: null, last4: '6789' }],
  addressRemoved: ['BTC', ADDRESS],
  allowlistOn: [],
  allowlistOffRequested: [AT],
  allowlistOffCancelled: [],
  allowlistOff: [],
  passkeyAdded: ['Laptop'],
  passkeyRenamed: ['Laptop', 'Work laptop'],
  passkeysRevoked: [2, 'frozen'],
  passkeyRemovedBySupport: ['Laptop'],
  passkeyRemoved: ['Laptop'],
}

/** One of every notice. */
const NOTICE_SAMPLES: { [K in keyof NoticeTexts]: Args<NoticeTexts[K]> } = {
  depositReceived: ['12345.5', 'ETH'],
  depositCredited: ['12345.5', 'ETH'],
  depositFailed: ['12345.5', 'ETH'],
  withdrawalCompleted: ['12345.5', 'ETH'],
  withdrawalFailed: ['12345.5', 'ETH'],
  swapCompleted: ['12345.5', 'ETH', '2', 'BTC'],
  swapFailed: ['12345.5', 'ETH'],
  stakePaidOut: ['12345.5', 'ETH'],
  ticketReplied: ['My card'],
  ticketStatus: ['My card', 'resolved'],
  factorResetWaiting: ['ana@example.com'],
  creditWaiting: ['12,345.5', 'ETH', 'ana@example.com'],
  kycApproved: [],
  kycRejected: ['The photo is blurred.'],
  passwordReset: [],
  permissionsChanged: [[{ flag: 'can_send', allowed: false, note: 'Under review' }]],
  addressSet: ['BTC', ADDRESS],
  transactionAdded: ['12,345.5', 'ETH', 'Pending'],
  debited: ['12,345.5', 'ETH', 'Duplicate credit'],
  transactionEdited: ['12,345.5', 'ETH', { status: ['Pending', 'Complete'], note: true }],
  sendComplete: ['12345.5', 'ETH', ADDRESS, HASH],
  payoutQueued: ['12,345.5', 'ETH'],
  buyingLinkAdded: ['CoinShop'],
  buyingLinkRemoved: ['CoinShop'],
  unbanned: [],
  claimed: [],
  reassigned: [],
  unassigned: [],
  sessionsEnded: [],
  factorResetRequested: [],
  factorReset: ['none'],
  factorResetRejected: [],
  unfrozen: [],
  passkeyRemoved: ['Laptop'],
  passkeysRevoked: [3],
}

const mailOf = (key: keyof Mails) => (translatedMail as (k: string, ...a: unknown[]) => ReturnType<typeof translatedMail>)(key, ...MAIL_SAMPLES[key])
const noticeOf = (key: keyof NoticeTexts) => (notice as (k: string, ...a: unknown[]) => ReturnType<typeof notice>)(key, ...NOTICE_SAMPLES[key])

describe('every mail and notice in every language', () => {
  it('writes each mail in Spanish and Arabic, each other than the English, its values kept', () => {
    for (const key of Object.keys(MAIL_SAMPLES) as (keyof Mails)[]) {
      const written = LOCALES.map((locale) => mailOf(key).translate(locale))
      expect(new Set(written.map((m) => m.subject)).size, key).toBe(LOCALES.length)
      expect(new Set(written.map((m) => m.text)).size, key).toBe(LOCALES.length)
      for (const value of MAIL_SAMPLES[key].filter((v): v is string => typeof v === 'string' && /^(bc1|0x|https:|\d{6}$)/.test(v)))
        for (const mail of written) expect(mail.text, `${key}: ${value}`).toContain(value)
    }
  })

  it('writes each notice in Spanish and Arabic, each other than the English', () => {
    for (const key of Object.keys(NOTICE_SAMPLES) as (keyof NoticeTexts)[]) {
      const { parts, text } = noticeOf(key)
      const written = LOCALES.map((locale) => renderNotice(parts, locale))
      expect(written[0], key).toBe(text)
      expect(new Set(written).size, key).toBe(LOCALES.length)
    }
  })

  it('writes amounts and dates as the language does, exactly, and keeps symbols and addresses left to right in Arabic', () => {
    const deposit = mailOf('chainDepositCredited')
    expect(deposit.text).toContain('12345.5 ETH')
    expect(deposit.translate('es').text).toContain('12.345,5 ETH')
    const arabic = deposit.translate('ar').text
    expect(arabic).toContain(`\u2066${HASH}\u2069`)
    expect(arabic).toMatch(/\u2066[\d٠-٩][\d٠-٩,.٬٫]*\u2069 \u2066ETH\u2069/)
    expect(mailOf('banned').text).toContain('until 2026-03-05.')
    expect(mailOf('banned').translate('es').text).toContain('hasta el 5 de marzo de 2026.')
    expect(mailOf('addressSaved').translate('es').text).toContain('5 de marzo de 2026')
    expect(mailOf('addressSaved').translate('ar').text).toContain(`\u2066${ADDRESS}\u2069`)
    // No float on the way: 17 significant digits stay as given.
    expect(renderNotice(notice('depositCredited', '123456789.12345678', 'BTC').parts, 'es')).toContain('123.456.789,12345678 BTC')
  })

  it('names a payment method without brand or bank, and lists the parts of a change, in the language’s words', () => {
    const card = translatedMail('paymentMethodRemoved', { kind: 'card', name: null, last4: '4242' })
    expect(card.text).toContain('from your wallet account: Card •••• 4242.')
    expect(card.translate('es').text).toContain('de tu cuenta de billetera: Tarjeta •••• 4242.')
    expect(card.translate('ar').text).toContain('بطاقة \u2066•••• 4242\u2069')
    const bank = translatedMail('paymentMethodAdded', { kind: 'bank', name: 'Chase', last4: '6789' }, null)
    expect(bank.text).toContain('to your wallet account: Chase •••• 6789.')
    expect(bank.translate('es').text).toContain('a tu cuenta de billetera: Chase •••• 6789.')
    expect(mailOf('paymentMethodRemoved').translate('es').text).toContain('Cuenta bancaria •••• 6789')
    expect(mailOf('paymentMethodRemoved').translate('ar').text).toContain('حساب بنكي')

    const edited = notice('transactionEdited', '1', 'BTC', { status: ['Pending', 'Complete'], type: ['deposit', 'bonus'], note: true })
    expect(edited.text).toContain(': status Pending → Complete; type deposit → bonus; note updated.')
    expect(renderNotice(edited.parts, 'es')).toContain(': estado pendiente → completada, tipo deposit → bonus y nota actualizada.')
    expect(renderNotice(edited.parts, 'ar')).not.toContain('; ')
    expect(renderNotice(edited.parts, 'ar')).toContain(' و')
  })

  it('adds the paragraphs of a recovery in the same language as the mail', () => {
    const mail = withRecoveryHold(translatedMail('unfrozen'), AT)
    expect(mail.text).toContain('paused until 2026-03-05 14:30 UTC')
    expect(mail.translate('es').text).toMatch(/^Hola:[\s\S]*descongelado[\s\S]*en pausa hasta el 5 de marzo de 2026/)
    expect(mail.translate('ar').text).toContain(LANGUAGES.ar.paragraphs.recoveryHold(AT))
    const told = noticeWithPasskeysRevoked(notice('passwordReset'), 1)
    expect(renderNotice(told.parts, 'es')).toBe(`${LANGUAGES.es.notices.passwordReset} ${LANGUAGES.es.paragraphs.passkeysRevoked(1)}`)
  })

  it('marks an Arabic mail right to left in an HTML part, and leaves the others text alone', () => {
    const mail = { to: 'a@example.com', ...translatedMail('unbanned') }
    const arabic = layoutMail(mail, 'Nube <7>', 'ar')
    expect(arabic.text.split('\n')[0]).toBe(LANGUAGES.ar.layout.antiPhishingLine('Nube <7>'))
    expect(arabic.html).toMatch(/^<div dir="rtl" lang="ar">\n<p>رمز مكافحة التصيّد الخاص بك: Nube &#60;7&#62;<\/p>\n<p>مرحبًا،<\/p>/)
    expect(arabic.html).toMatch(/<\/p>\n<\/div>$/)
    expect(layoutMail(mail, null, 'es').html).toBeUndefined()
  })

  it('shows a stored notice it cannot write (unknown key, values of another shape) as its stored text', () => {
    expect(renderNotice(null, 'es')).toBeNull()
    expect(renderNotice([['noSuchNotice']], 'es')).toBeNull()
    expect(renderNotice([['__proto__']], 'es')).toBeNull()
    expect(renderNotice([['permissionsChanged', 'not a list']], 'es')).toBeNull()
    expect(renderNotice([['claimed'], 'oops'], 'es')).toBeNull()
  })
})

/** Through the real routes, the mail server and the database: a Spanish and an Arabic customer. */
describe('a customer’s mails and bell in their language', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  const setLocale = (user: TestUser, locale: Locale) =>
    t.app.inject({ method: 'PUT', url: '/api/account/locale', headers: user.headers(), payload: { locale } })
  const bell = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers() })).json().items as { message: string; kind: string }[]
  /** The mail, its line ends as written (the wire's are CRLF). */
  const mailed = async (user: TestUser, subject: RegExp, from: number) => {
    const mail = await t.smtp.until((all) => all.slice(from).find((m) => m.to.includes(user.email) && subject.test(m.subject)), {
      timeoutMs: 5000,
      what: String(subject),
    })
    return { ...mail, text: mail.text.replace(/\r\n/g, '\n'), html: mail.html?.replace(/\r\n/g, '\n') }
  }

  it('mails a staff action (the customer table) in Spanish and in Arabic, right to left', async () => {
    expect((await setLocale(teams.c1, 'es')).statusCode).toBe(200)
    expect((await setLocale(teams.c2, 'ar')).statusCode).toBe(200)
    const from = t.smtp.mails.length
    expect((await staffCall(t, teams.w1, 'PUT', `/api/customers/${teams.c1.id}/addresses/BTC`, { address: ADDRESS })).statusCode).toBe(200)
    expect((await staffCall(t, teams.w2, 'PUT', `/api/customers/${teams.c2.id}/addresses/BTC`, { address: ADDRESS })).statusCode).toBe(200)
    const spanish = await mailed(teams.c1, /^Tu dirección de depósito de BTC ha cambiado$/, from)
    expect(spanish.text).toContain(`Hola:\n\nLa dirección de depósito de BTC de tu cuenta de billetera es ahora:\n${ADDRESS}\n`)
    expect(spanish.text).toContain(LANGUAGES.es.layout.footer)
    expect(spanish.html).toBeUndefined()
    const arabic = await mailed(teams.c2, /^تغيّر عنوان إيداع BTC الخاص بك$/, from)
    expect(arabic.text).toContain(`أصبح عنوان إيداع \u2066BTC\u2069 لحساب محفظتك:\n\u2066${ADDRESS}\u2069`)
    expect(arabic.text).toContain(LANGUAGES.ar.layout.footer)
    expect(arabic.html).toMatch(/^<div dir="rtl" lang="ar">/)
    expect(arabic.html).toContain('أصبح عنوان إيداع')
    // The bell says it in each one's language too.
    expect((await bell(teams.c1)).map((item) => item.message)).toContain(`Tu dirección de depósito de BTC es ahora ${ADDRESS}.`)
    expect((await bell(teams.c2)).map((item) => item.message)).toContain(`أصبح عنوان إيداع \u2066BTC\u2069 الخاص بك \u2066${ADDRESS}\u2069.`)
  })

  it('mails a change of the protections (the protection table) in Spanish and in Arabic', async () => {
    for (const [customer, subject] of [
      [teams.c1, /^Tu código antiphishing está configurado$/],
      [teams.c2, /^تم تعيين رمز مكافحة التصيّد$/],
    ] as const) {
      await t.database.db.update(users).set({ activeMfaMethod: 'email', twoFactorEnabled: true }).where(eq(users.id, customer.id))
      const from = t.smtp.mails.length
      const asked = await t.app.inject({ method: 'POST', url: '/api/security/second-factor/email-code', headers: customer.headers(), payload: {} })
      expect(asked.statusCode).toBe(200)
      const code = (await mailed(customer, /./, from)).text.match(/(\d{6})/)![1]!
      const payload = { antiPhishingCode: 'Nube Azul 7', secondFactorCode: code }
      expect((await t.app.inject({ method: 'PUT', url: '/api/security/anti-phishing-code', headers: customer.headers(), payload })).statusCode).toBe(200)
      const mail = await mailed(customer, subject, from)
      expect(mail.text.split('\n')[0]).toBe(LANGUAGES[customer === teams.c1 ? 'es' : 'ar'].layout.antiPhishingLine('Nube Azul 7'))
      expect(mail.text).toContain('«Nube Azul 7»')
    }
  })

  it('mails and tells a passkey removed by support (the security table) in the customer’s language; the bell follows a change of it', async () => {
    const [key] = await t.database.db
      .insert(passkeys)
      .values({
        id: randomUUID(),
        userId: teams.c1.id,
        name: 'Portátil',
        credentialId: 'cred-es-1',
        publicKey: 'pk',
        counter: 0,
        deviceType: 'singleDevice',
        backedUp: false,
      })
      .returning()
    const from = t.smtp.mails.length
    expect((await staffCall(t, teams.w1, 'DELETE', `/api/customers/${teams.c1.id}/passkeys/${key!.id}`)).statusCode).toBe(200)
    const mail = await mailed(teams.c1, /^El soporte ha eliminado una llave de acceso de tu cuenta$/, from)
    expect(mail.text).toContain('El soporte ha eliminado la llave de acceso «Portátil» de tu cuenta')

    // Stored as its key and values, with the English beside them.
    const [row] = (await notificationsOf(t, teams.c1.id)).filter((n) => n.message.includes('Portátil'))
    expect(row!.notice).toEqual([['passkeyRemoved', 'Portátil']])
    expect(row!.message).toBe('Support removed the passkey "Portátil" from your account: it no longer signs you in.')
    // A row written before keys were stored shows as written.
    await t.database.db.insert(notifications).values({ userId: teams.c1.id, message: 'An old notice, as written.' })

    const spanish = (await bell(teams.c1)).map((item) => item.message)
    expect(spanish).toContain('El soporte ha eliminado la llave de acceso «Portátil» de tu cuenta: ya no sirve para iniciar sesión.')
    expect(spanish).toContain('An old notice, as written.')
    expect(spanish.join('\n')).not.toContain('Support removed')

    expect((await setLocale(teams.c1, 'ar')).statusCode).toBe(200)
    expect((await bell(teams.c1)).map((item) => item.message)).toContain('أزال الدعم مفتاح المرور «Portátil» من حسابك: لم يعد يسجّل دخولك.')
  })

  it('writes a recent deposit in the bell in the reader’s language, its amount exact', async () => {
    await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, { userId: teams.c3.id, asset: 'BTC', amount: '1234.5', status: 'Complete', type: 'deposit', sentAt: new Date() }),
    )
    expect((await bell(teams.c3)).map((item) => item.message)).toContain('You received 1,234.5 BTC')
    expect((await setLocale(teams.c3, 'es')).statusCode).toBe(200)
    expect((await bell(teams.c3)).map((item) => item.message)).toContain('Has recibido 1234,5 BTC')
  })

  it('tells and mails a staff member in their own language, the customer’s words as written', async () => {
    expect((await setLocale(teams.w1, 'es')).statusCode).toBe(200)
    await t.database.db.transaction((tx) => t.app.services.notifications.notify(tx, teams.w1.id, notice('factorResetWaiting', 'Ana@Example.com')))
    expect((await bell(teams.w1)).map((item) => item.message)).toContain('Un restablecimiento del segundo factor de Ana@Example.com espera tu aprobación.')
    // And mailed in it.
    const from = t.smtp.mails.length
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: teams.w1.email, redirectTo: '/update-password' },
    })
    expect(asked.statusCode).toBe(200)
    expect((await mailed(teams.w1, /^Restablece tu contraseña$/, from)).text).toContain('Hola Will Worker:')
  })
})
