import type { Page } from '@playwright/test'
import { expect, test, users } from './fixtures/test'
import { customerIdOf } from './page-models/staff-profile-page'
import { APP_URL } from './support/ports'
import { openSignedIn } from './support/signed-in-page'

/**
 * The manager decides the worker's large credits where they wait: the Work area's approvals queue, one by one or
 * chosen together, without opening the customer's profile (docs/decisions/079-approvals-decided-in-the-queue.md).
 */

/** The worker asks for large manual credits to their customer: each waits for a second staff member. */
async function workerAsksForCredits(worker: Page, customerEmail: string, amounts: string[]): Promise<string> {
  const customerId = await customerIdOf(worker, customerEmail)
  for (const amount of amounts) {
    const res = await worker.request.post(`/api/customers/${customerId}/transactions`, {
      headers: { origin: APP_URL },
      data: { assetId: 'USDT', sentAt: new Date().toISOString(), amount, status: 'Complete', senderAddress: 'bank transfer' },
    })
    expect(res.status()).toBe(201)
    expect((await res.json()).approval).not.toBeNull()
  }
  return customerId
}

async function openApprovalsQueue(page: Page) {
  await page.goto('/dashboard/work')
  await page.getByRole('tab', { name: /Approvals/ }).click()
  return page.getByRole('table', { name: 'Credits waiting for approval' })
}

test("the manager approves the worker's large credit from the Work area, without opening the customer's profile", async ({
  page,
  browser,
  addSessionOf,
}, testInfo) => {
  const customer = users.queueCreditCustomer
  const worker = await openSignedIn(browser, testInfo, 'worker')
  const customerId = await workerAsksForCredits(worker, customer.email, ['2500'])

  await addSessionOf('manager')
  const queue = await openApprovalsQueue(page)
  const row = queue.locator('tbody tr').filter({ hasText: customer.email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('2,500.00000000')
  await expect(row).toContainText('Over 1,000 USD')
  await expect(row).toContainText(`${users.worker.email} (WORKER)`)
  await row.getByRole('button', { name: `Approve credit for ${customer.email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve Credit' })
  await expect(dialog).toContainText('Staff only: kept in the audit log, never shown to the customer.')
  await dialog.getByLabel('Reason (optional)').fill('Wire confirmed by the bank')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Credit approved and booked.' })).toBeVisible()
  // The queue is empty of it, and the manager never left the Work area.
  await expect(row).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/dashboard/work')

  // Booked: the customer's ledger has the credit, Complete.
  const booked = await worker.request.get(`/api/customers/${customerId}/transactions`)
  const { items } = (await booked.json()) as { items: Array<{ amount: string; status: string }> }
  expect(items.filter((tx) => tx.status === 'Complete' && Number(tx.amount) === 2500)).toHaveLength(1)
  await worker.context().close()

  // One audit row: the manager approved it, with the reason.
  const admin = await openSignedIn(browser, testInfo, 'admin')
  const audit = await admin.request.get('/api/admin/audit', { params: { customerEmail: customer.email, action: 'customer.credit.approve' } })
  const { rows } = (await audit.json()) as { rows: Array<{ actorEmail: string; reason: string | null }> }
  expect(rows.map((r) => [r.actorEmail, r.reason])).toEqual([[users.manager.email, 'Wire confirmed by the bank']])
  await admin.context().close()
})

test("the manager chooses two of the worker's waiting credits in the Work area and decides them together", async ({
  page,
  browser,
  addSessionOf,
}, testInfo) => {
  const customer = users.queueBulkCustomer
  const worker = await openSignedIn(browser, testInfo, 'worker')
  await workerAsksForCredits(worker, customer.email, ['3000', '4000'])
  await worker.context().close()

  await addSessionOf('manager')
  const queue = await openApprovalsQueue(page)
  const boxes = queue.getByRole('checkbox', { name: `Select the request for ${customer.email}` })
  await expect(boxes).toHaveCount(2)
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  const bar = page.getByRole('region', { name: 'Decide the chosen requests' })
  await bar.getByRole('button', { name: 'Reject Chosen (2)' }).click()
  await expect(bar.getByText('Please say why the request is rejected.')).toBeVisible()
  await bar.getByLabel('Reason (required to reject)').fill('Sender not verified')
  await bar.getByRole('button', { name: 'Reject Chosen (2)' }).click()
  await expect(bar.getByText('2 rejected.')).toBeVisible()
  await expect(bar.getByRole('list', { name: 'Result for each request' }).getByRole('listitem')).toHaveText([
    `${customer.email}Decided`,
    `${customer.email}Decided`,
  ])
  await expect(boxes).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/dashboard/work')
})
