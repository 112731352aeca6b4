import { TOTP } from 'otpauth'
import { expect, test, users } from './fixtures/test'
import { codeIn, mailbox } from './support/mailbox'

/**
 * Staff sign in with an authenticator app of their own (decision 072): a staff account without one is held at its
 * setup, from every path, until it is on; then the back office opens to the same session.
 */
test('a staff account without an authenticator is held at its setup until it turns one on', async ({ page, loginPage, shell }) => {
  const user = users.enrollingAdmin
  await loginPage.goto()
  const before = await mailbox.count(user.email)
  expect(await loginPage.signIn(user.email, user.password)).toBe('second-factor')
  await loginPage.code().fill(codeIn(await mailbox.waitFor(user.email, /\b\d{6}\b/, before)))
  await page.getByRole('button', { name: 'Verify Email OTP' }).click()

  await expect(page).toHaveURL(/\/setup-authenticator$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Authenticator')
  await expect(page.getByText('Staff accounts sign in with a password and an authenticator app of their own.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible()
  for (const path of ['/dashboard/admin', '/dashboard/overview', '/dashboard/settings']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/setup-authenticator$/)
  }

  // A wrong code is refused with the settings' message; nothing opens.
  const secret = (await page.getByLabel('Secret key').textContent())!.trim()
  const totp = new TOTP({ secret, digits: 6, period: 30 })
  await loginPage.code().fill(String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0'))
  await page.getByRole('button', { name: 'Turn On and Continue' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid verification code. Please try again.' })).toBeVisible()
  await expect(page).toHaveURL(/\/setup-authenticator$/)

  await loginPage.code().fill(totp.generate())
  await page.getByRole('button', { name: 'Turn On and Continue' }).click()
  await shell.expectOverview()
  await page.goto('/dashboard/admin')
  await expect(page).toHaveURL(/\/dashboard\/admin/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard')
})
