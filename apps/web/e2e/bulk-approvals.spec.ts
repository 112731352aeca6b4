import { expect, test, users } from './fixtures/test'
import { APP_URL } from './support/ports'
import { customerIdOf } from './page-models/staff-profile-page'
import { openSignedIn } from './support/signed-in-page'

/** The admin approves two waiting credits at once and reads a result for each (docs/decisions/076-work-queues.md). */
test('the admin chooses two waiting credits and approves them together', async ({ page, browser, addSessionOf }, testInfo) => {
  const customer = users.bulkCreditCustomer
  const worker = await openSignedIn(browser, testInfo, 'worker')
  const customerId = await customerIdOf(worker, customer.email)
  for (const amount of ['20000', '30000']) {
    const res = await worker.request.post(`/api/customers/${customerId}/transactions`, {
      headers: { origin: APP_URL },
      data: { assetId: 'USDT', sentAt: new Date().toISOString(), amount, status: 'Complete', senderAddress: 'bank transfer' },
    })
    expect((await res.json()).approval).not.toBeNull()
  }
  await worker.context().close()

  await addSessionOf('admin')
  await page.goto('/dashboard/admin/approvals')
  const table = page.getByRole('table', { name: 'Credits waiting for approval' })
  const boxes = table.getByRole('checkbox', { name: `Select the request for ${customer.email}` })
  await expect(boxes).toHaveCount(2)
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  const bar = page.getByRole('region', { name: 'Decide the chosen requests' })
  await bar.getByRole('button', { name: 'Reject Chosen (2)' }).click()
  await expect(bar.getByText('Please say why the request is rejected.')).toBeVisible()
  await bar.getByRole('button', { name: 'Approve Chosen (2)' }).click()
  await expect(bar.getByText('2 approved.')).toBeVisible()
  await expect(bar.getByRole('list', { name: 'Result for each request' }).getByRole('listitem')).toHaveText([
    `${customer.email}Decided`,
    `${customer.email}Decided`,
  ])
  await expect(boxes).toHaveCount(0)
})
