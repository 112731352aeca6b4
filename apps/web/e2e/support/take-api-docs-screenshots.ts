/**
 * Screenshots of the API reference page (/api/docs) at desktop and phone widths: the list of areas, and one operation
 * opened. Runs against any app that serves the page publicly (outside production, or with API_DOCS_PUBLIC=true).
 * Usage: npx tsx e2e/support/take-api-docs-screenshots.ts <base-url> <out-dir>
 * The copies in docs/screenshots/operations/ were made this way and shrunk with `pngquant --quality=70-90`.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium'

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/api-docs-screens'] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
const browser = await chromium.launch(CHROMIUM_LAUNCH)
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport, baseURL: baseUrl })
  await page.goto('/api/docs')
  await page.locator('.opblock-tag-section').first().waitFor()
  await page.screenshot({ path: path.join(outDir, `api-docs-${name}.png`), fullPage: true })
  await page
    .locator('.opblock-tag', { hasText: /^swaps/ })
    .first()
    .click()
  await page.locator('.opblock-summary-path', { hasText: '/api/swaps/quote' }).click()
  await page.locator('.opblock.is-open .responses-table').first().waitFor()
  await page.locator('.opblock.is-open').first().scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
  await page.screenshot({ path: path.join(outDir, `api-docs-operation-${name}.png`) })
  console.log(`api-docs-${name}.png, api-docs-operation-${name}.png`)
  await page.close()
}
await browser.close()
