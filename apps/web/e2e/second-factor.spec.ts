import { TOTP } from 'otpauth'
import { expect, test, users } from './fixtures/test'
import { codeIn, mailbox } from './support/mailbox'

test('a user with an authenticator app signs in with its code', async ({ page, loginPage, shell }) => {
  const user = users.totp
  await loginPage.goto()
  await loginPage.signIn(user.email, user.password)

  await expect(loginPage.heading()).toHaveText('Two-Factor Authentication')
  await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible()
  await expect(page.getByRole('button', { name: '← Back to Login' })).toBeVisible()

  // Validation of the code field (spec part 1 §5): empty, then only digits, at most six.
  await page.getByRole('button', { name: 'Verify Code' }).click()
  await expect(page.getByText('Please enter the verification code')).toBeVisible()
  await loginPage.code().pressSequentially('12ab34cd5678')
  await expect(loginPage.code()).toHaveValue('123456')

  const code = new TOTP({ secret: user.totpSecret, digits: 6, period: 30 }).generate()
  await loginPage.code().fill(code)
  await page.getByRole('button', { name: 'Verify Code' }).click()
  await shell.expectOverview()
})

test('a user with emailed codes signs in with the code from the mail', async ({ page, loginPage, shell }) => {
  const user = users.emailCode
  const before = await mailbox.count(user.email)
  await loginPage.goto()
  await loginPage.signIn(user.email, user.password)

  await expect(loginPage.heading()).toHaveText('Check Your Email')
  await expect(page.getByText(user.email)).toBeVisible()
  const mail = await mailbox.waitFor(user.email, /\b\d{6}\b/, before)
  await loginPage.code().fill(codeIn(mail))
  await page.getByRole('button', { name: 'Verify Email OTP' }).click()
  await shell.expectOverview()
})

test('/verify-mfa without a pending sign-in goes to /login', async ({ page }) => {
  await page.goto('/verify-mfa')
  await expect(page).toHaveURL(/\/login$/)
})
