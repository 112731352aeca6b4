import AxeBuilder from '@axe-core/playwright'
import { type Browser, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, users } from './fixtures/test'
import type { SeededUser } from './fixtures/users'
import { LoginPage } from './page-models/login-page'
import { customerIdOf } from './page-models/staff-profile-page'
import { mailbox } from './support/mailbox'

/**
 * The app in every language (docs/decisions/153): a Spanish browser gets Spanish from its first visit, Arabic chosen in
 * Settings turns the whole app right to left and is kept on the account, and the mails follow the account's language.
 * Staff read the back office in the language of their own account (chosen in their Settings), a customer's words as
 * written. The walk, in each language: sign-in, overview, wallets, the send dialog, settings and a customer's profile
 * as staff see it; on each, no English left over (the English catalogue's texts), nothing wider than a phone, no
 * serious or critical axe finding.
 */

const LOCALES = path.resolve(import.meta.dirname, '../src/locales')
const catalogue = (locale: string) =>
  Object.assign(
    {},
    ...['sign-in', 'app'].map((part) => JSON.parse(readFileSync(path.join(LOCALES, locale, `${part}.json`), 'utf8')) as Record<string, string>),
  ) as Record<string, string>

/** The English texts that a page in `locale` must not show: those its catalogue says differently, of two words or more. */
function englishLeftovers(locale: string): string[] {
  const english = catalogue('en')
  const translated = catalogue(locale)
  return Object.entries(english)
    .filter(([id, text]) => translated[id] !== text && !/[{<]/.test(text) && /\p{L}+\s+\p{L}+/u.test(text))
    .map(([, text]) => text)
}

/** With SCREENSHOT_DIR set, each screen at 1280 and 390 px in each language (docs/screenshots/languages/). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

/** `open`: what to open on the screen (a dialog) before it is checked; it returns what it opened. */
async function checkScreen(page: Page, locale: string, name: string, open?: () => Promise<Locator>) {
  const leftovers = englishLeftovers(locale)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    // Opened at that size, as a phone opens it.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (open) await expect(await open()).toBeVisible()
    const text = await page.locator('body').innerText()
    expect
      .soft(
        leftovers.filter((english) => text.includes(english)),
        `English left on ${name} (${locale}, ${width} px)`,
      )
      .toEqual([])
    const overflow = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))
    expect.soft(overflow, `pixels wider than the window on ${name} (${locale}, ${width} px)`).toBe(0)
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] })
      .analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}`)
    expect.soft(serious, `axe findings on ${name} (${locale}, ${width} px)`).toEqual([])
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${locale}-${name}-${width}.png`, animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Signs in through the login screen in whatever language it shows (the fields found by their type, not their words). */
async function signIn(page: Page, account: { email: string; password: string }) {
  await page.locator('input[type="email"]').fill(account.email)
  await page.locator('input[type="password"]').fill(account.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/dashboard\/overview$/)
}

/**
 * A staff member signs in (in English), chooses `locale` in their own Settings, and opens their customer's profile:
 * the back office in their language, the customer's name as written.
 */
