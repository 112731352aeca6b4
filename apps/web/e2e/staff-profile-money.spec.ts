import { expect, test, users } from './fixtures/test'
import { TransactionsPage, WalletsPage } from './page-models/money-pages'
import { SettingsPage } from './page-models/settings-page'
import { customerBrowser, customerIdOf, StaffProfilePage, staffBrowser } from './page-models/staff-profile-page'

// Credits added by staff on the seeded worker's customer (100 USDT to start); the tests run in order on it.
const customer = users.profileMoneyCustomer
const SENDER = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9'

test('a hidden credit: the balance rises, the history leaves it out, the statement and account activity show it', async ({ browser, page, addSessionOf }) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  await profile.goto(await customerIdOf(page, customer.email), 'Wallets')
  await expect(profile.walletRow('USDT')).toContainText('100.00000000')

  await profile.walletRow('USDT').getByRole('button', { name: 'Add Tx' }).click()
  const dialog = profile.dialog()
  await dialog.getByRole('button', { name: 'Add Transaction' }).click()
  await expect(dialog.getByText('Please fill in all required fields (*).')).toBeVisible()
  await dialog.getByLabel('Amount (USDT) *').fill('0')
  await dialog.getByLabel('Sender Address *').fill(SENDER)
  await dialog.getByRole('button', { name: 'Add Transaction' }).click()
  await expect(dialog.getByText('Please fill in all required fields (*).')).toBeVisible()
  await expect(dialog.getByLabel('Amount (USDT) *')).toHaveAttribute('aria-invalid', 'true')

  await dialog.getByLabel('Amount (USDT) *').fill('25')
  await dialog.getByLabel('Status *').selectOption('Complete')
  await dialog.getByLabel('TXID').fill('goodwill-0001')
  await dialog.getByLabel('Note').fill('Goodwill credit')
  await dialog.getByRole('switch', { name: /^Hidden transaction/ }).check()
  await dialog.getByRole('button', { name: 'Add Transaction' }).click()
  await expect(dialog.getByText('Transaction added successfully!')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(profile.walletRow('USDT')).toContainText('125.00000000')

  // Staff see it, marked Hidden, and can open it like any other row (a hidden Pending credit must be settled).
  await profile.open('Transactions')
  const hidden = profile.transactions().filter({ hasText: 'Hidden' })
  await expect(hidden).toHaveCount(1)
  await expect(hidden).toContainText('+25.00 USDT')
  await hidden.getByRole('button').click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Transaction' })
  await expect(editDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(editDialog).toBeHidden()

  const you = await customerBrowser(browser)
  await you.login.goto()
  await you.login.signIn(customer.email, customer.password)
  await you.shell.expectOverview()
  const wallets = new WalletsPage(you.page)
  await wallets.goto()
  await expect(wallets.row('USDT')).toContainText('125.00000000')
  const history = new TransactionsPage(you.page)
  await history.goto()
  await expect(history.entries()).toHaveCount(1)
  await expect(history.entries()).toContainText('+100.00 USDT')
  const statement = await you.page.request.get('/api/transactions/statement.csv')
  expect(statement.status()).toBe(200)
  expect(await statement.text()).toMatch(/Account adjustment.*25/)
  const settings = new SettingsPage(you.page)
  await settings.goto('Notifications')
  const added = you.page.getByRole('list', { name: 'Account activity' }).locator(':scope > li').filter({ hasText: 'Transaction added' })
  await expect(added).toContainText('Amount: 25')
  await expect(added).toContainText('Hidden from your history: yes')
  await expect(added).toContainText('by Support')
  await you.context.close()
})

test("a credit above the approval threshold waits until the worker's manager approves it", async ({ browser, page, addSessionOf }, testInfo) => {
  await addSessionOf('worker')
  const id = await customerIdOf(page, customer.email)
  const profile = new StaffProfilePage(page)
  await profile.goto(id, 'Wallets')
  await profile.walletRow('USDT').getByRole('button', { name: 'Add Tx' }).click()
  const dialog = profile.dialog()
  await dialog.getByLabel('Amount (USDT) *').fill('5000')
  await dialog.getByLabel('Sender Address *').fill(SENDER)
  await dialog.getByLabel('Status *').selectOption('Complete')
  await dialog.getByRole('button', { name: 'Add Transaction' }).click()
  await expect(dialog.getByText('The credit is waiting for a second staff member to approve it.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByText("1 credit is waiting for a second staff member's approval before being booked.")).toBeVisible()
  await expect(profile.walletRow('USDT')).toContainText('125.00000000')

  // The worker who asked cannot decide it.
  await profile.open('Transactions')
  await expect(profile.approvals()).toHaveCount(1)
  await expect(profile.approvals()).toContainText('+5000 USDT')
  await expect(profile.approvals()).toContainText('Over 1,000 USD')
  await expect(profile.approvals()).toContainText('Waiting for a second staff member')
  await expect(profile.approvals().getByRole('button', { name: /^Approve/ })).toHaveCount(0)

  // The worker's manager approves it.
  const manager = await staffBrowser(browser, testInfo.project.outputDir, 'manager')
  const managerProfile = new StaffProfilePage(manager.page)
  await managerProfile.goto(id, 'Transactions')
  await expect(managerProfile.approvals()).toContainText(`Requested by ${users.worker.email}`)
  await managerProfile.approvals().getByRole('button', { name: 'Approve 5000 USDT' }).click()
  await managerProfile.dialog().getByRole('button', { name: 'Approve' }).click()
  await expect(managerProfile.dialog().getByText('Credit approved and booked.')).toBeVisible()
  await expect(managerProfile.approvals()).toHaveCount(0)
  await expect(managerProfile.transactions().first()).toContainText('+5,000.00 USDT')
  await manager.context.close()

  await profile.open('Wallets')
  await expect(profile.walletRow('USDT')).toContainText('5,125.00000000')
  await expect(page.getByText(/credit is waiting/)).toHaveCount(0)
})

test('editing a transaction sets its note and type', async ({ page, addSessionOf }) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  await profile.goto(await customerIdOf(page, customer.email), 'Transactions')
  const seeded = profile.transactions().filter({ hasText: '+100.00 USDT' })
  await seeded.getByRole('button').click()
  const dialog = profile.dialog()
  await dialog.getByLabel('Type').selectOption('adjustment')
  await dialog.getByLabel('Note').fill('Opening balance, checked by support')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Transaction updated successfully!')).toBeVisible()
  await expect(dialog).toBeHidden()
  // The page's message shows for 4 s from the save, and the list's reload can take longer on a busy machine: the
  // message is checked first.
  await expect(page.getByText('Transaction updated successfully!')).toBeVisible()
  await expect(seeded).toContainText('Adjustment')
})
