import { type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { afterFocusOnError, expect, test, users } from './fixtures/test'
import { SettingsPage } from './page-models/settings-page'
import { codeIn, mailbox } from './support/mailbox'

// The tests run in order on one account; each leaves it without a second factor, the last changes its password.
const account = users.securityCustomer
const PERIOD_MS = 30_000

/**
 * A code of a time step after `afterStep`, without waiting for the clock: the server accepts each step once
 * (sign-in-rules.ts and the enrolment record the step used) and accepts the steps next to the current one. So the
 * current step's code, or while the current step is the one already used, the next step's, as an authenticator
 * whose clock runs a little ahead would show it.
 */
function freshCode(secret: string, afterStep = -1): { code: string; step: number } {
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), afterStep + 1)
  return { code: new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: step * PERIOD_MS }), step }
}

async function confirmWithPassword(page: Page, title: string, password: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: /Remove|Disable/ }).click()
  await expect(dialog.getByText('Please enter your password to continue.')).toBeVisible()
  await dialog.getByLabel('Password').fill('not-my-password-1')
  await dialog.getByRole('button', { name: /Remove|Disable/ }).click()
  await expect(dialog.getByText('Password verification failed. Please check your password and try again.')).toBeVisible()
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: /Remove|Disable/ }).click()
  await expect(dialog).toBeHidden()
}

