import { expect, test } from './fixtures/test'
import { RegisterPage } from './page-models/register-page'

test('registration validation messages', async ({ page }) => {
  const register = new RegisterPage(page)
  await register.goto()
  await register.createAccount().click()
  await expect(page.getByText('Full Name is required.')).toBeVisible()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await expect(page.getByText('Password is required.')).toBeVisible()
  await expect(page.getByText('Please confirm your password.')).toBeVisible()
  await expect(page.getByText('Please complete the verification challenge.')).toBeVisible()

  await register.fill({ fullName: 'Val Idation', email: 'val@', password: 'short', confirmPassword: 'other' })
  await register.createAccount().click()
  await expect(page.getByText('Email address is invalid.')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()
  await expect(page.getByText('Full Name is required.')).toHaveCount(0)
})
