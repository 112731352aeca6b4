import { expect, test, users } from './fixtures/test'
import { linkIn, mailbox } from './support/mailbox'

test('a user resets a forgotten password from the mailed link and signs in with the new one', async ({ page, loginPage, shell }) => {
  const user = users.forgetful
  const newPassword = 'Brand-New-Pass-7'
  await loginPage.goto()
  await loginPage.email().fill(user.email)
  await page.getByRole('button', { name: 'Forgot Password?' }).click()

  await expect(loginPage.heading()).toHaveText('Reset Password')
  await expect(loginPage.email()).toHaveValue(user.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('If an account exists for this email, a password reset link has been sent.')).toBeVisible()

  const mail = await mailbox.waitFor(user.email, /reset-password/)
  await page.goto(linkIn(mail, 'reset-password'))
  await expect(page).toHaveURL(/\/update-password\?token=/)

  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill('Something-Else-1')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()

  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Your password has been updated successfully. You can now log in.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 })

  await loginPage.signIn(user.email, newPassword)
  await shell.expectOverview()
})

test('the recovery page needs a reset link', async ({ page }) => {
  await page.goto('/update-password')
  await expect(page.getByText('You must access this page via a password reset link.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled()

  await page.goto('/update-password?error=INVALID_TOKEN')
  await expect(page.getByText('Invalid or expired link, or not logged in for password update.')).toBeVisible()
})

test('the forgot-password view returns to step 0 and checks its email field', async ({ page, loginPage }) => {
  await loginPage.goto()
  await page.getByRole('button', { name: 'Forgot Password?' }).click()
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await loginPage.email().fill('not-an-email')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Email address is invalid.')).toBeVisible()
  await page.getByRole('button', { name: '← Back to Login' }).click()
  await expect(loginPage.heading()).toHaveText('Login to Your Wallet')
})

test('a user who must change the password is held on /force-password-change until it is set', async ({ page, loginPage, shell }) => {
  const user = users.mustChange
  await loginPage.goto()
  await loginPage.signIn(user.email, user.password)
  await expect(page).toHaveURL(/\/force-password-change$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set New Password')

  // Every other path leads back here.
  await page.goto('/dashboard/wallets')
  await expect(page).toHaveURL(/\/force-password-change$/)

  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Please enter and confirm your new password.').first()).toBeVisible()
  await page.getByLabel('New Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm New Password').fill('short')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible()

  await page.getByLabel('New Password', { exact: true }).fill('Fresh-Password-3')
  await page.getByLabel('Confirm New Password').fill('Fresh-Password-3')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Your password has been updated successfully.')).toBeVisible()
  await shell.expectOverview()

  // The flag is gone: other pages open normally.
  await page.goto('/dashboard/wallets')
  await expect(page).toHaveURL(/\/dashboard\/wallets$/)
})
