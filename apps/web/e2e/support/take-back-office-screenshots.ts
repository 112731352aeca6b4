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
import { CHROMIUM_LAUNCH } from './chromium'

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/back-office-screens'] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })

const DEMO = {
  customer: { email: 'customer@demo.wallet', password: 'demo-customer-2026' },
  worker: { email: 'worker@demo.wallet', password: 'demo-worker-2026' },
  manager: { email: 'manager@demo.wallet', password: 'demo-manager-2026' },
  admin: { email: 'admin@demo.wallet', password: 'demo-admin-2026' },
} as const
type Who = keyof typeof DEMO

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

const browser: Browser = await chromium.launch(CHROMIUM_LAUNCH)

async function signedIn(who: Who, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(DEMO[who].email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO[who].password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/\/dashboard\/overview/)
  return page
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
  await admin.context().close()
}
await browser.close()
console.log(`Screenshots in ${outDir}`)
