import { expect, test } from './fixtures/test'
import { SwapPage } from './page-models/money-pages'

test.describe('swap', () => {
  test('checks the amount, keeps the two tokens different, confirms and submits', async ({ page, addSessionOf }) => {
    await addSessionOf('swapCustomer')
    const swap = new SwapPage(page)
    await swap.goto()

    await swap.amount().pressSequentially('1a.2.5')
    await expect(swap.amount()).toHaveValue('1.25')
    await expect(page.getByText('Insufficient balance', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Insufficient Balance' })).toBeDisabled()

    await swap.to().selectOption('BTC')
    await expect(swap.from()).toHaveValue('ETH')
    await page.getByRole('button', { name: 'Flip tokens' }).click()
    await expect(swap.from()).toHaveValue('BTC')
    await expect(swap.to()).toHaveValue('ETH')

    await swap.amount().fill('0.1')
    await expect(page.getByText('0.00100000 BTC')).toBeVisible()
    await expect(page.getByTestId('swap-net')).toHaveText(/^\d+\.\d{8}$/)
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Confirm Swap' })).toBeVisible()
    await expect(dialog).toContainText('0.10000000 BTC')
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await expect(
      page.getByText('Your swap request has been submitted and is being processed. You can check the status in your transaction history.'),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(swap.amount()).toHaveValue('')
    await expect(page.getByText('Available: 0.90000000 BTC')).toBeVisible()

    await page.goto('/dashboard/transactions')
    await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first()).toContainText('Swap BTC → ETH')
  })

  test('a failed swap closes the dialog and says why', async ({ page, addSessionOf }) => {
    await addSessionOf('swapCustomer')
    const swap = new SwapPage(page)
    await swap.goto()
    await swap.from().selectOption('ETH')
    await swap.to().selectOption('BTC')
    // No ETH: the amount is refused before the dialog opens.
    await swap.amount().fill('1')
    await expect(page.getByRole('button', { name: 'Insufficient Balance' })).toBeDisabled()
  })
})
