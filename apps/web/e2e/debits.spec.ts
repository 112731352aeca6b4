import { expect, test, users } from './fixtures/test'
import { customerIdOf, StaffProfilePage } from './page-models/staff-profile-page'

/** A manual debit (docs/decisions/077-manual-debits.md): with a reason, never below zero, shown on the wallet. */
test('the worker debits a customer’s wallet with a reason, and cannot take more than is available', async ({ page, addSessionOf }) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  await profile.goto(await customerIdOf(page, users.debitCustomer.email), 'Wallets')
  await expect(profile.walletRow('USDT')).toContainText('100.00000000')

  await profile.walletRow('USDT').getByRole('button', { name: 'Debit USDT' }).click()
  const dialog = profile.dialog()
  await expect(dialog.getByRole('heading', { name: 'Debit Tether' })).toBeVisible()
  await dialog.getByLabel('Amount (USDT) *').fill('10')
  await dialog.getByRole('button', { name: 'Book Debit' }).click()
  await expect(dialog.getByText('Please say why: the customer is told.')).toBeVisible()

  await dialog.getByLabel('Amount (USDT) *').fill('150')
  await dialog.getByLabel('Reason *').fill('Duplicate deposit reversed')
  await dialog.getByRole('button', { name: 'Book Debit' }).click()
  await expect(dialog.getByText("The customer's available balance is lower than this debit.")).toBeVisible()

  await dialog.getByLabel('Amount (USDT) *').fill('10')
  await dialog.getByRole('button', { name: 'Book Debit' }).click()
  await expect(dialog.getByText('Debit booked.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(profile.walletRow('USDT')).toContainText('90.00000000')

  await profile.open('Transactions')
  await expect(profile.transactions().first()).toContainText('-10.00 USDT')
})
