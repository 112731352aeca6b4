import { expect, test } from './fixtures/test'
import { APP_URL } from './support/ports'
import { TransactionsPage } from './page-models/money-pages'

test.describe('transactions', () => {
  test('pages ten at a time with the exact count, opens details, and reloads live on a new entry', async ({ page, addSessionOf }) => {
    await addSessionOf('historyCustomer')
    const history = new TransactionsPage(page)
    await history.goto()
    await expect(history.entries()).toHaveCount(10)
    await expect(history.pageInfo()).toContainText('Page 1 of 2 (Total: 12)')
    await expect(page.getByRole('link', { name: 'Download statement (CSV)' })).toHaveAttribute('href', '/api/transactions/statement.csv')

    await history.pageInfo().getByRole('button', { name: 'Next' }).click()
    await expect(history.pageInfo()).toContainText('Page 2 of 2 (Total: 12)')
    await expect(history.entries()).toHaveCount(2)
    await expect(history.pageInfo().getByRole('button', { name: 'Next' })).toBeDisabled()

    await history.entries().first().getByRole('button').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Transaction Details' })).toBeVisible()
    await expect(dialog).toContainText('USDT Received')
    await expect(dialog).toContainText('+10.00 USDT')
    await expect(dialog).toContainText('Complete')
    await page.keyboard.press('Escape')

    // A send made elsewhere (here: straight through the API) appears without reloading the page.
    await history.pageInfo().getByRole('button', { name: 'Previous' }).click()
    const sent = await page.request.post('/api/wallets/send', {
      headers: { origin: APP_URL },
      data: { assetId: 'USDT', amount: '5', recipientAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    })
    expect(sent.status()).toBe(201)
    await expect(history.pageInfo()).toContainText('Page 1 of 2 (Total: 13)')
    await expect(history.entries().first()).toContainText('USDT Sent')
    await expect(history.entries().first()).toContainText('Pending')
    await expect(history.entries().first()).toContainText('-5.00 USDT')
  })

  test('the statement downloads as CSV', async ({ page, addSessionOf }) => {
    await addSessionOf('historyCustomer')
    const answer = await page.request.get('/api/transactions/statement.csv')
    expect(answer.headers()['content-type']).toContain('text/csv')
    // RFC 4180: lines end with CRLF.
    const [header, firstEntry] = (await answer.text()).split('\r\n')
    expect(header).toBe('Date,Asset,Type,Description,Status,Amount,Balance')
    expect(firstEntry).toMatch(/^\d{4}-\d{2}-\d{2}/)
  })
})
