import { expect, test } from './fixtures/test'

test('an unknown path shows the 404 page; signed out it offers Go to Login', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Go to Login' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('Go Back returns to the previous page, or to login when there is none', async ({ page }) => {
  await page.goto('/register')
  await page.goto('/lost/page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/register$/)

  const fresh = await page.context().newPage()
  await fresh.goto('/another-missing-page')
  await fresh.getByRole('button', { name: 'Go Back' }).click()
  await expect(fresh).toHaveURL(/\/login$/)
})

test('signed in, the 404 page offers Go to Dashboard and unknown dashboard paths go to the overview', async ({ page, addSessionOf, shell }) => {
  await addSessionOf('customer')

  await page.goto('/dashboard/no-such-screen')
  await shell.expectOverview()
  await page.goto('/dashboard')
  await shell.expectOverview()

  await page.goto('/definitely/missing')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await page.getByRole('button', { name: 'Go to Dashboard' }).click()
  await shell.expectOverview()

  await page.goto('/login')
  await shell.expectOverview()
  await page.goto('/register')
  await shell.expectOverview()
})

test('the shell links and the collapsible Stake group', async ({ page, startSignedInAs, shell }) => {
  await startSignedInAs('customer')
  const sidebar = shell.sidebar()
  for (const heading of ['General', 'Marketplace', 'Support & Settings']) {
    await expect(sidebar.getByRole('heading', { name: heading })).toBeVisible()
  }
  const links: Array<[string, string]> = [
    ['Overview', '/dashboard/overview'],
    ['Wallets', '/dashboard/wallets'],
    ['Transactions', '/dashboard/transactions'],
    ['Payments', '/dashboard/payments'],
    ['Swap Crypto', '/dashboard/marketplace/swap'],
    ['Account Settings', '/dashboard/settings'],
    ['Support Tickets', '/dashboard/support'],
  ]
  for (const [name, href] of links) await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)

  await expect(sidebar.getByRole('link', { name: 'Stake Plans' })).toBeHidden()
  await sidebar.getByRole('button', { name: 'Stake' }).click()
  await sidebar.getByRole('link', { name: 'Stake Plans' }).click()
  await expect(page).toHaveURL(/\/dashboard\/marketplace\/stake\/plans$/)
  await expect(sidebar.getByRole('link', { name: 'Manage Stakes' })).toHaveAttribute('href', '/dashboard/marketplace/stake/manage')
  // Loaded on one of its own pages, the group stays collapsed until the user opens it.
  await page.reload()
  await expect(sidebar.getByRole('button', { name: 'Stake' })).toHaveAttribute('aria-expanded', 'false')
  await expect(sidebar.getByRole('link', { name: 'Stake Plans' })).toBeHidden()

  // The user menu: greeting, links, closed by Escape and by an outside click.
  await shell.userMenuButton().click()
  await expect(page.getByText('Hello, Casey Customer')).toBeVisible()
  for (const item of ['Wallets', 'Settings', 'Support Tickets', 'Logout']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await shell.userMenuButton().click()
  // Click outside once the menu has finished opening, as a user would: Radix listens for outside clicks only from the
  // task after the menu mounts, and a click 10 ms after it appeared was once not seen as outside.
  await expect(page.getByRole('menu')).toBeVisible()
  await page.getByRole('menu').evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)))
  await page.mouse.click(600, 500)
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(shell.userMenuButton()).toHaveText('C')

  // The notifications dropdown (a new account has none).
  await shell.notificationsButton().click()
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
  await expect(page.getByText('You have no notifications.')).toBeVisible()
})

test('on a narrow screen the sidebar opens from its button and closes after a link', async ({ page, startSignedInAs, shell }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startSignedInAs('customer')
  await expect(shell.sidebar().getByRole('link', { name: 'Wallets' })).not.toBeInViewport()
  await page.getByRole('button', { name: 'Open sidebar' }).click()
  await expect(shell.sidebar().getByRole('link', { name: 'Wallets' })).toBeInViewport()
  await shell.sidebar().getByRole('link', { name: 'Wallets' }).click()
  await expect(page).toHaveURL(/\/dashboard\/wallets$/)
  await expect(shell.sidebar().getByRole('link', { name: 'Wallets' })).not.toBeInViewport()
})
