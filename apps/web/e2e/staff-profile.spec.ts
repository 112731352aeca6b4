import type { Page } from '@playwright/test'
import { expect, test, users } from './fixtures/test'
import { tinyPdf, tinyPng } from './page-models/kyc-modal'
import { PaymentsPage } from './page-models/money-pages'
import { SettingsPage } from './page-models/settings-page'
import { customerIdOf, StaffProfilePage, staffBrowser } from './page-models/staff-profile-page'
import { APP_URL } from './support/ports'

// The staff customer profile (part 2 §2), signed in as the seeded worker on the customer they look after. The tests
// run in order on that customer: the tour sees a new account, the next ones add KYC data, a note and a link.
const customer = users.profileCustomer
const DETAILS = {
  firstName: 'Pia',
  lastName: 'Profile',
  dob: '1988-07-02',
  country: 'Ireland',
  city: 'Cork',
  postalCode: 'T12 X2Y3',
  fullAddress: '4 Grand Parade',
}

test('a worker opens their customer and goes through every tab', async ({ page, addSessionOf }) => {
  await addSessionOf('worker')
  const id = await customerIdOf(page, customer.email)
  const profile = new StaffProfilePage(page)
  await profile.goto(id)

  // General: who they are, their state, the tools.
  await expect(page.getByRole('link', { name: 'Back to My Users' })).toHaveAttribute('href', '/dashboard/worker/my-users')
  await expect(profile.nav().getByRole('link')).toHaveText([
    'General',
    'Wallets',
    'Transactions',
    'Verification & Docs',
    'Payment Management',
    'Tickets',
    'Activity',
  ])
  await expect(page.getByText(id, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(customer.email, { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Not Banned', { exact: true })).toBeVisible()
  await expect(page.getByText('Not Started', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ban User' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve KYC' })).toHaveCount(0)
  await expect(page.getByLabel("Note shown on the customer's dashboard")).toHaveAttribute('rows', '4')
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled()
  for (const name of ['Allow Send Funds', 'Allow Swap Funds', 'Allow Buy Funds', 'Allow Sell Funds', 'Allow Staking'])
    await expect(profile.toggle(name)).toBeChecked()
  await expect(page.getByRole('button', { name: 'Save Permissions' })).toBeDisabled()
  await expect(page.getByText('No login history found.')).toBeVisible()

  // Wallets: the ten assets with live prices and 8-decimal balances; Add Tx opens with the spec's defaults.
  await profile.open('Wallets')
  await expect(page.getByRole('heading', { name: 'User Wallets & Balances' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Wallets' }).locator('tbody tr')).toHaveCount(10)
  await expect(profile.walletRow('BTC')).toContainText('Bitcoin')
  await expect(profile.walletRow('BTC')).toContainText(/BTC · \$[\d,]+\.\d{2}/)
  await expect(profile.walletRow('BTC')).toContainText('0.25000000')
  await expect(profile.walletRow('USDT')).toContainText('150.00000000')
  await profile.walletRow('BTC').getByRole('button', { name: 'Update Address' }).click()
  await expect(profile.dialog().getByRole('heading', { name: 'Update Bitcoin Address' })).toBeVisible()
  await expect(profile.dialog().getByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(profile.walletRow('BTC').getByRole('button', { name: 'Update Address' })).toBeFocused()
  await profile.walletRow('ETH').getByRole('button', { name: 'Add Tx' }).click()
  await expect(profile.dialog().getByRole('heading', { name: 'Add Ethereum Transaction' })).toBeVisible()
  await expect(profile.dialog().getByLabel('Status *')).toHaveValue('Pending')
  await expect(profile.dialog().getByRole('switch', { name: /^Hidden transaction/ })).not.toBeChecked()
  await expect(profile.dialog().getByLabel('Sent At *')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  await page.keyboard.press('Escape')

  // Transactions: newest first; a row opens the edit dialog, and Escape gives the focus back to it.
  await profile.open('Transactions')
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible()
  await expect(profile.transactions()).toHaveCount(2)
  await expect(profile.transactions().first()).toContainText('USDT Received')
  const row = profile.transactions().nth(1).getByRole('button')
  await row.click()
  const edit = profile.dialog()
  await expect(edit.getByRole('heading', { name: 'Edit Transaction' })).toBeVisible()
  await expect(edit.getByLabel('Status')).toHaveValue('Complete')
  await expect(edit.getByLabel('Type')).toHaveValue('deposit')
  await expect(edit.getByLabel('Type').locator('option')).toHaveText(['Deposit', 'Withdrawal', 'Adjustment', 'Swap', 'None'])
  await page.keyboard.press('Escape')
  await expect(edit).toBeHidden()
  await expect(row).toBeFocused()

  // Verification & Docs of a customer who has not started.
  await profile.open('Verification & Docs')
  await expect(page.getByText('KYC verification has not been started by this user.')).toBeVisible()

  // Payment Management: nothing stored yet, the three default options.
  await profile.open('Payment Management')
  await expect(page.getByText('No payment methods found.')).toBeVisible()
  const defaults = page.getByRole('list', { name: 'Default buying options' }).getByRole('listitem')
  await expect(defaults).toHaveCount(3)
  for (const name of ['Coinbase', 'Binance', 'Kraken']) await expect(defaults.filter({ hasText: name })).toContainText('Default')
  await expect(page.getByText('No custom links yet.')).toBeVisible()
})

/** The customer's KYC submission, through the API (the customer's KYC modal has tests of its own in kyc.spec.ts). */
async function submitKyc(you: Page) {
  const answer = await you.request.post('/api/kyc', {
    headers: { origin: APP_URL },
    multipart: {
      basicDetails: JSON.stringify(DETAILS),
      identityDoc: { name: 'passport.png', mimeType: 'image/png', buffer: tinyPng() },
      residenceDoc: { name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  })
  expect(answer.status()).toBe(201)
}

// In the next two tests the page is the customer's (one sign-in for both); the worker works in a browser of their own.
test('KYC: the worker reads the submission with its documents and rejects it; the customer sees why; a new submission is approved', async ({
  browser,
  page,
  startSignedInAs,
}, testInfo) => {
  await startSignedInAs('profileCustomer')
  await submitKyc(page)
  // A card, to see it as stored on the staff side.
  await new PaymentsPage(page).addCard()

  const staff = await staffBrowser(browser, testInfo.project.outputDir, 'worker')
  const id = await customerIdOf(staff.page, customer.email)
  const profile = new StaffProfilePage(staff.page)
  await profile.goto(id, 'Verification & Docs')
  await expect(staff.page.getByText('Pending Review', { exact: true })).toBeVisible()
  for (const value of Object.values(DETAILS)) await expect(staff.page.getByText(value, { exact: true })).toBeVisible()
  const documents = staff.page.getByRole('list', { name: 'Submitted documents' })
  const identityLink = documents.getByRole('link', { name: 'View Document: Identity Document' })
  await expect(identityLink).toHaveAttribute('target', '_blank')
  // The signed link serves the document itself.
  const served = await staff.page.request.get((await identityLink.getAttribute('href'))!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toContain('image/png')
  await expect(documents.getByRole('link', { name: 'View Document: Proof of Residence' })).toBeVisible()

  // The payment method as stored; staff cannot delete it.
  await profile.open('Payment Management')
  const method = staff.page.getByRole('table', { name: 'Payment methods' }).locator('tbody tr')
  await expect(method).toHaveCount(1)
  await expect(method).toContainText('Credit Card')
  await expect(method).toContainText('Visa')
  await expect(method).toContainText('4242')
  await expect(method).toContainText('12/39')
  await expect(method.getByRole('button', { name: 'Delete' })).toBeDisabled()

  // Reject with a reason (one is required).
  await profile.open('General')
  await expect(staff.page.getByText('Pending Review', { exact: true })).toBeVisible()
  await staff.page.getByRole('button', { name: 'Reject KYC' }).click()
  const dialog = profile.dialog()
  await dialog.getByRole('button', { name: 'Reject KYC' }).click()
  await expect(dialog.getByText('Please give the customer a reason for the rejection.')).toBeVisible()
  await dialog.getByLabel('Reason for the rejection').fill('The proof of residence is older than three months.')
  await dialog.getByRole('button', { name: 'Reject KYC' }).click()
  await expect(dialog.getByText('KYC rejected. The customer has been asked to submit again.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(staff.page.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(staff.page.getByRole('button', { name: 'Approve KYC' })).toHaveCount(0)

  // The customer sees the reason on their KYC card, and submits again.
  const card = page.getByRole('region', { name: 'KYC status' })
  await page.reload()
  await expect(card.getByRole('heading', { name: 'KYC Verification Required' })).toBeVisible()
  await expect(card).toContainText('Reason: The proof of residence is older than three months.')
  await submitKyc(page)

  // Approve KYC, only while pending: beside the documents on Verification & Docs, the same control as on General.
  await staff.page.reload()
  await profile.open('Verification & Docs')
  await expect(documents.getByRole('link', { name: 'View Document: Identity Document' })).toBeVisible()
  await staff.page.getByRole('button', { name: 'Approve KYC' }).click()
  await expect(staff.page.getByText('KYC approved successfully!')).toBeVisible()
  await expect(staff.page.getByText('Verified', { exact: true })).toBeVisible()
  await expect(staff.page.getByRole('button', { name: 'Approve KYC' })).toHaveCount(0)
  await staff.context.close()

  await page.reload()
  await expect(card.getByRole('heading', { name: 'KYC Verified' })).toBeVisible()

  // Every step is in the customer's account activity, by role, newest first.
  await new SettingsPage(page).goto('Notifications')
  const activity = page.getByRole('list', { name: 'Account activity' }).locator(':scope > li')
  await expect(activity.first()).toContainText('Identity verification approved')
  await expect(activity.filter({ hasText: 'Identity verification rejected' })).toContainText('Reason: The proof of residence is older than three months.')
  await expect(activity.filter({ hasText: 'Identity document viewed' }).first()).toContainText('by Support')
})

test("the note and a buying link reach the customer's dashboard and Payments page", async ({ browser, page, signInAs, clientAddress }, testInfo) => {
  await signInAs('profileCustomer')
  const staff = await staffBrowser(browser, testInfo.project.outputDir, 'worker')
  const id = await customerIdOf(staff.page, customer.email)
  const profile = new StaffProfilePage(staff.page)
  await profile.goto(id)

  // The customer has just signed in: their sign-in heads the history, with the address it came from.
  await expect(staff.page.getByRole('table').filter({ hasText: 'IP Address' }).locator('tbody tr').first()).toContainText(clientAddress)

  await staff.page.getByLabel("Note shown on the customer's dashboard").fill('Your account manager will call you on Monday about your savings plan.')
  await staff.page.getByRole('button', { name: 'Save Note' }).click()
  await expect(staff.page.getByText('Dashboard note updated successfully!')).toBeVisible()

  // A custom buying link: each message of the spec, checked in the browser, then the link with its logo.
  await profile.open('Payment Management')
  const add = staff.page.getByRole('form', { name: 'Add a Custom Link' })
  await add.getByRole('button', { name: 'Add Link' }).click()
  await expect(add.getByText('Please enter a valid URL', { exact: true })).toBeVisible()
  await expect(add.getByText('Please enter a name for the link')).toBeVisible()
  await expect(add.getByText('Please upload a logo image')).toBeVisible()
  await add.getByLabel('URL').fill('ftp://files.example.com')
  await add.getByLabel('Name').fill('Local Exchange')
  await add.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })
  await add.getByRole('button', { name: 'Add Link' }).click()
  await expect(add.getByText('Please enter a valid URL with http:// or https://')).toBeVisible()
  await expect(add.getByText('Please upload a PNG file only')).toBeVisible()
  const large = Buffer.alloc(600_000)
  tinyPng().copy(large)
  await add.getByLabel('URL').fill('https://local-exchange.example.com/buy')
  await add.getByLabel('Logo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: large })
  await add.getByRole('button', { name: 'Add Link' }).click()
  await expect(add.getByText('File size should be less than 500KB')).toBeVisible()
  await add.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() })
  await add.getByRole('button', { name: 'Add Link' }).click()
  await expect(staff.page.getByText('Crypto buying link added successfully!')).toBeVisible()
  const custom = staff.page.getByRole('list', { name: 'Custom buying links' }).getByRole('listitem')
  await expect(custom).toHaveCount(1)
  await expect(custom).toContainText('Local Exchange')
  await expect(add.getByLabel('URL')).toHaveValue('')

  // The customer's overview shows the note, their Payments page the link with its logo served by the app.
  await page.reload()
  await expect(page.getByText('Your account manager will call you on Monday about your savings plan.')).toBeVisible()
  const payments = new PaymentsPage(page)
  await payments.goto()
  const link = page.getByRole('list', { name: 'Buying links' }).getByRole('listitem').filter({ hasText: 'Local Exchange' })
  await expect(link).toContainText('Custom')
  await expect(link.getByRole('link')).toHaveAttribute('href', 'https://local-exchange.example.com/buy')
  const logo = link.locator('img')
  await expect(logo).toHaveAttribute('src', /^\/api\/buying-links\/[0-9a-f-]+\/logo$/)
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)

  // Deleted after a confirmation: gone for the customer too.
  await custom.getByRole('button', { name: 'Delete Local Exchange' }).click()
  await profile.dialog().getByRole('button', { name: 'Delete' }).click()
  await expect(profile.dialog().getByText('Crypto buying link deleted successfully!')).toBeVisible()
  await expect(staff.page.getByText('No custom links yet.')).toBeVisible()
  await staff.context.close()
  await page.reload()
  await expect(page.getByRole('list', { name: 'Buying links' }).getByRole('listitem')).toHaveCount(3)
})

test("a worker opening another worker's customer sees Access Denied; their manager may open it", async ({ browser, page, addSessionOf }, testInfo) => {
  await addSessionOf('worker')
  const id = await customerIdOf(page, users.otherWorkersCustomer.email)
  await page.goto(`/dashboard/user-profile/${id}/general`)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText('Access Denied: You do not have permission to view this profile.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'User profile' })).toHaveCount(0)
  await expect(page.getByText(users.otherWorkersCustomer.email)).toHaveCount(0)
  await page.getByRole('button', { name: 'Return to Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard\/worker\/my-users$/)

  // Without a user id, the area leads to My Users.
  await page.goto('/dashboard/user-profile')
  await expect(page).toHaveURL(/\/dashboard\/worker\/my-users$/)

  const manager = await staffBrowser(browser, testInfo.project.outputDir, 'manager')
  await new StaffProfilePage(manager.page).goto(id)
  await expect(manager.page.getByText(users.otherWorkersCustomer.email, { exact: true }).first()).toBeVisible()
  await expect(manager.page.getByRole('link', { name: 'Back to My Users' })).toHaveCount(0)
  await manager.context.close()
})
