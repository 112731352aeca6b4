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

test('a taken email is refused, the captcha is reset and both password fields are cleared', async ({ page }) => {
  const register = new RegisterPage(page)
  await register.goto()
  await register.fill({ fullName: 'Casey Again', email: 'customer@e2e.test', password: 'Sturdy-Pass-42' })
  await register.captcha.solve()
  await register.createAccount().click()

  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })).toBeVisible()
  await expect(register.password()).toHaveValue('')
  await expect(register.confirmPassword()).toHaveValue('')
  await expect(register.captcha.widget.locator('[data-state="verified"]')).toHaveCount(0)
  await expect(register.fullName()).toHaveValue('Casey Again')
})
