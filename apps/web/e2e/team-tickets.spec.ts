import { expect, test, users } from './fixtures/test'
import { SupportPage } from './page-models/support-page'
import { WorkerDashboard } from './page-models/back-office'
import { openSignedIn } from './support/signed-in-page'

/**
 * Tickets for the whole team (docs/decisions/075-customer-assignment.md): the manager answers a ticket of the team's
 * customer from the manager's Tickets tab, opens the customer from it, and finds it on the staff profile's Tickets tab.
 */
test('the manager answers a team customer’s ticket and finds it on the customer’s profile', async ({ page, browser, addSessionOf }, testInfo) => {
  const subject = `Withdrawal question ${Date.now()}`
  const customerPage = await openSignedIn(browser, testInfo, 'teamTicketCustomer')
  const support = new SupportPage(customerPage)
  await support.goto()
  await support.create({ subject, message: 'When will my withdrawal arrive?', urgency: 'Medium' })

  await addSessionOf('announcingManager')
  await page.goto('/dashboard/manager/tickets')
  await expect(page.getByRole('heading', { name: 'Team Support Tickets' })).toBeVisible()
  const tickets = new WorkerDashboard(page)
  await tickets.ticket(subject).click()
  const dialog = tickets.ticketDialog()
  await expect(dialog).toContainText(users.teamTicketCustomer.email)
  await dialog.getByLabel('Your reply').fill('Your manager here: it left this morning.')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByRole('list', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: 'Your manager here' })).toContainText(
    'Support Manager',
  )

  await dialog.getByRole('link', { name: 'Open customer profile' }).click()
  await expect(page).toHaveURL(/\/dashboard\/user-profile\/[^/]+\/general$/)
  await page.getByRole('navigation', { name: 'User profile' }).getByRole('link', { name: 'Tickets' }).click()
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible()
  await expect(tickets.ticket(subject)).toBeVisible()

  // The customer sees the answer.
  await support.goto()
  await support.ticket(subject).click()
  await expect(customerPage.getByRole('dialog')).toContainText('Your manager here: it left this morning.')
  await customerPage.context().close()
})
