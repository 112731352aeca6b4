import { expect, test, users } from './fixtures/test'
import { customerIdOf, StaffProfilePage, staffBrowser } from './page-models/staff-profile-page'
import { mailbox } from './support/mailbox'

// A reset of a customer's second factor needs a second staff member (decision 078): the worker asks, the manager approves.
const customer = users.resetFactorCustomer

test('the worker asks for a reset with a reason; it waits in the manager’s Work area; the manager approves; the customer is mailed', async ({
  page,
  browser,
  addSessionOf,
}, testInfo) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  const id = await customerIdOf(page, customer.email)
  await profile.goto(id)
  const card = page.getByRole('region', { name: 'Second factor' })
  await expect(card).toContainText('Signs in with: Authenticator app')

  await card.getByRole('button', { name: 'Reset second factor' }).click()
  const dialog = page.getByRole('dialog')
  // The reason is for staff: the form says so (docs/decisions/128).
  await expect(dialog).toContainText('Staff only: kept in the audit log, never shown to the customer.')
  await dialog.getByRole('button', { name: 'Reset second factor' }).click()
  await expect(dialog).toContainText('Please say why the second factor is reset.')
  await dialog.getByLabel('Why is it reset?').fill('Lost their phone; identity checked on a video call.')
  await dialog.getByRole('button', { name: 'Reset second factor' }).click()
  await expect(dialog).toContainText('The reset waits for a second staff member.')
  await expect(dialog).toBeHidden()
  const waiting = page.getByLabel('Reset waiting for approval')
  await expect(waiting).toContainText('asked by worker@e2e.test')
  await expect(waiting).toContainText('Waiting for a second staff member')
  await expect(waiting.getByRole('button', { name: 'Approve reset' })).toHaveCount(0)
  await mailbox.waitFor(customer.email, /Support asked to reset your second factor/)

  // The manager finds it in the Work area, opens the profile from there, and approves.
  const manager = await staffBrowser(browser, testInfo.project.outputDir, 'manager')
  await manager.page.goto('/dashboard/work')
  await manager.page.getByRole('tab', { name: /Second-factor resets/ }).click()
  const row = manager.page.getByRole('table', { name: 'Second-factor resets' }).getByRole('row').filter({ hasText: customer.email })
  await expect(row).toContainText('Lost their phone')
  await row.getByRole('link', { name: `Open ${customer.email}` }).click()
  const managerWaiting = manager.page.getByLabel('Reset waiting for approval')
  await managerWaiting.getByRole('button', { name: 'Approve reset' }).click()
  const approve = manager.page.getByRole('dialog')
  await expect(approve).toContainText('Authenticator app becomes emailed codes.')
  await approve.getByRole('button', { name: 'Approve reset' }).click()
  await expect(approve).toContainText('The second factor was reset. The customer was mailed.')
  await expect(manager.page.getByText('Signs in with: Emailed codes')).toBeVisible()
  await expect(managerWaiting).toHaveCount(0)
  const mail = await mailbox.waitFor(customer.email, /Your second factor was reset by support/)
  expect(mail.text).toContain('a code mailed to this address')
  await manager.context.close()

  // The worker's open profile shows the outcome once it loads again.
  await page.reload()
  await expect(page.getByText('Signs in with: Emailed codes')).toBeVisible()
  await expect(page.getByLabel('Reset waiting for approval')).toHaveCount(0)
})
