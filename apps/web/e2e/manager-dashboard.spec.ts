import { expect, test, users } from './fixtures/test'
import { ManagerDashboard } from './page-models/back-office'
import { DashboardShell } from './page-models/dashboard-shell'
import { LoginPage } from './page-models/login-page'

/** The worker's first sign-in, and the one after a reset: held on /force-password-change until a new one is set. */
async function signInAndChangePassword(page: import('@playwright/test').Page, email: string, password: string, newPassword: string) {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(email, password)
  await expect(page).toHaveURL(/\/force-password-change$/)
  await page.goto('/dashboard/worker')
  await expect(page).toHaveURL(/\/force-password-change$/)
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await new DashboardShell(page).expectOverview()
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

  // The new worker signs in and must set their own password first.
  const workerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const workerPage = await workerContext.newPage()
  await signInAndChangePassword(workerPage, email, 'First-Pass-1', 'Own-Choice-22')
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

  // The worker's session has ended; the temporary password works once, then they choose their own again.
  await workerPage.reload()
  await expect(workerPage).toHaveURL(/\/login/)
  await signInAndChangePassword(workerPage, email, temporary, 'Second-Choice-33')
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
