import { expect, test, users } from './fixtures/test'
import { SwapPage } from './page-models/money-pages'
import { customerIdOf, staffBrowser, StaffProfilePage } from './page-models/staff-profile-page'

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

  test('a swap confirmed after staff switched swapping off is refused with their reason and moves nothing', async ({
    browser,
    page,
    addSessionOf,
  }, testInfo) => {
    const reason = 'Swaps are paused while we review your recent deposit.'
    await addSessionOf('pausedSwapCustomer')
    const swap = new SwapPage(page)
    await swap.goto()
    await swap.amount().fill('0.1')
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Confirm Swap' })).toBeVisible()

    // While the customer looks at the confirmation, their worker switches swapping off.
    const worker = await staffBrowser(browser, testInfo.project.outputDir, 'worker')
    const profile = new StaffProfilePage(worker.page)
    await profile.goto(await customerIdOf(worker.page, users.pausedSwapCustomer.email))
    await profile.toggle('Allow Swap Funds').click()
    await worker.page.getByLabel('Reason for disabling swapping (shown to the customer)').fill(reason)
    await worker.page.getByRole('button', { name: 'Save Permissions' }).click()
    await expect(worker.page.getByText('Permissions updated successfully!')).toBeVisible()
    await worker.context.close()

    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await expect(page.getByText(`Swap failed: ${reason}`)).toBeVisible()
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByText(reason, { exact: true })).toBeVisible()
    // Nothing was written: the history has the funding and no swap.
    await page.goto('/dashboard/transactions')
    const entries = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')
    await expect(entries.first()).toBeVisible()
    await expect(entries.filter({ hasText: 'Swap' })).toHaveCount(0)
  })
})
