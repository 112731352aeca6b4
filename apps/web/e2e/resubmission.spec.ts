import type { Page } from '@playwright/test'
import { expect, test, users } from './fixtures/test'
import { TransactionsPage, WalletsPage } from './page-models/money-pages'
import { customerIdOf, StaffProfilePage } from './page-models/staff-profile-page'

/**
 * The first answer of `url` is lost on its way back: the request reaches the server (which books it), and the browser
 * sees a network failure. Later requests pass. Returns the Idempotency-Key of each request, as it comes.
 */
async function loseFirstAnswer(page: Page, url: string) {
  const keys: (string | null)[] = []
  await page.route(url, async (route) => {
    keys.push(await route.request().headerValue('idempotency-key'))
    if (keys.length > 1) return route.continue()
    await route.fetch()
    await route.abort('connectionreset')
  })
  return keys
}

/** One Idempotency-Key per intent (docs/decisions/133-one-idempotency-key-per-intent.md): Send again after a lost answer books once. */
test('a customer who sends again after a lost answer sends once', async ({ page, addSessionOf }) => {
  await addSessionOf('resubmitCustomer')
  const keys = await loseFirstAnswer(page, '**/api/wallets/send')
  const wallets = new WalletsPage(page)
  await wallets.goto()
  await page.getByRole('button', { name: 'Send ETH' }).click()
  const dialog = wallets.dialog()
  await dialog.getByLabel('Amount').fill('0.5')
  await dialog.getByLabel('Recipient Address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
  const send = dialog.getByRole('button', { name: 'Send', exact: true })
  await send.click()
  await expect(dialog.getByText('An unexpected error occurred. Please try again later.')).toBeVisible()
  await send.click()
  await expect(dialog.getByText('Transaction has been successfully sent for approval.')).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[0]).toBeTruthy()
  expect(keys[1]).toBe(keys[0])
  await page.keyboard.press('Escape')
  await expect(wallets.row('ETH')).toContainText('2.50000000')

  const history = new TransactionsPage(page)
  await history.goto()
  await expect(history.entries()).toHaveCount(2) // the seeded deposit and one withdrawal
  await expect(history.entries().filter({ hasText: '0.50' })).toHaveCount(1)
})

test('a worker who books a debit again after a lost answer books it once', async ({ page, addSessionOf }) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  const customerId = await customerIdOf(page, users.resubmitDebitCustomer.email)
  const keys = await loseFirstAnswer(page, `**/api/customers/${customerId}/debits`)
  await profile.goto(customerId, 'Wallets')
  await profile.walletRow('USDT').getByRole('button', { name: 'Debit USDT' }).click()
  const dialog = profile.dialog()
  await dialog.getByLabel('Amount (USDT) *').fill('10')
  await dialog.getByLabel('Reason *').fill('Duplicate deposit reversed')
  const book = dialog.getByRole('button', { name: 'Book Debit' })
  await book.click()
  await expect(dialog.getByText('Failed to book the debit.')).toBeVisible()
  await book.click()
  await expect(dialog.getByText('Debit booked.')).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[0]).toBeTruthy()
  expect(keys[1]).toBe(keys[0])
  await expect(dialog).toBeHidden()
  await expect(profile.walletRow('USDT')).toContainText('90.00000000')

  await profile.open('Transactions')
  await expect(profile.transactions().filter({ hasText: '-10.00 USDT' })).toHaveCount(1)
})
