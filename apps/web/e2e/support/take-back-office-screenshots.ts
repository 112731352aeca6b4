/**
 * Screenshots of every worker, manager and admin screen at desktop and phone widths, for a look over the design.
 * Runs against an app started with the demo accounts (SEED_DEMO on an empty embedded database), and first gives the
 * screens something to show: a ticket of the demo customer, an announcement, a credit waiting for approval.
 * Usage: npx tsx e2e/support/take-back-office-screenshots.ts <base-url> <out-dir>
 * The copies in docs/screenshots/back-office/ were made this way and shrunk with `pngquant --quality=70-90`.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { CHROMIUM_LAUNCH } from './chromium'

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/back-office-screens'] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })

/** The demo accounts, staff with their published authenticator secrets (README). */
const DEMO: Record<string, { email: string; password: string; totpSecret?: string }> = {
  customer: { email: 'customer@demo.wallet', password: 'demo-customer-2026' },
  worker: { email: 'worker@demo.wallet', password: 'demo-worker-2026', totpSecret: 'DEMOWORKERAUTHENTICATORKEYAAAAAA' },
  manager: { email: 'manager@demo.wallet', password: 'demo-manager-2026', totpSecret: 'DEMOMANAGERAUTHENTICATORKEYAAAAA' },
  admin: { email: 'admin@demo.wallet', password: 'demo-admin-2026', totpSecret: 'DEMOADMINAUTHENTICATORKEYAAAAAAA' },
}
type Who = 'customer' | 'worker' | 'manager' | 'admin'

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

const browser: Browser = await chromium.launch(CHROMIUM_LAUNCH)

async function signedIn(who: Who, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(DEMO[who]!.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO[who]!.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const secret = DEMO[who]!.totpSecret
  if (secret) await passAuthenticator(page, secret)
  await page.waitForURL(/\/dashboard\/overview/)
  return page
}

/** Staff sign in with their authenticator's code; a code is used once, so a second sign-in within a period waits. */
async function passAuthenticator(page: Page, secret: string) {
  const totp = new TOTP({ secret, digits: 6, period: 30 })
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByPlaceholder('Enter 6-digit code').fill(totp.generate())
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/two-factor/verify-totp')
    await page.getByRole('button', { name: 'Verify Code' }).click()
    if ((await answer).ok()) return
    await page.waitForTimeout((30 - (Math.floor(Date.now() / 1000) % 30)) * 1000 + 200)
  }
  throw new Error('the authenticator code was refused three times')
}

/** A whole page, or (with a dialog open) the viewport the dialog covers. */
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => {})
  const dialogOpen = (await page.getByRole('dialog').count()) > 0
  if (!dialogOpen) await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(700)
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: !dialogOpen })
  console.log(`${name}.png`)
}

