import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures/test'
import { users, type SeededUserName } from './fixtures/users'
import { LoginPage } from './page-models/login-page'
import { codeIn, mailbox } from './support/mailbox'

/**
 * Every screen and every dialog or menu of a role, at a desktop and a phone size: no axe finding of serious or
 * critical impact, no page wider than the window, no console error. A keyboard test per dialog and menu: opened
 * with the keyboard from its button, Tab stays inside (a modal), Escape closes it and the focus is back on the button.
 * A staff screen is one more row of SCREENS.
 */

// Every test only looks: they may run at once, spread over the workers instead of one after another in one.
test.describe.configure({ mode: 'parallel' })

interface Popup {
  name: string
  /** Run on the screen before the opener is used (e.g. an amount the dialog needs). */
  prepare?: (page: Page) => Promise<void>
  opener: (page: Page) => Locator
  /** The popup once open. */
  popup: (page: Page) => Locator
  /** A modal keeps Tab inside; a menu or popover may let it leave (and closes). */
  trapsFocus: boolean
}

interface Screen {
  name: string
  /** Whose session the screen is seen in; none for a signed-out screen. */
  account: SeededUserName | null
  /** Where the screen is; a function when it depends on data (a customer's id). */
  path: string | ((page: Page) => Promise<string>)
  /** A screen reached by steps rather than an address (a sign-in half done): taken once, the other sizes only resize. */
  arrive?: (page: Page) => Promise<void>
  heading: string
  /** Shown once the screen has its data (so that axe looks at the loaded screen, not its placeholders). */
  ready?: (page: Page) => Locator
  /** Run after navigating: e.g. a tab to open. */
  prepare?: (page: Page) => Promise<void>
  popups?: Popup[]
}

const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name })
const button =
  (name: string | RegExp, exact = true) =>
  (page: Page) =>
    page.getByRole('button', { name, exact })
const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

const settingsTab = (tab: string, popups?: Popup[]): Screen => ({
  name: `settings: ${tab}`,
  account: 'screensCustomer',
  path: '/dashboard/settings',
  heading: 'Account Settings',
  prepare: openTab(tab),
  popups,
})

const SCREENS: Screen[] = [
  {
    name: 'overview',
    account: 'screensCustomer',
    path: '/dashboard/overview',
    heading: 'Overview',
    ready: (page) => page.getByRole('list', { name: 'Recent transactions' }),
    popups: [
      { name: 'user menu', opener: button('Open user menu'), popup: (page) => page.getByRole('menu'), trapsFocus: true },
      {
        name: 'notifications',
        opener: button(/^Notifications/, false),
        // Found by its heading: its accessible name is axe's to check.
        popup: (page) => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notifications' }) }),
        trapsFocus: false,
      },
      { name: 'KYC information', opener: button('Learn More'), popup: dialog('About KYC Verification'), trapsFocus: true },
      { name: 'KYC verification', opener: button('Verify Now'), popup: dialog('KYC Verification'), trapsFocus: true },
    ],
  },
  {
    name: 'wallets',
    account: 'screensCustomer',
    path: '/dashboard/wallets',
    heading: 'Wallets',
    ready: (page) => page.getByRole('button', { name: 'Send BTC' }),
    popups: [
      { name: 'send', opener: button('Send BTC'), popup: dialog('Send Bitcoin'), trapsFocus: true },
      { name: 'receive', opener: button('Receive BTC'), popup: dialog('Receive Bitcoin'), trapsFocus: true },
    ],
  },
  {
    name: 'transactions',
    account: 'screensCustomer',
    path: '/dashboard/transactions',
    heading: 'Transactions',
    ready: (page) => page.getByRole('list', { name: 'Transactions' }).getByRole('button').first(),
    popups: [
      {
        name: 'transaction details',
        opener: (page) => page.getByRole('list', { name: 'Transactions' }).getByRole('button').first(),
        popup: dialog('Transaction Details'),
        trapsFocus: true,
      },
    ],
  },
  {
    name: 'payments',
    account: 'screensCustomer',
    path: '/dashboard/payments',
    heading: 'Payments',
    ready: (page) => page.getByRole('form', { name: 'Withdrawal' }),
  },
  {
    name: 'swap',
    account: 'screensCustomer',
    path: '/dashboard/marketplace/swap',
    heading: 'Swap Crypto',
    ready: (page) => page.getByText(/^1 BTC = [\d.]+ ETH$/),
    popups: [
      {
        name: 'confirm swap',
        prepare: (page) => page.getByLabel('You pay').fill('0.1'),
        opener: button('Swap'),
        popup: dialog('Confirm Swap'),
        trapsFocus: true,
      },
    ],
  },
  {
    name: 'stake plans',
    account: 'screensCustomer',
    path: '/dashboard/marketplace/stake/plans',
    heading: 'Stake Plans',
    ready: (page) => page.getByRole('group', { name: 'Bitcoin staking' }).getByRole('button', { name: 'Stake' }),
    popups: [
      {
        name: 'stake',
        opener: (page) => page.getByRole('group', { name: 'Bitcoin staking' }).getByRole('button', { name: 'Stake' }),
        popup: dialog('Stake Bitcoin'),
        trapsFocus: true,
      },
    ],
  },
  { name: 'manage stakes', account: 'screensCustomer', path: '/dashboard/marketplace/stake/manage', heading: 'Manage Stakes' },
  {
    name: 'support',
    account: 'screensCustomer',
    path: '/dashboard/support',
    heading: 'Support Tickets',
    popups: [{ name: 'create ticket', opener: button('Create Ticket'), popup: dialog('Create Support Ticket'), trapsFocus: true }],
  },
  settingsTab('General'),
  settingsTab('Notifications'),
  settingsTab('Verification', [{ name: 'verification', opener: button('Start Verification'), popup: dialog('KYC Verification'), trapsFocus: true }]),
  settingsTab('Payment Methods', [{ name: 'add payment method', opener: button('Add Payment Method'), popup: dialog('Add Payment Method'), trapsFocus: true }]),
  settingsTab('Security'),
  ...staffScreens(),
  ...signedOutScreens(),
]

