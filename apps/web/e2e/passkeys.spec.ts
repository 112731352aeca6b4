import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { expect, test, users } from './fixtures/test'
import { SettingsPage } from './page-models/settings-page'
import { customerIdOf, StaffProfilePage, staffBrowser } from './page-models/staff-profile-page'
import { mailbox } from './support/mailbox'
import { APP_PORT } from './support/ports'

/**
 * Passkeys (docs/decisions/038-passkeys.md) in Chromium with a virtual authenticator (DevTools protocol): registered in
 * Settings → Security, then the only thing the next sign-in needs. Browsers refuse passkeys on an IP address, so this
 * spec opens the app at localhost, the host its passkeys are bound to.
 */
test.use({ baseURL: `http://localhost:${APP_PORT}` })

const account = users.passkeyCustomer
/** Set to a folder to save each new screen at 1280 and 390 px (docs/screenshots/account-protection/). */
const SCREENSHOTS = process.env.PASSKEY_SCREENSHOTS_DIR

/** A platform authenticator that holds discoverable passkeys and verifies its user (a fingerprint, say) every time. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

const PERIOD_MS = 30_000
const stepNow = () => Math.floor(Date.now() / PERIOD_MS)

/**
 * The account's authenticator code for the first time step after `used` that the server still takes: each step is good
 * once (sign-in and every step-up share it), and the step after the current one is accepted, so from the third change
 * on this waits for the clock.
 */
async function codeAfter(used: number): Promise<{ code: string; step: number }> {
  const step = Math.max(stepNow(), used + 1)
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1000))
  return { code: new TOTP({ secret: account.totpSecret, digits: 6, period: 30 }).generate({ timestamp: step * PERIOD_MS }), step }
}

/**
 * The step-up a passkey change takes (docs/decisions/124): the password and the authenticator's next code. The first
 * try leaves the password out, and is refused without touching the code.
 */
async function passStepUp(page: Page, title: string, used: number): Promise<number> {
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toContainText('Enter your password.')
  const { code, step } = await codeAfter(used)
  await dialog.getByLabel('Authenticator code').fill(code)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByText('Please enter your password to continue.')).toBeVisible()
  await dialog.getByLabel('Password').fill(account.password)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
  return step
}

