import { expect, test, users } from './fixtures/test'
import { ManagerDashboard } from './page-models/back-office'

/**
 * Customer assignment (docs/decisions/075-customer-assignment.md): the manager moves a customer to another of the
 * team's workers from the staff profile, then hands every customer of a leaving worker on, with a result for each.
 */
test('the manager moves a customer to another worker, then hands a leaving worker’s customers on', async ({ page, addSessionOf }) => {
  const { movedCustomer, stayingWorker, leavingWorker, handedCustomerOne, handedCustomerTwo } = users
  await addSessionOf('assigningManager')
  const manager = new ManagerDashboard(page)
  await manager.goto('all-users')
  const customerRow = manager.rows(manager.usersTable()).filter({ hasText: movedCustomer.email })
  await expect(customerRow).toContainText(stayingWorker.fullName)
  await customerRow.getByRole('link', { name: `Edit ${movedCustomer.email}` }).click()

  const card = page.getByRole('region', { name: 'Account Manager' })
  await expect(card).toContainText(`Looked after by ${stayingWorker.fullName}.`)
  const moveTo = page.getByLabel('Move to')
  await expect(moveTo.getByRole('option', { name: new RegExp(leavingWorker.email) })).toHaveCount(1)
  // The customer's own worker is not offered as a destination.
  await expect(moveTo.getByRole('option', { name: new RegExp(stayingWorker.email) })).toHaveCount(0)
  await moveTo.selectOption({ label: `${leavingWorker.fullName} (${leavingWorker.email})` })
  await page.getByRole('button', { name: 'Move Customer' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Move this customer to ${leavingWorker.fullName}?`)
  await dialog.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(dialog.getByText('The customer now has a new account manager.')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(card).toContainText(`Looked after by ${leavingWorker.fullName}.`)

  // The leaving worker hands all three on to the worker who stays.
  await manager.goto('my-workers')
  const leavingRow = manager.rows(manager.workersTable()).filter({ hasText: leavingWorker.email })
  await expect(leavingRow).toContainText('3')
  await leavingRow.getByRole('button', { name: `Hand On Customers of ${leavingWorker.email}` }).click()
  await expect(dialog).toContainText(`Every customer of ${leavingWorker.fullName} moves to the worker you choose`)
  await dialog.getByLabel('Hand on to').selectOption({ label: `${stayingWorker.fullName} (${stayingWorker.email})` })
  await dialog.getByRole('button', { name: 'Hand On' }).click()
  await expect(dialog.getByRole('alert').or(dialog.getByRole('status')).filter({ hasText: '3 customers moved.' })).toBeVisible()
  const results = dialog.getByRole('list', { name: 'Result for each customer' }).getByRole('listitem')
  await expect(results).toHaveCount(3)
  for (const customer of [movedCustomer, handedCustomerOne, handedCustomerTwo]) {
    await expect(results.filter({ hasText: customer.email })).toContainText('Moved')
  }
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(manager.rows(manager.workersTable()).filter({ hasText: leavingWorker.email })).toContainText('0')
  await expect(manager.rows(manager.workersTable()).filter({ hasText: stayingWorker.email })).toContainText('3')
})
