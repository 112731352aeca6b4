/**
 * Ethereum deposits end to end: an app of its own (the shared one runs without a chain) started against a real anvil,
 * its demo customer, an ETH transfer on the chain, and the Wallets page counting the confirmations live until the credit.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { formatAsset, money } from '@wallet/shared/amounts'
import { freePort, startAnvil, type Anvil } from '../../server/test/anvil.ts'
import { serverNodeArgs } from '../../server/scripts/start-command.mjs'
import { LoginPage } from './page-models/login-page'
import { WalletsPage } from './page-models/money-pages'

const CONFIRMATIONS = 3
const repoRoot = path.resolve(import.meta.dirname, '../../..')

let anvil: Anvil
let server: ChildProcess
let appUrl: string
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  anvil = await startAnvil()
  const usdt = await anvil.deployToken('USDT', 6)
  const bnb = await anvil.deployToken('BNB', 18)
  const port = await freePort()
  appUrl = `http://127.0.0.1:${port}`
  dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-e2e-chain-'))
  server = spawn(process.execPath, serverNodeArgs(), {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: appUrl,
      SMTP_URL: '',
      SEED_DEMO: 'true',
      JOBS_ENABLED: 'true',
      LOG_LEVEL: 'warn',
      ETHEREUM_RPC_URL: anvil.rpcUrl,
      ETHEREUM_XPUB: anvil.xpub,
      ETHEREUM_CHAIN_ID: String(anvil.chainId),
      ETHEREUM_TOKEN_USDT: usdt,
      ETHEREUM_TOKEN_BNB: bnb,
      ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS),
    },
  })
  for (let waited = 0; ; waited += 250) {
    if (
      await fetch(`${appUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (waited > 120_000 || server.exitCode !== null) throw new Error('the app with a chain did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await anvil?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
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
