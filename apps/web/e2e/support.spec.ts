import { expect, test } from './fixtures/test'

// The tests run in order on one account that starts without tickets.
import { SupportPage } from './page-models/support-page'

test('a customer with no tickets creates one and sees it waiting for support', async ({ page, addSessionOf }) => {
  await addSessionOf('supportCustomer')
  const support = new SupportPage(page)
  await support.goto()
  await expect(page.getByText('Oops! Nothing is here.')).toBeVisible()
  await expect(page.getByText("We couldn't find any support tickets.")).toBeVisible()

  await support.createButton().click()
  const dialog = support.createDialog()
  await expect(dialog.getByLabel('Urgency')).toHaveValue('medium')
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(dialog.getByText('Please enter a subject for your ticket')).toBeVisible()
  await expect(dialog.getByText('Please provide a message describing your issue')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Ticket text is shown as text, never as markup.
  const subject = 'Withdrawal <b>stuck</b> since Monday'
  const message = 'My withdrawal has been pending for three days.\n<img src=x onerror="document.title=\'owned\'">'
  await support.create({ subject, message, urgency: 'High' })

  const card = support.ticket(subject)
  await expect(card).toBeVisible()
  await expect(card).toContainText('Open')
  await expect(card).toContainText('Urgency: High')

  await card.click()
  const conversation = page.getByRole('dialog', { name: subject })
  await expect(conversation).toBeVisible()
  await expect(conversation.getByText('My withdrawal has been pending for three days.', { exact: false })).toBeVisible()
  await expect(conversation.getByText('<img src=x', { exact: false })).toBeVisible()
  await expect(conversation.locator('img')).toHaveCount(0)
  expect(await page.title()).not.toBe('owned')

  const reply = conversation.getByLabel('Your reply')
  await expect(reply).toBeDisabled()
  await expect(reply).toHaveAttribute('placeholder', 'Waiting for support to respond...')
  await expect(conversation.getByRole('button', { name: 'Send' })).toBeDisabled()
})

test('tickets are listed newest first, five per page', async ({ page, addSessionOf }) => {
  test.setTimeout(120_000)
  await addSessionOf('supportCustomer')
  const support = new SupportPage(page)
  await support.goto()
  for (let n = 1; n <= 6; n++) await support.create({ subject: `Question number ${n}`, message: `Details of question ${n}` })

  const cards = support.ticketList().getByRole('listitem')
  await expect(cards).toHaveCount(5)
  await expect(cards.first()).toContainText('Question number 6')
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  // The ticket of the test before is the oldest of the seven.
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('Question number 1')
  await expect(cards.nth(1)).toContainText('Withdrawal <b>stuck</b> since Monday')
})
