import type { Browser, Page, TestInfo } from '@playwright/test'
import { isRoleAccount, roleSessionCookies } from '../fixtures/sessions'
import { users } from '../fixtures/users'
import { DashboardShell } from '../page-models/dashboard-shell'
import { LoginPage } from '../page-models/login-page'

/**
 * A second browser, for a test in which two people act at once (a manager and a worker, a customer and support):
 * a role account starts with the session the setup project made, any other account signs in through the screen.
 * The caller closes its context.
 */
export async function openSignedIn(
  browser: Browser,
  testInfo: TestInfo,
  who: keyof typeof users | { email: string; password: string; totpSecret?: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const page = await context.newPage()
  if (typeof who === 'string' && isRoleAccount(who)) {
    await context.addCookies(roleSessionCookies(testInfo.project.outputDir, who))
    await page.goto('/dashboard/overview')
  } else {
    const login = new LoginPage(page)
    await login.goto()
    await login.signInAccount(typeof who === 'string' ? users[who] : who)
  }
  await new DashboardShell(page).expectOverview()
  return page
}
