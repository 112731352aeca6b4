import { expect, test, users } from './fixtures/test'
import { WorkerDashboard } from './page-models/back-office'
import { RegisterPage } from './page-models/register-page'
import { SupportPage } from './page-models/support-page'
import { openSignedIn } from './support/signed-in-page'

test('the worker claims a newly registered customer, finds them under My Users and opens their profile', async ({ page, addSessionOf }) => {
  // A visitor registers (no need to confirm the email to be found).
  const email = `claimable-${Date.now()}@e2e.test`
  const register = new RegisterPage(page)
  await register.goto()
  await register.fill({ fullName: 'Cleo Claimable', email, password: 'Sturdy-Pass-42' })
  await register.captcha.solve()
  await register.createAccount().click()
  await expect(page.getByRole('status').filter({ hasText: 'Please check your email' })).toBeVisible()

  await addSessionOf('worker')
  const worker = new WorkerDashboard(page)
  await worker.goto()

  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('Please enter an email address.')).toBeVisible()
  await worker.search(`nobody-${Date.now()}@e2e.test`)
  await expect(page.getByRole('status').filter({ hasText: 'User not found.' })).toBeVisible()

  // Any case, surrounding spaces: the exact address.
  await worker.search(`  ${email.toUpperCase()} `)
  const found = worker.foundUser()
  await expect(found).toContainText(email)
  await expect(found).toContainText('USER')
  const userId = (await found.locator('dd').first().textContent())!.trim()
  expect(userId).not.toBe('')

  await found.getByRole('button', { name: 'Own User' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'User successfully claimed!' })).toBeVisible()
  await expect(worker.foundUser()).toHaveCount(0)

  // A second claim of the same customer is refused.
  await worker.search(email)
  await worker.foundUser().getByRole('button', { name: 'Own User' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot claim user: User may already be assigned or is not claimable.' })).toBeVisible()

  await worker.tab('My Users').click()
  await expect(page).toHaveURL(/\/dashboard\/worker\/my-users$/)
  await worker.myUsersSearch().fill(email)
  const rows = worker.myUsersTable().locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(email)
  await expect(rows.first()).toContainText('Not Started')
  await rows
    .first()
    .getByRole('link', { name: `Edit ${email}` })
    .click()
  await expect(page).toHaveURL(`/dashboard/user-profile/${encodeURIComponent(userId)}/general`)
})

test('a customer’s ticket is answered, its status saved and the tab follows it, and the customer then replies', async ({
  page,
  browser,
  addSessionOf,
}, testInfo) => {
  const subject = `Card payment declined ${Date.now()}`
  const customerPage = await openSignedIn(browser, testInfo, 'ticketCustomer')
  const support = new SupportPage(customerPage)
  await support.goto()
  await support.create({ subject, message: 'My card was charged but the deposit failed.', urgency: 'High' })

  await addSessionOf('worker')
  const worker = new WorkerDashboard(page)
  await worker.goto('support-tickets')
  await worker.statusTab('Open').click()
  await expect(worker.statusTab('Open')).toHaveAttribute('aria-pressed', 'true')
  await worker.ticket(subject).click()

  const dialog = worker.ticketDialog()
  await expect(dialog.getByRole('heading', { name: subject })).toBeVisible()
  await expect(dialog).toContainText(users.ticketCustomer.email)
  const conversation = dialog.getByRole('list', { name: 'Conversation' })
  await expect(conversation).toContainText('My card was charged but the deposit failed.')

  // Enter sends; the reply is labelled 'Support Manager' and moves the open ticket to in progress.
  await dialog.getByLabel('Your reply').fill('We refunded the charge; please try again.')
  await dialog.getByLabel('Your reply').press('Enter')
  await expect(conversation.getByRole('listitem').filter({ hasText: 'We refunded the charge' })).toContainText('Support Manager')
  await expect(dialog.getByLabel('Your reply')).toHaveValue('')
  await expect(dialog.getByLabel('Status')).toHaveValue('in_progress')

  await dialog.getByLabel('Status').selectOption('resolved')
  await dialog.getByRole('button', { name: 'Save Status' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible()
  await expect(dialog.getByText('This ticket is resolved. Replying will re-open it.')).toBeVisible()
  // 'Saved!' goes after 3 s; meanwhile (after 1 s) the list reloaded and the 'Open' tab gave way to the new status.
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved!' })).toHaveCount(0, { timeout: 5_000 })
  await page.keyboard.press('Escape')
  await expect(worker.statusTab('Resolved')).toHaveAttribute('aria-pressed', 'true')
  await expect(worker.ticket(subject)).toBeVisible()

  // The tab is kept in this browser.
  await page.reload()
  await expect(worker.statusTab('Resolved')).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('supportTicketsStatusFilter'))).toBe('resolved')

  // The customer sees the answer and may reply now.
  await support.goto()
  await support.ticket(subject).click()
  const customerDialog = customerPage.getByRole('dialog')
  await expect(customerDialog.getByRole('list', { name: 'Conversation' })).toContainText('We refunded the charge; please try again.')
  await customerDialog.getByPlaceholder('Type your message...').fill('It worked, thank you!')
  await customerDialog.getByRole('button', { name: 'Send' }).click()
  await expect(customerDialog.getByRole('list', { name: 'Conversation' })).toContainText('It worked, thank you!')
  await expect(customerDialog.getByPlaceholder('Waiting for support to respond...')).toBeDisabled()
  await customerPage.context().close()

  await worker.ticket(subject).click()
  await expect(worker.ticketDialog().getByRole('list', { name: 'Conversation' })).toContainText('It worked, thank you!')
})

test('an announcement of the manager appears on the worker’s open page without a reload, and stays dismissed', async ({
  page,
  browser,
  addSessionOf,
}, testInfo) => {
  await addSessionOf('listeningWorker')
  const worker = new WorkerDashboard(page)
  await worker.goto('my-users')

  const message = `Team meeting moved to 16:00 (${Date.now()})`
  const managerPage = await openSignedIn(browser, testInfo, 'announcingManager')
  await managerPage.goto('/dashboard/manager/actions')
  await managerPage.getByRole('button', { name: 'Send Announcement' }).click()
  await expect(managerPage.getByText('Please enter a message.')).toBeVisible()
  await managerPage.getByLabel('Message').fill(message)
  await managerPage.getByRole('button', { name: 'Send Announcement' }).click()
  await expect(managerPage.getByRole('status').filter({ hasText: 'Announcement sent to all your workers.' })).toBeVisible()
  await expect(managerPage.getByLabel('Message')).toHaveValue('')
  await managerPage.context().close()

  // Live, over the event stream: the page was not reloaded.
  await expect(worker.announcement(message)).toBeVisible()
  await worker
    .announcement(message)
    .getByRole('button', { name: /^Dismiss announcement/ })
    .click()
  await expect(worker.announcement(message)).toHaveCount(0)

  // After a reload the server still sends it; this browser keeps it hidden.
  const reloaded = page.waitForResponse((response) => response.url().endsWith('/api/worker/announcements') && response.ok())
  await page.reload()
  expect(JSON.stringify(await (await reloaded).json())).toContain(message)
  await expect(worker.tab('My Users')).toHaveAttribute('aria-current', 'page')
  await expect(worker.announcement(message)).toHaveCount(0)
  const dismissed = await page.evaluate(() => JSON.parse(localStorage.getItem('dismissedAnnouncements') ?? '[]') as string[])
  expect(dismissed).toHaveLength(1)
})