/** The pages before sign-in, and the steps of a sign-in that asks for more. */
function signedOutScreens(): Screen[] {
  const signedOut = (name: string, path: string, heading: string, arrive?: Screen['arrive']): Screen => ({ name, account: null, path, heading, arrive })
  return [
    signedOut('login', '/login', 'Login to Your Wallet'),
    signedOut('register', '/register', 'Create Your Wallet Account'),
    signedOut('404', '/no-such-page', 'Oops! Page Not Found'),
    signedOut('update-password', '/update-password?token=screens', 'Update Password'),
    signedOut('verify-mfa', '/verify-mfa', 'Two-Factor Authentication', async (page) => {
      const login = new LoginPage(page)
      await login.goto()
      expect(await login.signIn(users.totp.email, users.totp.password)).toBe('second-factor')
    }),
    signedOut('setup-authenticator', '/setup-authenticator', 'Set Up Your Authenticator', async (page) => {
      const user = users.screensEnrollingAdmin
      const login = new LoginPage(page)
      await login.goto()
      const before = await mailbox.count(user.email)
      expect(await login.signIn(user.email, user.password)).toBe('second-factor')
      await login.code().fill(codeIn(await mailbox.waitFor(user.email, /\b\d{6}\b/, before)))
      await page.getByRole('button', { name: 'Verify Email OTP' }).click()
      await expect(page).toHaveURL(/\/setup-authenticator$/)
    }),
  ]
}

/** The back office: the worker's, manager's and admin's tabs, and the staff profile of a customer of the worker. */
function staffScreens(): Screen[] {
  const tabs = (account: SeededUserName, heading: string, paths: string[]): Screen[] =>
    paths.map((path) => ({ name: `${account}: ${path.split('/').pop()}`, account, path, heading }))
  const profileOf = (email: string) => async (page: Page) => {
    const answer = await page.request.get(`/api/worker/users?page=1&search=${encodeURIComponent(email)}`)
    expect(answer.status()).toBe(200)
    const { ownedUsers } = (await answer.json()) as { ownedUsers: Array<{ profile_user_id: string; user_email: string }> }
    const customer = ownedUsers.find((user) => user.user_email === email)
    if (!customer) throw new Error(`${email} is not among the worker's users`)
    return `/dashboard/user-profile/${customer.profile_user_id}`
  }
  const profileTab = (tab: string, popups?: Popup[]): Screen => ({
    name: `staff profile: ${tab}`,
    account: 'worker',
    path: async (page) => `${await profileOf('profile@e2e.test')(page)}/${tab}`,
    heading: 'User Profile',
    ready: (page) => page.getByText('profile@e2e.test').first(),
    popups,
  })
  return [
    ...tabs('worker', 'Worker Dashboard', [
      '/dashboard/worker/search-user',
      '/dashboard/worker/my-users',
      '/dashboard/worker/support-tickets',
      '/dashboard/worker/stake',
    ]),
    profileTab('general', [
      { name: 'ban', opener: button('Ban User'), popup: dialog('Ban User'), trapsFocus: true },
      { name: 'sign out everywhere', opener: button('Sign Out Everywhere'), popup: dialog('Sign Out Everywhere'), trapsFocus: true },
    ]),
    profileTab('wallets', [
      { name: 'update address', opener: button('Update Address for BTC'), popup: dialog(/Update Bitcoin Address/), trapsFocus: true },
      { name: 'add transaction', opener: button('Add Tx for BTC'), popup: (page) => page.getByRole('dialog'), trapsFocus: true },
    ]),
    profileTab('transactions'),
    profileTab('verification'),
    profileTab('payment-management'),
    profileTab('activity'),
    ...tabs('manager', 'Manager Dashboard', [
      '/dashboard/manager/create-worker',
      '/dashboard/manager/my-workers',
      '/dashboard/manager/actions',
      '/dashboard/manager/all-users',
    ]),
    ...tabs('admin', 'Admin Dashboard', [
      '/dashboard/admin',
      '/dashboard/admin/audit',
      '/dashboard/admin/staff',
      '/dashboard/admin/approvals',
      '/dashboard/admin/customers',
    ]),
  ]
}

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const