async function walkStaffProfile(browser: Browser, locale: 'en' | 'es' | 'ar', staff: SeededUser, customer: SeededUser) {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  const login = new LoginPage(page)
  await login.goto()
  await login.signInAccount(staff)
  await expect(page).toHaveURL(/\/dashboard\//)
  if (locale !== 'en') {
    await page.goto('/dashboard/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/locale') && r.request().postData()?.includes(`"${locale}"`) === true)
    await page.getByLabel('Language').selectOption(locale)
    expect((await saved).status()).toBe(200)
  }
  await page.goto(`/dashboard/user-profile/${await customerIdOf(page, customer.email)}/general`)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  await expect(page.getByText(customer.fullName, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  await checkScreen(page, locale, 'staff-profile')
  await context.close()
}

/** Asks for a password reset from the sign-in screen of a fresh, signed-out browser in `locale`; returns the mail. */
async function resetMail(browser: Browser, locale: string, email: string, subject: RegExp) {
  const context = await browser.newContext({ locale })
  const page = await context.newPage()
  const before = await mailbox.count(email)
  await page.goto('/login')
  await page.locator('form button[type="button"]').first().click()
  await page.locator('input[type="email"]').fill(email)
  await page.locator('form button[type="submit"]').click()
  const mail = await mailbox.waitFor(email, subject, before)
  await context.close()
  return mail
}

test.describe('a browser set to Spanish', () => {
  test.use({ locale: 'es-ES' })

  test('opens the app in Spanish, keeps it on the account, and mails in it', async ({ page, browser }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en tu billetera')
    await checkScreen(page, 'es', 'sign-in')

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/locale') && r.request().method() === 'PUT')
    await signIn(page, users.spanishCustomer)
    expect((await saved).status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen')
    await expect(page.getByTestId('BTC-balance')).toHaveText('0,50000000 BTC')
    await checkScreen(page, 'es', 'overview')

    await page.goto('/dashboard/wallets')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billeteras')
    await checkScreen(page, 'es', 'wallets')
    await page.getByRole('button', { name: 'Enviar BTC' }).click()
    const send = page.getByRole('dialog', { name: 'Enviar Bitcoin' })
    await expect(send).toContainText('Disponible: 0,50000000 BTC')
    await send.getByLabel('Importe').fill('1')
    await send.getByLabel('Dirección del destinatario').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    await send.getByRole('button', { name: 'Enviar', exact: true }).click()
    // The server's and the form's refusals in Spanish too.
    await expect(send.getByRole('alert')).toHaveText(/^Fondos insuficientes/)
    await send.getByRole('button', { name: 'Cancelar' }).click()
    await checkScreen(page, 'es', 'send', async () => {
      await page.getByRole('button', { name: 'Enviar BTC' }).click()
      return page.getByRole('dialog', { name: 'Enviar Bitcoin' })
    })

    await page.getByRole('link', { name: 'Ajustes de la cuenta' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes de la cuenta')
    await expect(page.getByRole('tab', { name: 'Seguridad' })).toBeVisible()
    await checkScreen(page, 'es', 'settings')

    const mail = await resetMail(browser, 'es-ES', users.spanishCustomer.email, /Restablece tu contraseña/)
    expect(mail.text).toContain('Hola Lucía Pérez:')
    expect(mail.text).toContain('Usa este enlace para establecer una contraseña nueva')

    await walkStaffProfile(browser, 'es', users.spanishWorker, users.spanishCustomer)
  })
})

test.describe('Arabic chosen in Settings', () => {
  test.use({ locale: 'en-US' })

  test('turns the whole app right to left, stays on the account, and its mails are in Arabic', async ({ page, browser }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await signIn(page, users.arabicCustomer)
    await page.goto('/dashboard/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings')

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/locale') && r.request().postData()?.includes('"ar"') === true)
    await page.getByLabel('Language').selectOption('ar')
    expect((await saved).status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إعدادات الحساب')
    // The sidebar stands on the right, inside the window.
    const sidebar = (await page.locator('#dashboard-sidebar').boundingBox())!
    expect(sidebar.x).toBeGreaterThan(640)
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(1280)
    await checkScreen(page, 'ar', 'settings')

    // Kept on the account: a new visit, from another browser in English, opens in Arabic once signed in.
    const elsewhere = await browser.newContext({ locale: 'en-US' })
    const other = await elsewhere.newPage()
    await other.goto('/login')
    await expect(other.locator('html')).toHaveAttribute('dir', 'ltr')
    await signIn(other, users.arabicCustomer)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('نظرة عامة')
    await expect(other.locator('html')).toHaveAttribute('dir', 'rtl')
    await checkScreen(other, 'ar', 'overview')
    await other.goto('/dashboard/wallets')
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('المحافظ')
    await checkScreen(other, 'ar', 'wallets')
    await checkScreen(other, 'ar', 'send', async () => {
      await other.getByRole('button', { name: 'إرسال ETH' }).click()
      const send = other.getByRole('dialog', { name: 'إرسال Ethereum' })
      await expect(send).toContainText('ETH')
      return send
    })
    await elsewhere.close()

    const mail = await resetMail(browser, 'en-US', users.arabicCustomer.email, /أعد تعيين كلمة المرور/)
    expect(mail.text).toContain('مرحبًا Layla Haddad،')

    await walkStaffProfile(browser, 'ar', users.arabicWorker, users.arabicCustomer)
  })
})

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('opens the sign-in screens right to left', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجّل الدخول إلى محفظتك')
    await checkScreen(page, 'ar', 'sign-in')
    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنشئ حساب محفظتك')
    await checkScreen(page, 'ar', 'register')
  })
})

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' })

  test('keeps the specification’s English words', async ({ page, browser, startSignedInAs }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login to Your Wallet')
    await checkScreen(page, 'en', 'sign-in')
    await startSignedInAs('customer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview')
    await checkScreen(page, 'en', 'overview')
    await page.goto('/dashboard/wallets')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallets')
    await checkScreen(page, 'en', 'wallets')
    await checkScreen(page, 'en', 'send', async () => {
      await page.getByRole('button', { name: 'Send BTC' }).click()
      return page.getByRole('dialog', { name: 'Send Bitcoin' })
    })
    await page.goto('/dashboard/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings')
    await checkScreen(page, 'en', 'settings')

    await walkStaffProfile(browser, 'en', users.worker, users.profileCustomer)
  })
})
