import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures/test'

const VERIFIER = path.resolve(import.meta.dirname, '../../../packages/por-verifier/cli.mjs')
const run = promisify(execFile)

test.describe.configure({ mode: 'serial' })

test.describe('proof of reserves', () => {
  test('an admin takes a snapshot and declares a reserve; the public page shows the root and the ratio, no sign-in needed', async ({
    page,
    browser,
    addSessionOf,
  }) => {
    await addSessionOf('admin')
    await page.goto('/dashboard/admin/reserves')
    await page.getByRole('button', { name: 'Take snapshot now' }).click()
    await expect(page.getByText(/^Snapshot taken: root [0-9a-f]{16}…$/)).toBeVisible()
    await page.getByLabel('Declared reserve').fill('abc')
    await page.getByRole('button', { name: 'Declare' }).click()
    await expect(page.getByText('Please enter a valid reserve amount.')).toBeVisible()
    await page.getByLabel('Asset').selectOption('DOGE')
    await page.getByLabel('Declared reserve').fill('0')
    await page.getByRole('button', { name: 'Declare' }).click()
    await expect(page.getByText('Please enter a valid reserve amount.')).toBeVisible()
    await page.getByLabel('Asset').selectOption('BTC')
    await page.getByLabel('Declared reserve').fill('0.0001')
    await page.getByRole('button', { name: 'Declare' }).click()
    await expect(page.getByTestId('reserves-BTC')).toContainText('Declared, not verified')

    const visitor = await browser.newPage()
    await visitor.goto('/proof-of-reserves')
    await expect(visitor.getByRole('heading', { name: 'Proof of reserves' })).toBeVisible()
    const latest = await (await visitor.request.get('/api/proof-of-reserves/latest')).json()
    await expect(visitor.getByTestId('published-root')).toHaveText(latest.root)
    // Far less BTC declared than customers hold: the ratio is shown under 1, never hidden.
    await expect(visitor.getByTestId('reserves-BTC')).toContainText('(under 1: reserves short of liabilities)')
    await expect(visitor.getByTestId('reserves-BTC')).toContainText('0.0001')
    await visitor.close()

    // A visitor whose browser speaks Spanish or Arabic reads the page in that language, signed out too.
    const readers = [
      { locale: 'es-ES', heading: 'Prueba de reservas', source: 'Declarado, no verificado', dir: 'ltr' },
      { locale: 'ar', heading: 'إثبات الاحتياطيات', source: 'مُعلَن، غير مُتحقَّق منه', dir: 'rtl' },
    ]
    for (const { locale, heading, source, dir } of readers) {
      const reader = await browser.newPage({ locale })
      await reader.goto('/proof-of-reserves')
      await expect(reader.getByRole('heading', { name: heading })).toBeVisible()
      await expect(reader.locator('html')).toHaveAttribute('dir', dir)
      await expect(reader.getByTestId('reserves-BTC')).toContainText(source)
      await expect(reader.getByTestId('published-root')).toHaveText(latest.root)
      await reader.close()
    }
  })

  test('the customer verifies their balance in the browser, and the standalone verifier accepts the downloaded proof', async ({
    page,
    addSessionOf,
    baseURL,
  }) => {
    await addSessionOf('reservesCustomer')
    await page.goto('/dashboard/wallets')
    await page.getByRole('link', { name: 'Verify my balance' }).click()
    await expect(page.getByTestId('proof-verdict')).toHaveText(/^Verified in your browser in [\d.]+ ms:$/)
    const ms = Number((await page.getByTestId('proof-verdict').textContent())!.match(/([\d.]+) ms/)![1])
    expect(ms).toBeLessThanOrEqual(50)
    await expect(page.getByTestId('proof-balances')).toContainText('BTC 0.25')
    expect(await page.getByTestId('proof-step').count()).toBeGreaterThan(0)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download proof (JSON)' }).click()
    const file = await (await download).path()
    const checked = await run(process.execPath, [VERIFIER, file, '--published', `${baseURL}/api/proof-of-reserves/latest`, '--expect', 'BTC=0.25'])
    expect(checked.stdout).toContain('OK: account')
    expect(checked.stdout).toContain('signed statement holds')
    const refused = await run(process.execPath, [VERIFIER, file, '--published', `${baseURL}/api/proof-of-reserves/latest`, '--expect', 'BTC=0.3']).catch(
      (err: { code: number }) => err,
    )
    expect(refused).toMatchObject({ code: 1 })

    // The compact form, the main download: under 4 KB, and the standalone verifier accepts it as it is.
    const compactDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download proof', exact: true }).click()
    const compact = await (await compactDownload).path()
    expect(statSync(compact).size).toBeLessThanOrEqual(4096)
    const compactChecked = await run(process.execPath, [VERIFIER, compact, '--published', `${baseURL}/api/proof-of-reserves/latest`, '--expect', 'BTC=0.25'])
    expect(compactChecked.stdout).toContain('OK: account')
  })
})
