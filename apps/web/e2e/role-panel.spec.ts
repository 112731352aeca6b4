import { expect, test } from './fixtures/test'

const PANELS = [
  { user: 'worker', heading: 'Worker Panel', landing: /\/dashboard\/worker\/search-user$/ },
  { user: 'manager', heading: 'Manager Panel', landing: /\/dashboard\/manager\/my-workers$/ },
  { user: 'admin', heading: 'Admin Panel', landing: /\/dashboard\/admin$/ },
] as const

test('a customer sees no role panel and cannot open staff areas', async ({ page, startSignedInAs, shell }) => {
  await startSignedInAs('customer')
  await expect(shell.sidebar().getByTestId('role-panel')).toHaveCount(0)
  for (const heading of ['Worker Panel', 'Manager Panel', 'Admin Panel']) await expect(page.getByText(heading)).toHaveCount(0)
  await page.goto('/dashboard/worker')
  await shell.expectOverview()
  // A staff profile's address says why it does not open, and leads back to the dashboard.
  await page.goto('/dashboard/user-profile/some-user/general')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('Access Denied: Your role cannot view user profiles.')
  await page.getByRole('button', { name: 'Return to Dashboard' }).click()
  await shell.expectOverview()
})

for (const panel of PANELS) {
  test(`${panel.user}: the '${panel.heading}' panel links to its dashboard`, async ({ page, startSignedInAs, shell }) => {
    await startSignedInAs(panel.user)
    const rolePanel = shell.sidebar().getByTestId('role-panel')
    await expect(rolePanel.getByRole('heading')).toHaveText(panel.heading)
    await expect(rolePanel.getByRole('link')).toHaveCount(1)
    await rolePanel.getByRole('link').click()
    await expect(page).toHaveURL(panel.landing)
  })
}

test('worker pages: index redirect, the stake tab text, a profile without user id, and unknown addresses', async ({ page, addSessionOf, shell }) => {
  await addSessionOf('worker')
  await page.goto('/dashboard/worker/stake')
  await expect(page.getByText('Content for managing staking activities will go here.')).toBeVisible()
  await page.goto('/dashboard/user-profile')
  await expect(page).toHaveURL(/\/dashboard\/worker\/my-users$/)
  await page.goto('/dashboard/user-profile/some-user')
  await expect(page).toHaveURL(/\/dashboard\/user-profile\/some-user\/general$/)
  // Each area matches the addresses under it itself: one it does not know leads to the overview.
  await page.goto('/dashboard/worker/no-such-tab')
  await shell.expectOverview()
})

test("an address the admin area does not know leads to the admin's dashboard", async ({ page, addSessionOf }) => {
  await addSessionOf('admin')
  await page.goto('/dashboard/admin/no-such-screen')
  await expect(page).toHaveURL(/\/dashboard\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
})
