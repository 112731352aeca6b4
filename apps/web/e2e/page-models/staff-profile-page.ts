import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import { type RoleAccount, roleSessionCookies } from '../fixtures/sessions'
import { APP_URL } from '../support/ports'
import { LoginPage } from './login-page'
import { DashboardShell } from './dashboard-shell'

export type ProfileTab = 'General' | 'Wallets' | 'Transactions' | 'Verification & Docs' | 'Payment Management' | 'Activity'

const TAB_PATHS: Record<ProfileTab, string> = {
  General: 'general',
  Wallets: 'wallets',
  Transactions: 'transactions',
  'Verification & Docs': 'verification',
  'Payment Management': 'payment-management',
  Activity: 'activity',
}

/**
 * The id of a customer, as the worker's Search User finds it (exact email). The page must be signed in as a worker.
 */
export async function customerIdOf(page: Page, email: string): Promise<string> {
  const answer = await page.request.post('/api/worker/search-user', { data: { emailToSearch: email }, headers: { origin: APP_URL } })
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as { user: { id: string } | null }
  if (!body.user) throw new Error(`No account ${email}`)
  return body.user.id
}

/** /dashboard/user-profile/{userId}: the staff view of one customer. */
export class StaffProfilePage {
  constructor(readonly page: Page) {}

  nav = () => this.page.getByRole('navigation', { name: 'User profile' })
  dialog = () => this.page.getByRole('dialog')
  walletRow = (asset: string) =>
    this.page
      .getByRole('table', { name: 'Wallets' })
      .locator('tbody tr')
      .filter({ has: this.page.getByText(asset, { exact: true }) })
  transactions = () => this.page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')
  approvals = () => this.page.getByRole('list', { name: 'Credits waiting for approval' }).getByRole('listitem')
  toggle = (name: string) => this.page.getByRole('switch', { name: new RegExp(`^${name}`) })

  async goto(customerId: string, tab: ProfileTab = 'General') {
    await this.page.goto(`/dashboard/user-profile/${customerId}/${TAB_PATHS[tab]}`)
    // A browser of its own loads the whole app first: on a loaded machine that can take longer than one expectation.
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('User Profile', { timeout: 30_000 })
    await expect(this.nav().getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page')
  }

  /** Moves to a tab through the side navigation, as staff do. */
  async open(tab: ProfileTab) {
    await this.nav().getByRole('link', { name: tab, exact: true }).click()
    await expect(this.page).toHaveURL(new RegExp(`/${TAB_PATHS[tab]}$`))
    await expect(this.nav().getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page')
  }
}

export interface SecondBrowser {
  context: BrowserContext
  page: Page
  login: LoginPage
  shell: DashboardShell
}

/**
 * A browser of its own for a customer who signs in through the login screen while staff work on their account (their
 * session is theirs to lose: staff ban them, reset their password).
 */
export async function customerBrowser(browser: Browser): Promise<SecondBrowser> {
  const context = await browser.newContext({ baseURL: APP_URL })
  const page = await context.newPage()
  return { context, page, login: new LoginPage(page), shell: new DashboardShell(page) }
}

/** A browser of its own for a second staff member, on the session the setup project made for that role. */
export async function staffBrowser(browser: Browser, outputDir: string, role: RoleAccount): Promise<SecondBrowser> {
  const second = await customerBrowser(browser)
  await second.context.addCookies(roleSessionCookies(outputDir, role))
  return second
}
