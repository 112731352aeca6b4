import { expect, test } from './fixtures/test'

test.describe('overview', () => {
  test('shows market cards, the balance with its details and the three newest transactions', async ({ page, startSignedInAs }) => {
    await startSignedInAs('overviewCustomer')

    const bitcoin = page.getByRole('group', { name: 'Bitcoin market' })
    await expect(bitcoin.getByTestId('BTC-price')).toHaveText(/^\$[\d,]+\.\d{2}$/)
    await expect(bitcoin.getByTestId('BTC-change')).toHaveText(/^[+-]?\d+\.\d{2}%$/)
    await expect(bitcoin.getByTestId('BTC-balance')).toHaveText('0.50000000 BTC')
    await expect(page.getByRole('group', { name: 'Ethereum market' }).getByTestId('ETH-balance')).toHaveText('2.00000000 ETH')

    await expect(page.getByText('Current Balance')).toBeVisible()
    await expect(page.getByText('Includes pending deposits and withdrawals')).toBeVisible()
    const details = page.getByRole('list', { name: 'Balance Details' })
    await expect(details.getByRole('listitem')).toHaveCount(3)
    await expect(details.getByRole('listitem').nth(0)).toContainText('BTC (Bitcoin)')
    await expect(details.getByRole('listitem').nth(0)).toContainText('0.50000000')
    await expect(details.getByRole('listitem').nth(1)).toContainText('ETH (Ethereum)')
    await expect(details.getByRole('listitem').nth(2)).toContainText('USDT (US Dollars)')
    await expect(details.getByRole('listitem').nth(2)).toContainText('$1,000.00')
    // After the 1.5 s count-up the exact total shows; it is at least the USDT part.
    await expect(page.getByTestId('current-balance')).toHaveText(/^\$[\d,]+\.\d{2}$/)

    const recent = page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem')
    await expect(recent).toHaveCount(3)
    await expect(recent.first()).toContainText('USDT Received')
    await expect(recent.first()).toContainText('+1000.0000 USDT')
    await expect(recent.first()).toContainText(/\d{2} [A-Z][a-z]{2} \| \d{2}:\d{2}/)
    await expect(recent.first().getByRole('img', { name: 'Received' })).toHaveAttribute('data-status', 'Complete')

    await page.getByRole('link', { name: 'See All' }).click()
    await expect(page).toHaveURL(/\/dashboard\/transactions$/)
  })

  test('Buy Crypto opens the deposit tab of payments; Send and Receive Funds go to wallets', async ({ page, startSignedInAs }) => {
    await startSignedInAs('overviewCustomer')
    await page.getByRole('button', { name: 'Buy Crypto' }).click()
    await expect(page).toHaveURL(/\/dashboard\/payments$/)
    await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')

    await page.goto('/dashboard/overview')
    await page.getByRole('link', { name: 'Send Funds' }).click()
    await expect(page).toHaveURL(/\/dashboard\/wallets$/)
    await page.goBack()
    await page.getByRole('link', { name: 'Receive Funds' }).click()
    await expect(page).toHaveURL(/\/dashboard\/wallets$/)
  })

  test('a customer without history sees the empty recent-transactions text', async ({ page, startSignedInAs }) => {
    // The customer account is never funded and no test moves its money.
    await startSignedInAs('customer')
    await expect(page.getByText('No recent transactions found')).toBeVisible()
  })
})
