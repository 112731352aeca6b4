import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '@wallet/shared/locales'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { post } from '../../../test/auth-support.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { accountProtection } from '../../db/schema.ts'
import { AUTH_EMAILS } from './emails.ts'
import { MAIL_LAYOUT, translatedMail } from './mail-translations.ts'

describe('the language of an account: saved on it, and its mails in it', () => {
  let t: TestApp
  let customer: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    customer = await createUser(t, { fullName: 'Lucía Pérez' })
  })
  afterAll(() => t.close())

  const setLocale = (payload: object, headers = customer.headers()) => t.app.inject({ method: 'PUT', url: '/api/account/locale', headers, payload })
  const session = async () => (await t.app.inject({ method: 'GET', url: '/api/session', headers: customer.headers() })).json()

  it('saves the chosen language on the account, and the session tells it', async () => {
    expect((await session()).user.locale).toBeUndefined()
    const res = await setLocale({ locale: 'es' })
    expect([res.statusCode, res.json()]).toEqual([200, { locale: 'es' }])
    expect((await session()).user.locale).toBe('es')
  })

  it.each([[{ locale: 'fr' }], [{ locale: 'pseudo' }], [{}], [{ locale: 7 }]])('refuses %j with a 400 and keeps the language', async (body) => {
    const res = await setLocale(body)
    expect([res.statusCode, res.json().code, res.json().error]).toEqual([400, 'VALIDATION_FAILED', 'Choose a supported language.'])
    expect((await session()).user.locale).toBe('es')
  })

  it('answers 401 to a caller without a session', async () => {
    const res = await setLocale({ locale: 'ar' }, { origin: customer.headers().origin! })
    expect(res.statusCode).toBe(401)
  })

  it("mails a Spanish customer's password reset in Spanish, the anti-phishing line and the footer included", async () => {
    await t.database.db.insert(accountProtection).values({ userId: customer.id, antiPhishingCode: 'Nube Azul 7' })
    expect((await post(t, '/api/auth/request-password-reset', { email: customer.email, redirectTo: '/update-password' })).statusCode).toBe(200)
    const mail = await t.smtp.waitFor(customer.email, /Restablece tu contraseña/)
    const lines = mail.text.split(/\r?\n/)
    expect(lines[0]).toBe('Tu código antiphishing: Nube Azul 7')
    expect(lines[2]).toBe('Hola Lucía Pérez:')
    expect(mail.text).toContain('Usa este enlace para establecer una contraseña nueva (válido durante una hora):')
    expect(mail.text).toMatch(/\/api\/auth\/reset-password\/\S+/)
    expect(mail.text).toContain(MAIL_LAYOUT.es.footer)
    expect(mail.text).not.toContain('Reset your password')
  })

  it('switched to Arabic, mails the next one in Arabic', async () => {
    expect((await setLocale({ locale: 'ar' })).statusCode).toBe(200)
    expect((await post(t, '/api/auth/request-password-reset', { email: customer.email, redirectTo: '/update-password' })).statusCode).toBe(200)
    const mail = await t.smtp.waitFor(customer.email, /أعد تعيين كلمة المرور/)
    expect(mail.text.split(/\r?\n/)[0]).toBe('رمز مكافحة التصيّد الخاص بك: Nube Azul 7')
    expect(mail.text).toContain(MAIL_LAYOUT.ar.footer)
  })

  it('writes every auth mail in every language, each one other than the English', () => {
    for (const key of Object.keys(AUTH_EMAILS) as (keyof typeof AUTH_EMAILS)[]) {
      const args = (
        key === 'welcome' || key === 'resetPassword' ? ['Ada', 'https://wallet.example/x'] : key === 'registrationAttempt' ? ['Ada'] : ['123456']
      ) as [string, string]
      const mail = (translatedMail as (k: string, ...a: string[]) => ReturnType<typeof translatedMail>)(key, ...args)
      const texts = LOCALES.map((locale) => mail.translate(locale))
      expect(new Set(texts.map((m) => m.subject)).size, key).toBe(LOCALES.length)
      for (const text of texts) expect(text.text, key).toContain(args.at(-1)!)
    }
  })
})
