import { expect, test } from './fixtures/test'
import { RegisterPage } from './page-models/register-page'
import { linkIn, mailbox } from './support/mailbox'

test('a visitor registers, confirms the email from the mailed link, signs in and reaches the overview', async ({ page, loginPage, shell }) => {
  const register = new RegisterPage(page)
  const email = `new-${Date.now()}@e2e.test`
  const password = 'Sturdy-Pass-42'

  await register.goto()
  await expect(page.getByText('Minimum 8 characters. Consider adding special characters & numbers for stronger security.')).toBeVisible()
  await register.fill({ fullName: 'Nora New', email, password })
  await register.captcha.solve()
  await register.createAccount().click()

  await expect(page.getByRole('status').filter({ hasText: 'Please check your email' })).toBeVisible()
  // The form is cleared after a successful registration.
  await expect(register.email()).toHaveValue('')
  await expect(register.password()).toHaveValue('')

  const mail = await mailbox.waitFor(email, /verify-email/)
  await page.goto(linkIn(mail, 'verify-email'))
  await expect(page).toHaveURL(/\/login\?confirmed=1$/)
  await expect(page.getByText('Your email address has been confirmed. You can now sign in.')).toBeVisible()

  await loginPage.signIn(email, password)
  await shell.expectOverview()
  await shell.userMenuButton().click()
  await expect(page.getByText('Hello, Nora New')).toBeVisible()
  await expect(page.getByRole('menu').getByText(email)).toBeVisible()
})

test('a taken email is answered like a new registration, and its owner is told by mail instead', async ({ page }) => {
  const register = new RegisterPage(page)
  const owner = 'customer@e2e.test'
  const before = await mailbox.count(owner)
  await register.goto()
  await register.fill({ fullName: 'Casey Again', email: owner, password: 'Sturdy-Pass-42' })
  await register.captcha.solve()
  await register.createAccount().click()

  // The visitor learns nothing about the address: the answer is the one a new registration gets.
  await expect(page.getByRole('status').filter({ hasText: 'Please check your email' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })).toHaveCount(0)
  await expect(register.email()).toHaveValue('')
  const mail = await mailbox.waitFor(owner, /Someone tried to register with your address/, before)
  expect(mail.text).toContain('You already have an account, so nothing was changed.')
  expect(mail.text).not.toMatch(/verify-email/)
})
