import { expect, test } from './fixtures/test'
import { PaymentsPage } from './page-models/money-pages'
import { openSignedIn } from './support/signed-in-page'

test('a customer withdrawal appears live in the worker queue with a badge; the worker completes it there; the customer sees it Complete', async ({
  page,
  browser,
  startSignedInAs,
}, testInfo) => {
  // The worker keeps the Work area open.
  await startSignedInAs('worker')
  await page.goto('/dashboard/work')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work')
  await page.getByRole('tab', { name: /Transactions/ }).click()
  const queue = page.getByRole('table', { name: 'Transactions' })
  const badge = page.getByTestId('work-panel').getByTestId('work-count')
  const before = Number((await badge.textContent({ timeout: 2_000 }).catch(() => '0')) || '0')

  // The customer asks for a withdrawal in a browser of their own.
  const customerPage = await openSignedIn(browser, testInfo, 'queueCustomer')
  const payments = new PaymentsPage(customerPage)
  await payments.addCard()
  await payments.goto()
  const withdrawal = payments.form('Withdrawal')
  await withdrawal.getByLabel('Token').selectOption('USDT')
  await withdrawal.getByLabel('Amount').fill('40')
  await withdrawal.getByRole('button', { name: 'Submit Withdrawal Request' }).click()
  await expect(withdrawal.getByText('Withdrawal/Deposit request submitted successfully!')).toBeVisible()

  // Without a reload, it is in the worker's queue and the badge counts it.
  const row = queue.getByRole('row').filter({ hasText: 'queue-customer@e2e.test' })
  await expect(row).toContainText('Withdrawal')
  await expect(row).toContainText('40.4')
  await expect(badge).toHaveText(String(before + 1))

  await row.getByRole('button', { name: 'Complete Withdrawal of queue-customer@e2e.test' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Complete this transaction?')
  await dialog.getByRole('button', { name: 'Complete' }).click()
  await expect(dialog).toContainText('Transaction completed.')
  await expect(row).toHaveCount(0)

  await customerPage.goto('/dashboard/transactions')
  const entry = customerPage.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first()
  await expect(entry).toContainText('Complete')
  await customerPage.context().close()
})