async function setUp() {
  const customer = await signedIn('customer', viewports.desktop)
  await customer.request.post('/api/tickets', {
    data: { subject: 'My deposit has not arrived', message: 'I sent 0.1 BTC two hours ago and it is not on my balance yet.', urgency: 'high' },
  })
  await customer.request.post('/api/tickets', {
    data: { subject: 'How do I change my email?', message: 'I would like to use another address.', urgency: 'low' },
  })
  // A send waits for staff: it fills the Work area's Transactions queue.
  await customer.request.post('/api/wallets/send', { data: { assetId: 'BTC', amount: '0.01', recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' } })
  // An authenticator app of the customer's own, whose reset the worker asks for below.
  const started = (await (await customer.request.post('/api/security/mfa/totp/start', { data: {} })).json()) as { totpURI: string }
  const secret = new URL(started.totpURI).searchParams.get('secret')!
  await customer.request.post('/api/security/mfa/totp/verify', { data: { code: new TOTP({ secret, digits: 6, period: 30 }).generate() } })
  await customer.context().close()

  const manager = await signedIn('manager', viewports.desktop)
  await manager.request.post('/api/manager/announcements', { data: { message: 'Team meeting at 15:00 today: we go over the new KYC checks.' } })
  await manager.request.post('/api/manager/announcements', { data: { message: 'Please answer high-urgency tickets first this week.' } })
  await manager.request.post('/api/manager/workers', { data: { fullName: 'Nia Newcomer', email: 'nia.newcomer@demo.wallet', password: 'first-password-1' } })
  await manager.context().close()

  const worker = await signedIn('worker', viewports.desktop)
  const users = (await (await worker.request.get('/api/worker/users')).json()) as { ownedUsers: Array<{ profile_user_id: string }> }
  const customerId = users.ownedUsers[0]?.profile_user_id
  if (customerId) {
    await worker.request.post(`/api/customers/${customerId}/transactions`, {
      data: { assetId: 'BTC', sentAt: new Date().toISOString(), amount: '0.5', status: 'Complete', senderAddress: 'bc1qexampleaddress0000000000000000000000' },
    })
  }
  if (customerId) {
    await worker.request.post(`/api/customers/${customerId}/second-factor/resets`, { data: { reason: 'Lost their phone; identity checked on a video call.' } })
  }
  await worker.context().close()
}

await setUp()

for (const [label, viewport] of Object.entries(viewports)) {
  const worker = await signedIn('worker', viewport)
  await worker.goto('/dashboard/worker/search-user')
  await shot(worker, `worker-search-user-${label}`)
  await worker.getByLabel('User Email').fill('customer@demo.wallet')
  await worker.getByRole('button', { name: 'Search' }).click()
  await worker.getByRole('region', { name: 'Found user' }).waitFor()
  await shot(worker, `worker-search-user-found-${label}`)
  await worker.getByRole('button', { name: 'Own User' }).click()
  await worker.getByText('Cannot claim user').waitFor()
  await shot(worker, `worker-search-user-conflict-${label}`)
  await worker.goto('/dashboard/worker/my-users')
  await shot(worker, `worker-my-users-${label}`)
  await worker.goto('/dashboard/worker/support-tickets')
  await worker.getByRole('list', { name: 'Assigned tickets' }).waitFor()
  await shot(worker, `worker-support-tickets-${label}`)
  await worker.getByRole('button', { name: /My deposit has not arrived/ }).click()
  const dialog = worker.getByRole('dialog')
  await dialog.getByRole('list', { name: 'Conversation' }).waitFor()
  await shot(worker, `worker-ticket-dialog-${label}`)
  if (label === 'desktop') {
    await dialog.getByLabel('Your reply').fill('Thank you, we are checking the deposit with the network now.')
    await dialog.getByLabel('Your reply').press('Enter')
    await dialog.getByRole('list', { name: 'Conversation' }).getByText('Thank you, we are checking').waitFor()
    await dialog.getByText('In Progress').first().waitFor()
    await dialog.getByLabel('Status').selectOption('resolved')
    await dialog.getByRole('button', { name: 'Save Status' }).click()
    await dialog.getByText('Saved!').waitFor()
    await shot(worker, `worker-ticket-saved-${label}`)
  }
  await worker.keyboard.press('Escape')
  await worker.goto('/dashboard/worker/stake')
  await shot(worker, `worker-stake-${label}`)
  await worker.goto('/dashboard/work')
  await worker.getByRole('heading', { level: 1, name: 'Work' }).waitFor()
  await shot(worker, `worker-work-waiting-${label}`)
  await worker.getByRole('tab', { name: /Transactions/ }).click()
  await shot(worker, `worker-work-transactions-${label}`)
  const owned = (await (await worker.request.get('/api/worker/users')).json()) as { ownedUsers: Array<{ profile_user_id: string }> }
  const profileId = owned.ownedUsers[0]?.profile_user_id
  if (profileId) {
    await worker.goto(`/dashboard/user-profile/${profileId}/wallets`)
    await worker.getByRole('button', { name: 'Debit USDT' }).click()
    await worker.getByRole('dialog').getByLabel('Reason *').fill('Duplicate deposit reversed')
    await shot(worker, `profile-debit-dialog-${label}`)
    await worker.keyboard.press('Escape')
    await worker.goto(`/dashboard/user-profile/${profileId}/tickets`)
    await worker.getByRole('heading', { name: 'Support Tickets' }).waitFor()
    await shot(worker, `profile-tickets-${label}`)
  }
  await worker.context().close()

  const manager = await signedIn('manager', viewport)
  await manager.goto('/dashboard/manager/my-workers')
  await manager.getByRole('table', { name: 'My workers' }).waitFor()
  await shot(manager, `manager-my-workers-${label}`)
  await manager.getByRole('button', { name: 'Reset password of nia.newcomer@demo.wallet' }).click()
  await shot(manager, `manager-reset-confirm-${label}`)
  await manager.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click()
  await manager.getByRole('dialog', { name: 'Temporary Password' }).waitFor()
  await shot(manager, `manager-reset-done-${label}`)
  await manager.keyboard.press('Escape')
  await manager.goto('/dashboard/manager/create-worker')
  await manager.getByRole('button', { name: 'Create Worker' }).click()
  await shot(manager, `manager-create-worker-errors-${label}`)
  await manager.goto('/dashboard/manager/actions')
  await shot(manager, `manager-actions-${label}`)
  await manager.goto('/dashboard/manager/all-users')
  await shot(manager, `manager-all-users-${label}`)
  await manager.goto('/dashboard/manager/tickets')
  await manager.getByRole('heading', { name: 'Team Support Tickets' }).waitFor()
  await shot(manager, `manager-tickets-${label}`)
  await manager.goto('/dashboard/manager/my-workers')
  await manager.getByRole('button', { name: 'Hand On Customers of worker@demo.wallet' }).click()
  await shot(manager, `manager-hand-on-${label}`)
  await manager.keyboard.press('Escape')
  await manager.goto('/dashboard/manager/all-users')
  await manager.getByRole('link', { name: 'Edit customer@demo.wallet' }).click()
  await manager.getByRole('region', { name: 'Account Manager' }).waitFor()
  await shot(manager, `profile-general-manager-${label}`)
  const reset = manager.getByRole('region', { name: 'Second factor' })
  await reset.scrollIntoViewIfNeeded()
  await reset.screenshot({ path: path.join(outDir, `profile-factor-reset-waiting-${label}.png`) })
  await reset.getByRole('button', { name: 'Approve reset' }).click()
  await shot(manager, `profile-factor-reset-approve-${label}`)
  await manager.keyboard.press('Escape')
  await manager.goto('/dashboard/work')
  await manager.getByRole('heading', { level: 1, name: 'Work' }).waitFor()
  await shot(manager, `manager-work-waiting-${label}`)
  await manager.getByRole('tab', { name: /Second-factor resets/ }).click()
  await manager.getByRole('table', { name: 'Second-factor resets' }).waitFor()
  await shot(manager, `manager-work-resets-${label}`)
  await manager.context().close()

  const admin = await signedIn('admin', viewport)
  await admin.goto('/dashboard/admin')
  await shot(admin, `admin-overview-${label}`)
  await admin.goto('/dashboard/admin/audit')
  await admin.getByTestId('audit-chain').waitFor()
  await shot(admin, `admin-audit-${label}`)
  await admin.goto('/dashboard/admin/staff')
  await admin.getByRole('table', { name: 'Staff accounts' }).waitFor()
  await shot(admin, `admin-staff-${label}`)
  await admin.getByRole('button', { name: 'Create Manager' }).click()
  await shot(admin, `admin-create-manager-${label}`)
  await admin.keyboard.press('Escape')
  await admin
    .getByRole('button', { name: /^Move / })
    .first()
    .click()
  await shot(admin, `admin-move-worker-${label}`)
  await admin.keyboard.press('Escape')
  await admin.goto('/dashboard/admin/approvals')
  await shot(admin, `admin-approvals-${label}`)
  await admin.goto('/dashboard/admin/customers')
  await shot(admin, `admin-customers-${label}`)
  await admin.goto('/dashboard/admin/tickets')
  await admin.getByRole('heading', { name: 'All Support Tickets' }).waitFor()
  await shot(admin, `admin-tickets-${label}`)
  await admin.goto('/dashboard/work')
  await admin.getByRole('tab', { name: /Approvals/ }).click()
  await shot(admin, `admin-work-approvals-${label}`)
  await admin.context().close()
}
await browser.close()
console.log(`Screenshots in ${outDir}`)