test('a customer sets up an authenticator app, signs in with it, and removes it', async ({ page, loginPage, shell, signInAs }) => {
  test.setTimeout(150_000)
  await signInAs('securityCustomer')
  const settings = new SettingsPage(page)
  await settings.goto('Security')
  const authenticator = settings.panel().getByRole('region', { name: 'Authenticator App' })
  const email = settings.panel().getByRole('region', { name: 'Email Authentication' })

  // Cancelling a started setup goes back to the start.
  await authenticator.getByRole('button', { name: 'Set Up Authenticator App' }).click()
  await expect(authenticator.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible()
  await authenticator.getByRole('button', { name: 'Cancel' }).click()
  await expect(authenticator.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible()

  await authenticator.getByRole('button', { name: 'Set Up Authenticator App' }).click()
  await expect(authenticator.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible()
  await expect(email.getByRole('button', { name: 'Enable Email Authentication' })).toBeDisabled()
  const secret = (await authenticator.getByLabel('Secret key').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)

  const codeField = authenticator.getByLabel('Verification Code')
  await codeField.pressSequentially('12ab3')
  await expect(codeField).toHaveValue('123')
  await authenticator.getByRole('button', { name: 'Enable' }).click()
  await expect(authenticator.getByText('Please enter a valid 6-digit verification code.')).toBeVisible()

  const enrolled = freshCode(secret)
  await codeField.fill(enrolled.code)
  await authenticator.getByRole('button', { name: 'Enable' }).click()
  await expect(settings.panel().getByRole('status').filter({ hasText: 'Authenticator app successfully enabled!' })).toBeVisible()
  await expect(authenticator.getByText('Enabled', { exact: true })).toBeVisible()
  // One method at a time: email codes are blocked while the authenticator is on.
  await expect(email.getByText('An authenticator app is active. Remove it before enabling email authentication.')).toBeVisible()
  await expect(email.getByRole('button', { name: 'Enable Email Authentication' })).toBeDisabled()

  await shell.logout()
  await loginPage.goto()
  await loginPage.signIn(account.email, account.password)
  await expect(loginPage.heading()).toHaveText('Two-Factor Authentication')
  await loginPage.code().fill(freshCode(secret, enrolled.step).code)
  await page.getByRole('button', { name: 'Verify Code' }).click()
  await expect(page).toHaveURL(/\/dashboard\//)

  await settings.goto('Security')
  await authenticator.getByRole('button', { name: 'Remove Authenticator App' }).click()
  await confirmWithPassword(page, 'Remove Authenticator App', account.password)
  await expect(settings.panel().getByRole('status').filter({ hasText: 'Authenticator App removed successfully.' })).toBeVisible()
  await expect(authenticator.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible()
  // Success messages clear after 4 s.
  await expect(settings.panel().getByText('Authenticator App removed successfully.')).toBeHidden({ timeout: 6_000 })

  // Signing in again needs no second factor.
  await shell.logout()
  await loginPage.goto()
  await loginPage.signIn(account.email, account.password)
  await expect(page).toHaveURL(/\/dashboard\//)
})

test('a customer turns on emailed codes with the code from the mail, and turns them off with the password', async ({ page, signInAs }) => {
  await signInAs('securityCustomer')
  const settings = new SettingsPage(page)
  await settings.goto('Security')
  const email = settings.panel().getByRole('region', { name: 'Email Authentication' })
  const authenticator = settings.panel().getByRole('region', { name: 'Authenticator App' })

  const before = await mailbox.count(account.email)
  await email.getByRole('button', { name: 'Enable Email Authentication' }).click()
  await expect(email.getByText('A verification code has been sent to your email. Enter it below.')).toBeVisible()
  await email.getByLabel('Email Code').fill('123')
  await email.getByRole('button', { name: 'Verify' }).click()
  await expect(email.getByText('Please enter a valid verification code.')).toBeVisible()

  const mail = await mailbox.waitFor(account.email, /\b\d{6}\b/, before)
  await email.getByLabel('Email Code').fill(codeIn(mail))
  await email.getByRole('button', { name: 'Verify' }).click()
  await expect(settings.panel().getByRole('status').filter({ hasText: 'Email authentication enabled successfully!' })).toBeVisible()
  await expect(email.getByText('Enabled', { exact: true })).toBeVisible()
  await expect(authenticator.getByText('Email authentication is active. Disable it before setting up an authenticator app.')).toBeVisible()
  await expect(authenticator.getByRole('button', { name: 'Set Up Authenticator App' })).toBeDisabled()

  await email.getByRole('button', { name: 'Disable Email Authentication' }).click()
  await confirmWithPassword(page, 'Disable Email Authentication', account.password)
  await expect(settings.panel().getByRole('status').filter({ hasText: 'Email authentication disabled successfully!' })).toBeVisible()
  await expect(authenticator.getByRole('button', { name: 'Set Up Authenticator App' })).toBeEnabled()
})

test('a customer changes the password after the form checks, and signs in with the new one', async ({ page, loginPage, shell, signInAs }) => {
  await signInAs('securityCustomer')
  const settings = new SettingsPage(page)
  await settings.goto('Security')
  const form = settings.panel().getByRole('form', { name: 'Change password' })
  const fill = async (oldPassword: string, newPassword: string, confirmPassword: string) => {
    await afterFocusOnError(page)
    await form.getByLabel('Current Password').fill(oldPassword)
    await form.getByLabel('New Password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm New Password').fill(confirmPassword)
    await form.getByRole('button', { name: 'Change Password' }).click()
  }

  await fill(account.password, 'Another-Pass-77', 'Another-Pass-78')
  await expect(form.getByText('New passwords do not match.')).toBeVisible()
  await fill(account.password, 'Ab1', 'Ab1')
  await expect(form.getByText('Password must be at least 8 characters long.')).toBeVisible()
  await fill(account.password, 'No-digits-here', 'No-digits-here')
  await expect(form.getByText('Password must contain at least one number.')).toBeVisible()
  await fill('Wrong-Old-Pass-1', 'Another-Pass-77', 'Another-Pass-77')
  await expect(form.getByRole('alert').filter({ hasText: 'Password verification failed. Please check your password and try again.' })).toBeVisible()

  await fill(account.password, 'Another-Pass-77', 'Another-Pass-77')
  await expect(form.getByRole('status').filter({ hasText: 'Password changed successfully!' })).toBeVisible()
  await expect(form.getByLabel('Current Password')).toHaveValue('')

  // The sign-ins so far are in the login history.
  const history = settings.panel().getByRole('table')
  await expect(history.getByRole('row')).not.toHaveCount(1)

  await shell.logout()
  await loginPage.goto()
  await loginPage.signIn(account.email, 'Another-Pass-77')
  await expect(page).toHaveURL(/\/dashboard\//)
})
