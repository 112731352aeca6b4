/**
 * Screenshots of every tab of the staff customer profile (and its main dialogs) at desktop and phone widths, for a
 * look over the design. Signs in as a worker and opens the first customer they look after.
 * Usage: npx tsx e2e/support/take-staff-profile-screenshots.ts <base-url> <out-dir> <worker-email> <worker-password>
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium'

const [baseUrl = 'http://127.0.0.1:3100', outDir = '/tmp/screens', email = 'worker@demo.wallet', password = 'demo-worker-2026'] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch(CHROMIUM_LAUNCH)

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
const TABS = [
  ['general', 'User Information'],
  ['wallets', 'User Wallets & Balances'],
  ['transactions', 'Transaction History'],
  ['verification', 'Identity Verification'],
  ['payment-management', 'Payment Methods'],
  ['activity', 'Account Activity'],
] as const

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(500)
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage })
}

for (const [label, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/\/dashboard\/overview/)
  const owned = (await (await page.request.get('/api/worker/users')).json()) as { ownedUsers: Array<{ profile_user_id: string }> }
  const customerId = owned.ownedUsers[0]?.profile_user_id
  if (!customerId) throw new Error(`${email} looks after no customer`)

  for (const [tab, heading] of TABS) {
    await page.goto(`/dashboard/user-profile/${customerId}/${tab}`)
    await page.getByRole('heading', { name: heading }).first().waitFor()
    await shot(page, `staff-profile-${tab}-${label}`)
  }

  await page.goto(`/dashboard/user-profile/${customerId}/general`)
  await page.getByRole('button', { name: /^(Ban|Unban) User$/ }).click()
  await shot(page, `staff-profile-ban-dialog-${label}`, false)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click()
  await shot(page, `staff-profile-sign-out-dialog-${label}`, false)
  await page.keyboard.press('Escape')

  await page.goto(`/dashboard/user-profile/${customerId}/wallets`)
  await page.getByRole('button', { name: 'Add Tx for BTC' }).click()
  await shot(page, `staff-profile-add-tx-dialog-${label}`, false)
  await page.getByRole('button', { name: 'Add Transaction' }).click()
  await shot(page, `staff-profile-add-tx-errors-${label}`, false)
  await page.keyboard.press('Escape')

  await page.goto(`/dashboard/user-profile/${customerId}/transactions`)
  await page.getByRole('list', { name: 'Transactions' }).or(page.getByText('No transactions found')).first().waitFor()
  const row = page.getByRole('list', { name: 'Transactions' }).getByRole('button').first()
  if (await row.count()) {
    await row.click()
    await shot(page, `staff-profile-edit-tx-dialog-${label}`, false)
    await page.keyboard.press('Escape')
  }
  await context.close()
}
await browser.close()
console.log(`Screenshots in ${outDir}`)