async function gotoScreen(page: Page, screen: Screen, arrived = false) {
  if (screen.arrive) {
    if (!arrived) await screen.arrive(page)
  } else {
    await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page))
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading)
  if (screen.ready) await expect(screen.ready(page)).toBeVisible()
  await screen.prepare?.(page)
}

/**
 * The serious and critical axe findings on the page as it is, one line each. axe runs in the page itself (legacy mode)
 * and reports only violations: the default opens a blank page for every check to merge its frames' results, which made
 * a check take about 2.4 s instead of 0.8 s with the same findings; the app has no frames from another origin, the one
 * thing legacy mode leaves out.
 */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** With SCREENSHOT_DIR set, a full-page screenshot of each state checked, for a look over the layouts. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

const fileName = (where: string) =>
  `${where
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.png`

const overflow = (page: Page) => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))

async function checkState(page: Page, where: string, consoleErrors: string[]) {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${fileName(where)}`, fullPage: true, animations: 'disabled' })
  expect.soft(await axeFindings(page), `axe findings on ${where}`).toEqual([])
  expect.soft(await overflow(page), `pixels wider than the window on ${where}`).toBe(0)
  expect.soft(consoleErrors.splice(0), `console errors on ${where}`).toEqual([])
}

// One test per screen, at both sizes: short tests that the workers share evenly, each well inside its time limit.
for (const screen of SCREENS) {
  test(`${screen.name}: the screen and its dialogs at every size`, async ({ page, addSessionOf }) => {
    const consoleErrors: string[] = []
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    if (screen.account) await addSessionOf(screen.account)

    for (const [index, viewport] of VIEWPORTS.entries()) {
      await page.setViewportSize(viewport)
      await gotoScreen(page, screen, index > 0)
      await checkState(page, `${screen.name} (${viewport.label})`, consoleErrors)
      for (const popup of screen.popups ?? []) {
        await popup.prepare?.(page)
        await popup.opener(page).click()
        await expect(popup.popup(page)).toBeVisible()
        await checkState(page, `${screen.name} → ${popup.name} (${viewport.label})`, consoleErrors)
        await page.keyboard.press('Escape')
        await expect(popup.popup(page)).toBeHidden()
      }
    }
  })
}

test.describe('dialogs and menus with the keyboard', () => {
  for (const screen of SCREENS) {
    for (const popup of screen.popups ?? []) {
      test(`${screen.name} → ${popup.name}`, async ({ page, addSessionOf }) => {
        if (screen.account) await addSessionOf(screen.account)
        await gotoScreen(page, screen)
        await popup.prepare?.(page)
        const opener = popup.opener(page)
        await opener.focus()
        await page.keyboard.press('Enter')
        const open = popup.popup(page)
        await expect(open).toBeVisible()
        await expect.poll(() => open.evaluate((element) => element.contains(document.activeElement))).toBe(true)

        if (popup.trapsFocus) {
          const stops = await open.evaluate(
            (element) => element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]').length,
          )
          // Once round and further: the focus wraps inside.
          for (let press = 0; press <= stops; press++) {
            await page.keyboard.press('Tab')
            expect(await open.evaluate((element) => element.contains(document.activeElement)), `focus after ${press + 1} Tab`).toBe(true)
          }
        }

        await page.keyboard.press('Escape')
        await expect(open).toBeHidden()
        await expect(opener).toBeFocused()
      })
    }
  }
})

test('the sidebar drawer of a phone with the keyboard', async ({ page, startSignedInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startSignedInAs('screensCustomer')
  const opener = page.getByRole('button', { name: 'Open sidebar' })
  const drawer = page.locator('#dashboard-sidebar')
  const focusInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement))

  // Closed, its links are out of the tab order: Tab from the menu button goes on in the top bar.
  await opener.focus()
  await page.keyboard.press('Tab')
  expect(await focusInDrawer()).toBe(false)

  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Close sidebar' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(opener).toHaveAttribute('aria-expanded', 'false')
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Close sidebar' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(opener).toBeFocused()
})
