import { expect, test, users } from './fixtures/test'
import { PaymentsPage, WalletsPage } from './page-models/money-pages'
import { linkIn, mailbox } from './support/mailbox'

// After a recovery, withdrawals and sends wait RECOVERY_HOLD_HOURS (decision 122): the customer is mailed until when,
// and the send and withdrawal forms say so.
const customer = users.recoveryHoldCustomer

test('after resetting their own password, the customer is mailed the hold and the send and withdrawal forms show it', async ({ page, loginPage, shell }) => {
  const newPassword = 'Held-But-Mine-7'
  await loginPage.goto()
  await loginPage.email().fill(customer.email)
  await page.getByRole('button', { name: 'Forgot Password?' }).click()
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await page.goto(linkIn(await mailbox.waitFor(customer.email, /reset-password/), 'reset-password'))
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Your password has been updated successfully. You can now log in.')).toBeVisible()

  const mail = await mailbox.waitFor(customer.email, /Withdrawals and sends are paused after your password reset/)
  const until = /paused until (\d{4}-\d\d-\d\d \d\d:\d\d UTC)/.exec(mail.text)![1]!
  const held = `Withdrawals and sends are paused until ${until} because your account was recovered. Swaps and staking stay open.`

  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 })
  await loginPage.signIn(customer.email, newPassword)
  await shell.expectOverview()

  // Sending: the dialog gives the hold instead of the form.
  const wallets = new WalletsPage(page)
  await wallets.goto()
  await page.getByRole('button', { name: 'Send BTC' }).click()
  await expect(wallets.dialog().getByText(held)).toBeVisible()
  await expect(wallets.dialog().getByLabel('Amount')).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Withdrawing: the page says so above the form, and a request anyway is refused in the same words.
  const payments = new PaymentsPage(page)
  await payments.goto()
  await expect(page.getByRole('status').filter({ hasText: held })).toBeVisible()
  await payments.addCard()
  await page.reload()
  const withdrawal = payments.form('Withdrawal')
  await withdrawal.getByLabel('Token').selectOption('USDT')
  await withdrawal.getByLabel('Amount').fill('10')
  await withdrawal.getByRole('button', { name: 'Submit Withdrawal Request' }).click()
  await expect(withdrawal.getByText(held)).toBeVisible()
  await expect(withdrawal.getByText('Available: 1,000.00000000 USDT')).toBeVisible()
})
