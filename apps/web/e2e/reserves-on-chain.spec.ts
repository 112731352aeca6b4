/**
 * Proof of reserves on a real chain, end to end: an admin takes a snapshot and exports its ownership request, the real
 * offline signer signs it with the test mnemonic, the admin uploads the proof, and the public page shows the verified
 * balances at the snapshot's block, the signed message and each address, to a visitor who is not signed in.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { ReservesPage } from '@wallet/shared/money/reserves-on-chain'
import { TEST_MNEMONIC } from '../../server/test/anvil.ts'
import { parseAccountXpub } from '../../server/src/money/chain/derivation.ts'
import { LoginPage } from './page-models/login-page'
import { startAppWithChain, type AppWithChain } from './support/app-with-chain'

const CONFIRMATIONS = 2
const SIGNER_ROOT = path.resolve(import.meta.dirname, '../../../packages/signer')
const ADMIN = { email: 'admin@demo.wallet', password: 'demo-admin-2026', totpSecret: 'DEMOADMINAUTHENTICATORKEYAAAAAAA' }
const ETHER = 10n ** 18n

let app: AppWithChain
const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-e2e-reserves-'))

test.beforeAll(async () => {
  test.setTimeout(180_000)
  app = await startAppWithChain({ confirmations: CONFIRMATIONS, jobs: false })
})

test.afterAll(async () => {
  await app?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

test('an admin proves control of the addresses; the public page shows the verified reserves at the snapshot block', async ({ browser }) => {
  const { anvil, appUrl } = app
  // The operator's first deposit address (m/44'/60'/0'/0/0) and its treasury (…/1/0).
  const account = parseAccountXpub(anvil.xpub)
  const DEPOSIT_0 = account.deriveAddress(0, 0)
  const TREASURY = account.deriveAddress(1, 0)
  await anvil.sendEth(DEPOSIT_0, 2n * ETHER)
  await anvil.testClient.setBalance({ address: TREASURY, value: ETHER / 2n })
  await anvil.mine(CONFIRMATIONS)

  const context = await browser.newContext({ baseURL: appUrl })
  const page = await context.newPage()
  const login = new LoginPage(page)
  await login.goto()
  await login.signInAccount(ADMIN)
  await page.goto('/dashboard/admin/reserves')
  await page.getByRole('button', { name: 'Take snapshot now' }).click()
  await expect(page.getByText(/^Snapshot taken: root [0-9a-f]{16}…$/)).toBeVisible()

  const exported = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export ownership request' }).click()
  const request = path.join(scratch, 'request.json')
  await (await exported).saveAs(request)
  await expect(page.getByTestId('ownership-request')).toContainText('addresses')

  // The offline machine: `npm run signer -- sign-message`, its own process, the key in a file of its own.
  const key = path.join(scratch, 'key.txt')
  const proof = path.join(scratch, 'proof.json')
  writeFileSync(key, `${TEST_MNEMONIC}\n`)
  const signed = spawnSync(process.execPath, ['src/cli.ts', 'sign-message', '--in', request, '--out', proof, '--key-file', key, '--yes'], {
    cwd: SIGNER_ROOT,
    encoding: 'utf8',
  })
  expect(signed.stderr).toBe('')
  expect(signed.status).toBe(0)

  // A file that is no proof is refused with the reason; the true one is taken.
  const wrong = path.join(scratch, 'wrong.json')
  writeFileSync(wrong, JSON.stringify({ format: 'wallet-ownership-proof/1' }))
  await page.getByLabel('Signed proof (JSON)').setInputFiles(wrong)
  await page.getByRole('button', { name: 'Upload signed proof' }).click()
  await expect(page.getByText(/This is not an ownership proof/)).toBeVisible()
  await page.getByLabel('Signed proof (JSON)').setInputFiles(proof)
  await page.getByRole('button', { name: 'Upload signed proof' }).click()
  await expect(page.getByTestId('ownership-accepted')).toContainText('Every signature verified')
  await context.close()

  // More arrives after the snapshot: the published figures stay those of its block.
  await anvil.sendEth(DEPOSIT_0, ETHER)
  await anvil.mine(CONFIRMATIONS)

  const visitor = await browser.newPage({ baseURL: appUrl })
  await visitor.goto('/proof-of-reserves')
  const overview = (await (await visitor.request.get('/api/proof-of-reserves')).json()) as ReservesPage
  const eth = overview.assets.find((a) => a.asset === 'ETH')!
  expect(eth).toMatchObject({ reserves: '2.5', source: 'on-chain' })
  const row = visitor.getByTestId('reserves-ETH')
  await expect(row).toContainText('On chain, signed addresses only')
  await expect(row).toContainText('2.5')
  await expect(row).toContainText(eth.ratio!)
  const onChain = visitor.getByTestId('on-chain-reserves')
  await expect(onChain.getByTestId('reserves-block')).toHaveText(overview.latest!.onChain!.blockNumber)
  await expect(onChain.getByTestId('reserves-message')).toHaveText(overview.latest!.onChain!.message)
  await expect(onChain.getByTestId('reserves-signed')).toBeVisible()
  const treasury = onChain.getByTestId('reserves-address').filter({ hasText: TREASURY })
  await expect(treasury).toContainText('Treasury 1/0')
  await expect(treasury).toContainText('Verified')
  await expect(onChain.getByTestId('reserves-address').filter({ hasText: DEPOSIT_0 })).toContainText('2')
  const list = await visitor.request.get(overview.latest!.onChain!.download)
  expect(list.ok()).toBe(true)
  await visitor.close()
})
