/**
 * Ethereum deposits end to end: an app of its own (the shared one runs without a chain) started against a real anvil,
 * its demo customer, an ETH transfer on the chain, and the Wallets page counting the confirmations live until the credit.
 */
import { expect, test } from '@playwright/test'
import { formatAsset, money } from '@wallet/shared/amounts'
import type { Anvil } from '../../server/test/anvil.ts'
import { LoginPage } from './page-models/login-page'
import { WalletsPage } from './page-models/money-pages'
import { startAppWithChain, type AppWithChain } from './support/app-with-chain'

const CONFIRMATIONS = 3

let app: AppWithChain
let anvil: Anvil
let appUrl: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  app = await startAppWithChain({ confirmations: CONFIRMATIONS, jobs: true })
  ;({ anvil, appUrl } = app)
})

test.afterAll(async () => {
  await app?.stop()
})

test('the demo customer sees their Ethereum address with its QR code, and an ETH deposit counted live to its credit', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: appUrl })
  const page = await context.newPage()
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn('customer@demo.wallet', 'demo-customer-2026')
  await expect(page).toHaveURL(/\/dashboard/)

  const wallets = new WalletsPage(page)
  await wallets.goto()
  await page.getByRole('button', { name: 'Receive ETH' }).click()
  const dialog = wallets.dialog()
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  await expect(dialog.getByText('ETH, USDT and BNB all arrive here')).toBeVisible()
  const address = (await dialog.locator('code').innerText()).trim() as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.keyboard.press('Escape')
  await expect(page.getByText('No deposits yet.')).toBeVisible()

  const balanceBefore = (await wallets.row('ETH').innerText()).match(/[\d,]+\.\d{8}/)![0].replaceAll(',', '')
  await anvil.sendEth(address, 500_000_000_000_000_000n) // 0.5 ETH in wei
  const deposit = page.getByTestId('chain-deposit')
  await expect(deposit).toContainText(`Pending · 1 of ${CONFIRMATIONS} confirmations`)
  await expect(deposit).toContainText('+0.50000000 ETH')
  await anvil.mine(1)
  await expect(deposit).toContainText(`Pending · 2 of ${CONFIRMATIONS} confirmations`)
  await anvil.mine(1)
  await expect(deposit).toContainText('Credited')
  await expect(wallets.row('ETH')).toContainText(formatAsset(money(balanceBefore).plus('0.5')))
  await context.close()
})
