import type { Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { expect, test, users } from './fixtures/test'
import { ManagerDashboard } from './page-models/back-office'
import { DashboardShell } from './page-models/dashboard-shell'
import { LoginPage } from './page-models/login-page'
import { codeIn, mailbox } from './support/mailbox'

/** Held on /force-password-change, from every other path, until a new password is set. */
async function changePassword(page: Page, newPassword: string) {
  await expect(page).toHaveURL(/\/force-password-change$/)
  await page.goto('/dashboard/worker')
  await expect(page).toHaveURL(/\/force-password-change$/)
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
}

/**
 * A new worker's first sign-in: the password the manager chose, then a code mailed to the worker's own address, a
 * password of their own, and their own authenticator app, before the back office opens. Returns the app's secret.
 */
async function firstSignIn(page: Page, email: string, password: string, newPassword: string): Promise<string> {
  const login = new LoginPage(page)
  await login.goto()
  const before = await mailbox.count(email)
  expect(await login.signIn(email, password)).toBe('second-factor')
  await expect(login.heading()).toHaveText('Check Your Email')
  await login.code().fill(codeIn(await mailbox.waitFor(email, /\b\d{6}\b/, before)))
  await page.getByRole('button', { name: 'Verify Email OTP' }).click()
  await changePassword(page, newPassword)

  await expect(page).toHaveURL(/\/setup-authenticator$/)
  await page.goto('/dashboard/worker/search-user')
  await expect(page).toHaveURL(/\/setup-authenticator$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Authenticator')
  const secret = (await page.getByLabel('Secret key').textContent())!.trim()
  await login.code().fill(new TOTP({ secret, digits: 6, period: 30 }).generate())
  await page.getByRole('button', { name: 'Turn On and Continue' }).click()
  await new DashboardShell(page).expectOverview()
  return secret
}

test('the manager creates a worker who must choose a password at first sign-in, then resets it', async ({ page, browser, addSessionOf }, testInfo) => {
  const email = `new-worker-${Date.now()}@e2e.test`
  await addSessionOf('hiringManager')
  const manager = new ManagerDashboard(page)
  await manager.goto('create-worker')

  await page.getByRole('button', { name: 'Create Worker' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' })).toBeVisible()
  await manager.createWorker({ fullName: 'Nico Newhire', email, password: 'short' })
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible()
  await manager.createWorker({ fullName: 'Nico Newhire', email: users.customer.email, password: 'First-Pass-1' })
  await expect(page.getByRole('alert').filter({ hasText: 'A user with this email already exists. Please try a different email.' })).toBeVisible()

  await manager.createWorker({ fullName: 'Nico Newhire', email, password: 'First-Pass-1' })
  await expect(page.getByRole('status').filter({ hasText: 'Worker created successfully!' })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('')
  await expect(page.getByLabel('Email')).toHaveValue('')

  await page.getByRole('link', { name: 'My Workers' }).click()
  const row = manager.rows(manager.workersTable()).filter({ hasText: email })
  await expect(row).toContainText('Nico Newhire')

  // The new worker signs in and must set their own password, then their own authenticator app, first.
  const workerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const workerPage = await workerContext.newPage()
  const secret = await firstSignIn(workerPage, email, 'First-Pass-1', 'Own-Choice-22')
  await workerPage.goto('/dashboard/worker/search-user')
  await expect(workerPage.getByRole('heading', { level: 1 })).toHaveText('Worker Dashboard')

  // The manager resets it: asked first, then a temporary password shown once, with a copy button.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const resetButton = row.getByRole('button', { name: `Reset password of ${email}` })
  await resetButton.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Reset the password of Nico Newhire?')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(resetButton).toBeFocused()

  await resetButton.click()
  await dialog.getByRole('button', { name: 'Reset Password' }).click()
  await expect(dialog.getByRole('heading', { name: 'Temporary Password' })).toBeVisible()
  const temporary = (await dialog.locator('output').textContent())!.trim()
  expect(temporary).toMatch(/^[A-Za-z2-9]{14}$/)
  await dialog.getByRole('button', { name: 'Copy Password' }).click()
  await expect(dialog.getByText('Password copied to clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(resetButton).toBeFocused()

  // The worker's session has ended. The temporary password alone signs no one in: the worker's own authenticator app
  // still asks, so the manager who read it holds no working sign-in. The worker passes it and chooses their own again.
  await workerPage.reload()
  await expect(workerPage).toHaveURL(/\/login/)
  const login = new LoginPage(workerPage)
  expect(await login.signIn(email, temporary)).toBe('second-factor')
  await expect(login.heading()).toHaveText('Two-Factor Authentication')
  await login.passAuthenticator(secret)
  await changePassword(workerPage, 'Second-Choice-33')
  await new DashboardShell(workerPage).expectOverview()
  await workerContext.close()
})

test('All Users lists the team’s customers 10 a page and searches by name or email after a pause', async ({ page, addSessionOf }) => {
  await addSessionOf('pagingManager')
  const manager = new ManagerDashboard(page)
  await manager.goto('all-users')
  const rows = manager.rows(manager.usersTable())

  await expect(page.getByRole('heading', { name: 'All Users (Assigned to My Workers)' })).toBeVisible()
  await expect(manager.usersTable().getByRole('columnheader')).toHaveText(['Name', 'Email', 'KYC Status', 'User Since', 'Assigned Worker', 'Edit'])
  await expect(rows).toHaveCount(10)
  await expect(manager.pagination()).toContainText('Page 1 of 2 (Total: 12)')
  await expect(rows.first()).toContainText(users.pagingWorker.fullName)
  await expect(rows.first()).toContainText('Not Started')
  await expect(rows.first()).toContainText(/\d{2} [A-Z][a-z]{2} \d{4}/)

  await manager.pagination().getByRole('button', { name: 'Next' }).click()
  await expect(manager.pagination()).toContainText('Page 2 of 2 (Total: 12)')
  await expect(rows).toHaveCount(2)

  // The search goes back to page 1, and the paging line only shows past one page.
  const search = page.getByLabel('Search users')
  await expect(search).toHaveAttribute('placeholder', 'Search by name or email...')
  await search.fill('quartz')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Quentin Quartz')
  await expect(rows.first()).toContainText('team-customer-07@e2e.test')
  await expect(manager.pagination()).toHaveCount(0)
  await expect(rows.first().getByRole('link', { name: 'Edit team-customer-07@e2e.test' })).toHaveAttribute(
    'href',
    /^\/dashboard\/user-profile\/[^/]+\/general$/,
  )

  await search.fill('team-customer-1')
  await expect(rows).toHaveCount(3)
  await search.fill('nobody at all')
  await expect(manager.usersTable()).toContainText('No users found assigned to your managed workers.')
})
