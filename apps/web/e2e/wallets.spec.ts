import { expect, test } from './fixtures/test'
import { WalletsPage } from './page-models/money-pages'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

test.describe('wallets', () => {
  test('lists the ten assets; receive shows the address with a QR code and copies it', async ({ page, context, addSessionOf }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await addSessionOf('walletsCustomer')
    const wallets = new WalletsPage(page)
    await wallets.goto()
    await expect(wallets.rows()).toHaveCount(10)
    await expect(wallets.row('BTC')).toContainText('1.00000000')
    await expect(page.getByTestId('wallets-total')).toHaveText(/^\$[\d,]+\.\d{2}$/)

    await page.getByRole('button', { name: 'Receive BTC' }).click()
    await expect(wallets.dialog().getByRole('heading', { name: 'Receive Bitcoin' })).toBeVisible()
    await expect(wallets.dialog().getByText(BTC_ADDRESS)).toBeVisible()
    await expect(wallets.dialog().getByRole('img', { name: /QR code/ })).toHaveAttribute('width', '160')
    await wallets.dialog().getByRole('button', { name: 'Copy Address' }).click()
    await expect(wallets.dialog().getByText('Address copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BTC_ADDRESS)
    await expect(wallets.dialog().getByText('Address copied!')).toBeHidden({ timeout: 4_000 })
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Receive ETH' }).click()
    await expect(wallets.dialog().getByText('No deposit address yet')).toBeVisible()
  })

  test('send checks the amount, the recipient and the balance, then submits for approval', async ({ page, addSessionOf }) => {
    await addSessionOf('walletsCustomer')
    const wallets = new WalletsPage(page)
    await wallets.goto()
    await page.getByRole('button', { name: 'Send ETH' }).click()
    const dialog = wallets.dialog()
    await expect(dialog.getByRole('heading', { name: 'Send Ethereum' })).toBeVisible()
    const send = dialog.getByRole('button', { name: 'Send', exact: true })

    await send.click()
    await expect(dialog.getByText('Please enter a valid positive amount.')).toBeVisible()
    await dialog.getByLabel('Amount').fill('0.5')
    await send.click()
    await expect(dialog.getByText('Please enter a recipient address.')).toBeVisible()
    await dialog.getByLabel('Recipient Address').fill('0x1234')
    await send.click()
    await expect(dialog.getByText('Please enter a valid Ethereum address.')).toBeVisible()
    await dialog.getByLabel('Recipient Address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    await dialog.getByLabel('Amount').fill('50')
    await send.click()
    await expect(dialog.getByText('Insufficient funds, this wallet might not have enough balance to send or pending transactions.')).toBeVisible()

    await dialog.getByLabel('Amount').fill('0.5')
    await send.click()
    await expect(dialog.getByText('Transaction has been successfully sent for approval.')).toBeVisible()
    await expect(dialog.getByLabel('Amount')).toHaveValue('')
    await expect(dialog.getByText('Transaction has been successfully sent for approval.')).toBeHidden({ timeout: 5_000 })
    await page.keyboard.press('Escape')
    // The pending withdrawal is reserved: the available figure drops at once.
    await expect(wallets.row('ETH')).toContainText('2.50000000')
  })
})
