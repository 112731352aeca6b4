import { test as setup } from '@playwright/test'
import { DashboardShell } from './page-models/dashboard-shell'
import { LoginPage } from './page-models/login-page'
import { ROLE_ACCOUNTS, sessionFile } from './fixtures/sessions'
import { users } from './fixtures/users'

/**
 * Signs each role account in once, through the login screen, before the browser tests start, and saves the browser
 * state for the tests that only need to be signed in (fixtures/test.ts: startSignedInAs). No test may sign these
 * sessions out: a test of signing out signs in by itself.
 */
setup.describe.configure({ mode: 'parallel' })

for (const role of ROLE_ACCOUNTS) {
  setup(`sign in as the ${role}`, async ({ page }, testInfo) => {
    const user = users[role]
    const loginPage = new LoginPage(page)
    await loginPage.goto()
    await loginPage.signInAccount(user)
    await new DashboardShell(page).expectOverview()
    await page.context().storageState({ path: sessionFile(testInfo.project.outputDir, role) })
  })
}