/** A dialog is shot as the screen shows it (a full-page shot of a page under a modal lays it out again, wider). */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  if (!SCREENSHOTS) return
  mkdirSync(SCREENSHOTS, { recursive: true })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a customer registers a passkey with the password and second factor, signs out, and signs in with it alone', async ({
  page,
  loginPage,
  shell,
  signInAs,
}) => {
  test.setTimeout(180_000)
  const authenticator = await addVirtualAuthenticator(page)
  await signInAs('passkeyCustomer')
  // The sign-in used the authenticator's current step.
  let used = stepNow()

  const settings = new SettingsPage(page)
  await settings.goto('Security')
  const card = settings.panel().getByRole('heading', { name: 'Passkeys' }).locator('xpath=ancestor::div[contains(@class, "glass")][1]')
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible()
  await card.getByRole('button', { name: 'Add a passkey' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' })
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Please enter a name for this passkey.')).toBeVisible()
  await dialog.getByLabel('Passkey name').fill('This laptop')
  await shoot(page, 'passkey-add-dialog', { fullPage: false })
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog).toBeHidden()
  // Nothing is registered before the step-up.
  expect(await authenticator.credentials()).toHaveLength(0)
  used = await passStepUp(page, 'Confirm the new passkey', used)
  await expect(card.getByRole('status')).toHaveText('Passkey added. You can now sign in with it.')
  const passkeys = card.getByRole('list', { name: 'Your passkeys' }).locator(':scope > li')
  await expect(passkeys).toHaveCount(1)
  await expect(passkeys.first()).toContainText('This laptop')
  await expect(passkeys.first()).toContainText('Not used yet')
  expect(await authenticator.credentials()).toHaveLength(1)
  await mailbox.waitFor(account.email, /A passkey was added to your account/)
  await card.scrollIntoViewIfNeeded()
  await shoot(page, 'passkeys-settings')

  // Out, and back in with the passkey: no email, no password, no authenticator code.
  await shell.logout()
  await loginPage.goto()
  await shoot(page, 'login-with-passkey')
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await shell.expectOverview()

  // The passkey now shows its use; renaming and removing it are recorded in the account activity as the customer's own.
  await settings.goto('Security')
  await expect(passkeys.first()).toContainText('Last used')
  await passkeys.first().getByRole('button', { name: 'Rename This laptop' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename passkey' })
  await expect(rename.getByLabel('Passkey name')).toHaveValue('This laptop')
  await rename.getByLabel('Passkey name').fill('Work laptop')
  await shoot(page, 'passkey-rename-dialog', { fullPage: false })
  await rename.getByRole('button', { name: 'Continue' }).click()
  await expect(rename).toBeHidden()
  used = await passStepUp(page, 'Confirm the new name', used)
  await expect(passkeys.first()).toContainText('Work laptop')
  await passkeys.first().getByRole('button', { name: 'Remove Work laptop' }).click()
  const remove = page.getByRole('dialog', { name: 'Remove passkey' })
  await expect(remove).toContainText('"Work laptop" will no longer sign you in.')
  await shoot(page, 'passkey-remove-dialog', { fullPage: false })
  await passStepUp(page, 'Remove passkey', used)
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible()
  await mailbox.waitFor(account.email, /A passkey was removed from your account/)

  await settings.goto('Notifications')
  const activity = page.getByRole('list', { name: 'Account activity' }).locator(':scope > li')
  await expect(activity.nth(0)).toContainText('Passkey removed')
  await expect(activity.nth(1)).toContainText('Passkey renamed')
  await expect(activity.nth(1)).toContainText('Passkey: This laptop → Work laptop')
  await expect(activity.nth(2)).toContainText('Passkey added')
  await expect(activity.nth(2)).toContainText('by You')
  await shoot(page, 'account-activity-passkeys')
})

test('support sees a customer’s passkey on the staff profile and removes it; the customer is told', async ({ browser, page, signInAs, shell }, testInfo) => {
  test.setTimeout(120_000)
  const customer = users.passkeySupportCustomer
  await addVirtualAuthenticator(page)
  await signInAs('passkeySupportCustomer')
  const settings = new SettingsPage(page)
  await settings.goto('Security')
  const card = settings.panel().getByRole('heading', { name: 'Passkeys' }).locator('xpath=ancestor::div[contains(@class, "glass")][1]')
  await card.getByRole('button', { name: 'Add a passkey' }).click()
  await page.getByRole('dialog', { name: 'Add a passkey' }).getByLabel('Passkey name').fill('Support laptop')
  await page.getByRole('dialog', { name: 'Add a passkey' }).getByRole('button', { name: 'Continue' }).click()
  // No second factor on the account: the step-up is the password and a code mailed now.
  const stepUp = page.getByRole('dialog', { name: 'Confirm the new passkey' })
  const before = await mailbox.count(customer.email)
  await stepUp.getByRole('button', { name: 'Email me a code' }).click()
  const mail = await mailbox.waitFor(customer.email, /Your verification code/, before)
  await stepUp.getByLabel('Password').fill(customer.password)
  await stepUp.getByLabel('Code from the email').fill(mail.text.match(/verification code is (\d{6})/)![1]!)
  await stepUp.getByRole('button', { name: 'Confirm' }).click()
  await expect(card.getByRole('status')).toHaveText('Passkey added. You can now sign in with it.')

  const staff = await staffBrowser(browser, testInfo.project.outputDir, 'worker')
  const profile = new StaffProfilePage(staff.page)
  await profile.goto(await customerIdOf(staff.page, customer.email))
  const table = staff.page.getByRole('table', { name: 'Customer’s passkeys' })
  const row = table.locator('tbody tr').filter({ hasText: 'Support laptop' })
  await expect(row).toContainText('Not used yet')
  await row.getByRole('button', { name: 'Remove Support laptop' }).click()
  const dialog = profile.dialog()
  await expect(dialog).toContainText('"Support laptop" will no longer sign the customer in.')
  await dialog.getByRole('button', { name: 'Remove Passkey' }).click()
  await expect(dialog.getByText('Passkey removed.')).toBeVisible()
  await expect(table.getByText('No passkeys.')).toBeVisible()
  await staff.context.close()

  await mailbox.waitFor(customer.email, /Support removed a passkey from your account/)
  await settings.goto('Security')
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible()
  await shell.notificationsButton().click()
  await expect(page.getByText('Support removed the passkey "Support laptop" from your account: it no longer signs you in.')).toBeVisible()
})
