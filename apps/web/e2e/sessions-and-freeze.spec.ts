import type { Page } from '@playwright/test'
import { ERRORS } from '@wallet/shared/errors'
import { PROTECTION_MESSAGES } from '@wallet/shared/identity/sessions-and-freeze'
import { expect, test, users } from './fixtures/test'
import { LoginPage } from './page-models/login-page'
import { SettingsPage } from './page-models/settings-page'
import { codeIn, mailbox } from './support/mailbox'

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

test('a second device shows in the session list, and ending it there signs that device out', async ({ browser, page, signInAs }) => {
  await signInAs('sessionsCustomer')

  // Another browser, on another network, signs in to the same account.
  const other = await browser.newContext({ userAgent: FIREFOX_ON_LINUX, extraHTTPHeaders: { 'x-forwarded-for': '10.201.7.9' } })
  const otherPage = await other.newPage()
  const otherLogin = new LoginPage(otherPage)
  await otherLogin.goto()
  await otherLogin.signInAccount(users.sessionsCustomer)
  await expect(otherPage).toHaveURL(/\/dashboard\/overview$/)

  const settings = new SettingsPage(page)
  await settings.goto('Security')
  const list = page.getByRole('list', { name: 'Sessions' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1)
  const firefox = list.getByRole('listitem', { name: 'Firefox on Linux' })
  await expect(firefox).toContainText('10.201.7.9')

  await firefox.getByRole('button', { name: 'End session' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The session was ended' })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)

  // The other device is signed out: its next page asks it to sign in.
  await otherPage.goto('/dashboard/wallets')
  await expect(otherPage).toHaveURL(/\/login$/)
  expect((await (await otherPage.request.get('/api/session')).json()).user).toBeNull()
  await other.close()
})

/** Freezes the signed-in account from Settings → Security; the browser is signed out. */
async function freezeFromSettings(page: Page, password: string) {
  await new SettingsPage(page).goto('Security')
  await page.getByRole('button', { name: 'Freeze my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Freeze your account?' })
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Freeze account' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

test('freezing from Settings signs out, and sign-in is then refused with a clear text', async ({ page, signInAs, loginPage }) => {
  await signInAs('freezeCustomer')
  await freezeFromSettings(page, users.freezeCustomer.password)

  expect(await loginPage.signIn(users.freezeCustomer.email, users.freezeCustomer.password)).toBe('error')
  await expect(page.getByRole('alert').filter({ hasText: ERRORS.ACCOUNT_FROZEN.message })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Unfreeze your account' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('unfreezing after a wrong password asks for the captcha at each step, then opens the account', async ({ page, signInAs, loginPage }) => {
  const account = users.unfreezeCustomer
  await signInAs('unfreezeCustomer')
  await freezeFromSettings(page, account.password)

  await page.goto('/unfreeze-account')
  await expect(loginPage.captcha.widget).toHaveCount(0)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(`${account.password}-wrong`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert').filter({ hasText: PROTECTION_MESSAGES.unfreezeRefused })).toBeVisible()

  // The password is checked again with the code: each step spends a solution of its own.
  await loginPage.captcha.solve()
  await page.getByLabel('Password').fill(account.password)
  const before = await mailbox.count(account.email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Enter the 6-digit code we sent to your email.')).toBeVisible()
  await page.getByLabel('Verification Code').fill(codeIn(await mailbox.waitFor(account.email, /\b\d{6}\b/, before)))
  await loginPage.captcha.solve()
  await page.getByRole('button', { name: 'Unfreeze account' }).click()
  await expect(page.getByText(PROTECTION_MESSAGES.unfrozen)).toBeVisible()

  await loginPage.goto()
  expect(await loginPage.signIn(account.email, account.password)).toBe('left')
  await expect(page).toHaveURL(/\/dashboard\/overview$/)
})
