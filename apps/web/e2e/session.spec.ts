import { expect, test, users } from './fixtures/test'

test('closing the tab for more than 3 seconds signs the user out', async ({ context, page, signInAs, shell }) => {
  // The pages' clock is Playwright's: it runs as real time does until the test moves it on.
  await context.clock.install()
  await signInAs('closingTab')

  // A reload within 3 seconds keeps the session.
  await page.reload()
  await shell.expectOverview()

  await page.close()
  // The tab stays closed for 3.5 seconds of the pages' time, without the test waiting for them.
  await context.clock.fastForward(3_500)
  const reopened = await context.newPage()
  await reopened.goto('/dashboard/overview')
  await expect(reopened).toHaveURL(/\/login$/)
  const session = await (await reopened.request.get('/api/session')).json()
  expect(session.user).toBeNull()
  expect(await reopened.evaluate(() => localStorage.getItem('wallet.closedAt'))).toBeNull()
})

test('the protected group sends visitors to /login', async ({ page }) => {
  await page.goto('/dashboard/settings')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})

test('Logout goes to /login, and the next sign-in lands on the overview, not the page signed out from', async ({ page, signInAs, shell, loginPage }) => {
  await signInAs('closingTab')
  await page.goto('/dashboard/wallets')
  await expect(shell.pageTitle()).toHaveText('Wallets')

  await shell.logout()
  const session = await (await page.request.get('/api/session')).json()
  expect(session.user).toBeNull()

  await loginPage.signIn(users.closingTab.email, users.closingTab.password)
  await shell.expectOverview()
})
