import { expect, test } from './fixtures/test'
import { PaymentsPage } from './page-models/money-pages'

test.describe('payments', () => {
  test('needs a payment method, checks the balance with the fee, and submits withdrawal and deposit requests', async ({ page, addSessionOf }) => {
    await addSessionOf('paymentsCustomer')
    const payments = new PaymentsPage(page)
    await payments.goto()
    await expect(payments.tab('Withdrawal')).toHaveAttribute('aria-selected', 'true')
    const withdrawal = payments.form('Withdrawal')
    await expect(withdrawal.getByRole('button', { name: 'Add a payment method first' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Coinbase' })).toHaveAttribute('href', /coinbase\.com/)
    await expect(page.getByRole('list', { name: 'Buying links' }).getByRole('listitem')).toHaveCount(3)

    await payments.addCard()
    await page.reload()
    await withdrawal.getByLabel('Token').selectOption('USDT')
    await withdrawal.getByLabel('Amount').fill('995')
    await expect(withdrawal.getByText('Insufficient balance (with fee: 1,004.95000000 USDT)')).toBeVisible()
    await expect(withdrawal.getByText('Insufficient USDT balance')).toBeVisible()
    await expect(withdrawal.getByRole('button', { name: 'Insufficient balance' })).toBeDisabled()

    await withdrawal.getByLabel('Amount').fill('100')
    await expect(withdrawal.getByTestId('withdrawal-fee')).toHaveText('1.00000000 USDT')
    await expect(withdrawal.getByTestId('withdrawal-total')).toHaveText('101.00000000 USDT')
    await withdrawal.getByRole('button', { name: 'Submit Withdrawal Request' }).click()
    await expect(withdrawal.getByText('Withdrawal/Deposit request submitted successfully!')).toBeVisible()
    await expect(withdrawal.getByLabel('Amount')).toHaveValue('')
    // Balances reload: 1000 − 101 reserved.
    await expect(withdrawal.getByText('Available: 899.00000000 USDT')).toBeVisible()
    await expect(withdrawal.getByText('Withdrawal/Deposit request submitted successfully!')).toBeHidden({ timeout: 6_000 })

    await payments.tab('Deposit').click()
    const deposit = payments.form('Deposit')
    await deposit.getByLabel('Token').selectOption('BTC')
    await deposit.getByLabel('Amount').fill('0.25')
    await expect(deposit.getByTestId('deposit-fee')).toHaveText('0.00250000 BTC')
    await deposit.getByRole('button', { name: 'Submit Deposit Request' }).click()
    await expect(deposit.getByText('Withdrawal/Deposit request submitted successfully!')).toBeVisible()

    await page.goto('/dashboard/transactions')
    const entries = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')
    await expect(entries.first()).toContainText('BTC Received')
    await expect(entries.first()).toContainText('Pending')
  })

  test('a malformed amount is refused with the spec message; Edit opens payment methods in settings', async ({ page, addSessionOf }) => {
    await addSessionOf('paymentsCustomer')
    const payments = new PaymentsPage(page)
    await payments.addCard()
    await payments.goto()
    await payments.tab('Deposit').click()
    const deposit = payments.form('Deposit')
    await deposit.getByLabel('Amount').fill('.')
    await deposit.getByRole('button', { name: 'Submit Deposit Request' }).click()
    await expect(deposit.getByText('Please enter a valid amount', { exact: true })).toBeVisible()
    await deposit.getByRole('link', { name: 'Edit' }).click()
    await expect(page).toHaveURL(/\/dashboard\/settings$/)
    await expect(page.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute('aria-selected', 'true')
  })
})
