import { expect, test, users } from './fixtures/test'
import { customerIdOf, StaffProfilePage, staffBrowser } from './page-models/staff-profile-page'
import { mailbox } from './support/mailbox'

// The support tools of the staff profile (decision 073), on customers of the seeded worker kept for this file.
const customer = users.profileSupportCustomer
const unconfirmed = users.profileUnconfirmedCustomer

test('internal notes stay with staff; the Activity tab lists them; the wallets show pending and addresses; the statement downloads', async ({
  page,
  addSessionOf,
}) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  const id = await customerIdOf(page, customer.email)
  await profile.goto(id)

  const notes = page.getByRole('form', { name: 'Internal note' })
  await notes.getByRole('button', { name: 'Add Note' }).click()
  await expect(notes.getByText('Please enter a note.')).toBeVisible()
  await notes.getByLabel('New internal note').fill('Prefers a call in the morning.')
  await notes.getByRole('button', { name: 'Add Note' }).click()
  await expect(notes.getByText('Internal note added.')).toBeVisible()
  await notes.getByLabel('New internal note').fill('Asked about staking plans.')
  await notes.getByRole('button', { name: 'Add Note' }).click()
  const list = page.getByRole('list', { name: 'Internal notes' }).getByRole('listitem')
  await expect(list).toHaveCount(2)
  await expect(list.first()).toContainText('Asked about staking plans.')
  await expect(list.first()).toContainText('Wendy Worker')
  await expect(list.nth(1)).toContainText('Prefers a call in the morning.')

  await profile.open('Wallets')
  const details = page.getByRole('table', { name: 'Available, pending and deposit addresses' })
  const usdt = details.locator('tbody tr').filter({ has: page.getByText('USDT', { exact: true }) })
  await expect(usdt).toContainText('40.00000000')
  await expect(usdt).toContainText('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')
  await expect(details.locator('tbody tr').filter({ has: page.getByText('BTC', { exact: true }) })).toContainText('Not set')

  await profile.open('Activity')
  const rows = page.getByRole('list', { name: 'Audit rows' }).getByRole('listitem')
  await expect(rows.first()).toContainText('Internal note added')
  await expect(rows.first()).toContainText('Asked about staking plans.')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download Statement' }).click()
  expect((await download).suggestedFilename()).toBe('statement.csv')
  await page.reload()
  await expect(rows.first()).toContainText('Statement downloaded by support')
})

test('Sign Out Everywhere ends the customer’s sessions without a ban, and the bell tells them', async ({
  browser,
  page,
  signInAs,
  loginPage,
  shell,
}, testInfo) => {
  await signInAs('profileSupportCustomer')
  const staff = await staffBrowser(browser, testInfo.project.outputDir, 'worker')
  const profile = new StaffProfilePage(staff.page)
  await profile.goto(await customerIdOf(staff.page, customer.email))
  await staff.page.getByRole('button', { name: 'Sign Out Everywhere' }).click()
  const dialog = profile.dialog()
  await expect(dialog).toContainText('They are not banned')
  await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click()
  await expect(dialog.getByText('The user has been signed out on every device.')).toBeVisible()
  await expect(staff.page.getByText('Not Banned', { exact: true })).toBeVisible()
  await staff.context.close()

  await page.goto('/dashboard/wallets')
  await expect(page).toHaveURL(/\/login/)
  await loginPage.signInAccount(customer)
  // Signed in again, back where they were going.
  await expect(page).toHaveURL(/\/dashboard\/wallets$/)
  await shell.notificationsButton().click()
  await expect(page.getByText('Support signed you out on every device. Sign in again to continue.')).toBeVisible()
  await expect(page.getByText('Prefers a call in the morning.')).toHaveCount(0)
})

test('Resend Confirmation Email mails a customer who has not confirmed their address', async ({ page, addSessionOf }) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  await profile.goto(await customerIdOf(page, unconfirmed.email))
  const before = await mailbox.count(unconfirmed.email)
  await page.getByRole('button', { name: 'Resend Confirmation Email' }).click()
  await expect(page.getByText('A new confirmation email has been sent.')).toBeVisible()
  const mail = await mailbox.waitFor(unconfirmed.email, /verify-email\?token=/, before)
  expect(mail).toBeTruthy()
})
