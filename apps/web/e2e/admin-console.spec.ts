import { readFileSync } from 'node:fs'
import { expect, test, users } from './fixtures/test'
import { AdminConsole } from './page-models/back-office'
import { openSignedIn } from './support/signed-in-page'

test('the admin filters the audit log, sees the chain verified, exports the rows as CSV and approves a waiting credit', async ({
  page,
  browser,
  addSessionOf,
}, testInfo) => {
  const customer = users.creditCustomer
  // The customer's worker books a large manual credit: it waits for a second staff member.
  const workerPage = await openSignedIn(browser, testInfo, 'worker')
  // As the browser would: a state-changing call carries the app's Origin.
  const headers = { origin: new URL(workerPage.url()).origin }
  const search = await workerPage.request.post('/api/worker/search-user', { headers, data: { emailToSearch: customer.email } })
  expect(search.status()).toBe(200)
  const found = (await search.json()) as { user: { id: string } }
  const added = await workerPage.request.post(`/api/customers/${found.user.id}/transactions`, {
    headers,
    data: { assetId: 'BTC', sentAt: new Date().toISOString(), amount: '2', status: 'Complete', senderAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  })
  expect(added.status()).toBe(201)
  expect((await added.json()).approval).not.toBeNull()
  await workerPage.context().close()

  await addSessionOf('admin')
  const admin = new AdminConsole(page)
  await admin.goto('audit')
  await expect(admin.chainState()).toHaveText(/^Chain verified through row \d+\.$/)

  const filters = admin.auditFilters()
  await filters.getByLabel('Actor email').fill(users.worker.email.toUpperCase())
  await filters.getByLabel('Customer email').fill(customer.email)
  await filters.getByLabel('Action').selectOption({ label: 'Credit sent for approval' })
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(admin.auditRows()).toHaveCount(1)
  const row = admin.auditRows().first()
  await expect(row).toContainText('Credit sent for approval')
  await expect(row).toContainText(`${users.worker.email} (WORKER)`)
  await expect(row).toContainText(customer.email)
  await expect(row.getByText('Before', { exact: true })).toBeVisible()
  await expect(row.locator('pre').first()).toHaveText('—')
  await expect(row.locator('pre').nth(1)).toContainText('"asset": "BTC"')

  // A date range before any row: nothing.
  await filters.getByLabel('To', { exact: true }).fill('2000-01-01')
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page.getByText('No audit rows match these filters.')).toBeVisible()
  await filters.getByLabel('To', { exact: true }).fill('')
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(admin.auditRows()).toHaveCount(1)

  // The export holds the filtered rows with their hashes.
  const exportLink = page.getByRole('link', { name: 'Export CSV' })
  await expect(exportLink).toHaveAttribute('href', /action=customer\.credit\.request/)
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe('id,created_at,actor_email,actor_role,target_email,action,before,after,reason,ip,request_id,prev_hash,hash')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`,${users.worker.email},WORKER,${customer.email},customer.credit.request,`)
  expect(lines[1]).toMatch(/,[0-9a-f]{64},[0-9a-f]{64}$/)

  // Approve it from the console.
  await page.getByRole('link', { name: 'Approvals' }).click()
  const approval = admin.approvalsTable().locator('tbody tr').filter({ hasText: customer.email })
  await expect(approval).toContainText('2.00000000')
  await expect(approval).toContainText('Over 1,000 USD')
  await expect(approval).toContainText(`${users.worker.email} (WORKER)`)
  await approval.getByRole('button', { name: `Approve credit for ${customer.email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve Credit' })
  await expect(dialog).toContainText('Staff only: kept in the audit log, never shown to the customer.')
  await dialog.getByLabel('Reason (optional)').fill('Bank statement checked')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Credit approved and booked.' })).toBeVisible()
  await expect(approval).toHaveCount(0)

  // The approval is in the log, by the admin, and the chain still holds.
  await admin.goto('audit')
  await filters.getByLabel('Customer email').fill(customer.email)
  await filters.getByLabel('Action').selectOption({ label: 'Credit approved' })
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(admin.auditRows()).toHaveCount(1)
  await expect(admin.auditRows().first()).toContainText(`${users.admin.email} (ADMIN)`)
  await expect(admin.auditRows().first()).toContainText('Bank statement checked')
  await expect(admin.chainState()).toHaveText(/^Chain verified through row \d+\.$/)
})

test('the admin creates a manager, moves a worker to them, suspends and reactivates them, and opens a customer', async ({ page, addSessionOf }) => {
  const email = `new-manager-${Date.now()}@e2e.test`
  await addSessionOf('admin')
  const admin = new AdminConsole(page)
  await admin.goto('staff')
  const staff = page.getByRole('table', { name: 'Staff accounts' })
  const staffRow = (email: string) => staff.locator('tbody tr').filter({ has: page.getByRole('cell', { name: email, exact: true }) })
  await expect(staffRow(users.worker.email)).toContainText(users.manager.fullName)

  const createButton = page.getByRole('button', { name: 'Create Manager' })
  await createButton.click()
  const create = page.getByRole('dialog', { name: 'Create Manager' })
  await create.getByLabel('Full Name').fill('Gwen Greenfield')
  await create.getByLabel('Email').fill(email)
  await create.getByLabel('Password').fill('Manager-Pass-1')
  await create.getByRole('button', { name: 'Create Manager' }).click()
  await expect(create.getByRole('status').filter({ hasText: 'Manager created successfully!' })).toBeVisible()
  await create.getByRole('button', { name: 'Done' }).click()
  await expect(createButton).toBeFocused()
  const managerRow = staffRow(email)
  await expect(managerRow).toContainText('MANAGER')
  await expect(managerRow).toContainText('Never')

  const movable = staffRow(users.movableWorker.email)
  await movable.getByRole('button', { name: `Move ${users.movableWorker.email} to another manager` }).click()
  const move = page.getByRole('dialog', { name: 'Move Worker' })
  await move.getByRole('button', { name: 'Move Worker' }).click()
  await expect(move.getByText('Please choose a manager.')).toBeVisible()
  await move.getByLabel('New manager').selectOption({ label: `Gwen Greenfield (${email})` })
  await move.getByRole('button', { name: 'Move Worker' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Worker moved to the new manager.' })).toBeVisible()
  await expect(movable).toContainText('Gwen Greenfield')

  await managerRow.getByRole('button', { name: `Suspend ${email}` }).click()
  await page.getByRole('dialog', { name: 'Suspend Staff Account' }).getByRole('button', { name: 'Suspend' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Staff account suspended.' })).toBeVisible()
  await expect(managerRow).toContainText('Suspended until')
  await managerRow.getByRole('button', { name: `Reactivate ${email}` }).click()
  await page.getByRole('dialog', { name: 'Reactivate Staff Account' }).getByRole('button', { name: 'Reactivate' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Staff account reactivated.' })).toBeVisible()
  await expect(managerRow).toContainText('Active')

  await page.getByRole('link', { name: 'Customers' }).click()
  await page.getByLabel('Search customers').fill(users.creditCustomer.fullName)
  const customerRow = page.getByRole('table', { name: 'Customers' }).locator('tbody tr')
  await expect(customerRow).toHaveCount(1)
  await expect(customerRow).toContainText(users.worker.fullName)
  await customerRow.getByRole('link', { name: `Edit ${users.creditCustomer.email}` }).click()
  await expect(page).toHaveURL(/\/dashboard\/user-profile\/[^/]+\/general$/)
})
