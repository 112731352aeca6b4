/**
 * Screenshots of the main screens at desktop and phone widths, for a look over the design.
 * Usage: npx tsx e2e/support/take-screenshots.ts <base-url> <out-dir> [email password]
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium'

const [baseUrl = 'http://127.0.0.1:3100', outDir = '/tmp/screens', email, password] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch(CHROMIUM_LAUNCH)

const widths = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } }

async function shot(page: Page, name: string) {
  await page.waitForTimeout(600)
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true })
}

for (const [label, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByRole('heading', { name: 'Login to Your Wallet' }).waitFor()
  await shot(page, `login-${label}`)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await shot(page, `login-errors-${label}`)
  await page.goto('/register')
  await page.getByRole('heading', { name: 'Create Your Wallet Account' }).waitFor()
  await shot(page, `register-${label}`)
  await page.goto('/no-such-page')
  await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor()
  await shot(page, `not-found-${label}`)
  if (email && password) {
    await page.goto('/login')
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(/\/dashboard\/overview/)
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    await shot(page, `shell-${label}`)
    if (label === 'phone') {
      await page.getByRole('button', { name: 'Open sidebar' }).click()
      await shot(page, `shell-sidebar-open-${label}`)
      await page.keyboard.press('Escape')
    }
    await page.getByRole('button', { name: 'Open user menu' }).click()
    await shot(page, `shell-user-menu-${label}`)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await shot(page, `shell-notifications-${label}`)
  }
  await context.close()
}
await browser.close()
console.log(`Screenshots in ${outDir}`)
