import { expect, test } from './fixtures/test'
import { StakingPage } from './page-models/money-pages'

test.describe('staking', () => {
  test('stakes from a plan card with the spec checks, then lists the stake as Holding', async ({ page, addSessionOf }) => {
    await addSessionOf('stakingCustomer')
    const staking = new StakingPage(page)
    await staking.gotoPlans()
    await expect(staking.card('Polkadot')).toContainText('No staking plans')

    const bitcoin = staking.card('Bitcoin')
    await bitcoin.getByRole('radio', { name: '30 days' }).click()
    await expect(bitcoin).toContainText('9.1%')
    await expect(bitcoin).toContainText('0.0588649221 BTC')
    await expect(bitcoin).toContainText('2.2376270413 BTC')
    await bitcoin.getByRole('button', { name: 'Stake' }).click()

    const dialog = staking.dialog()
    await expect(dialog.getByRole('heading', { name: 'Stake Bitcoin' })).toBeVisible()
    const submit = dialog.getByRole('button', { name: 'Stake', exact: true })
    await submit.click()
    await expect(dialog.getByText('Please enter a valid positive amount.')).toBeVisible()
    await dialog.getByLabel('Amount (BTC)').fill('0.01')
    await submit.click()
    await expect(dialog.getByText('Amount must be at least 0.0588649221 BTC')).toBeVisible()
    await dialog.getByLabel('Amount (BTC)').fill('3')
    await expect(dialog.getByText('Insufficient funds.')).toBeVisible()
    await submit.click()
    await expect(dialog.getByText('Insufficient balance. You have 1.00000000 BTC available.')).toBeVisible()
    await dialog.getByRole('button', { name: 'MAX' }).click()
    await expect(dialog.getByLabel('Amount (BTC)')).toHaveValue('1')

    await dialog.getByLabel('Amount (BTC)').fill('0.1')
    await submit.click()
    await expect(dialog.getByText('Your stake has been created successfully.')).toBeVisible()
    await expect(dialog).toBeHidden({ timeout: 4_000 })
    await expect(bitcoin).toContainText('Available: 0.90000000 BTC')

    await staking.gotoManage()
    const row = page.getByRole('table', { name: 'Active stakes' }).locator('tbody tr')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('0.10000000')
    await expect(row).toContainText('30 days')
    // 0.1 × 9.1/100 × 30/365, 8 decimals.
    await expect(row).toContainText('0.00074794 BTC')
    await expect(row).toContainText('Holding')
  })
})
