import { expect, test, users } from './fixtures/test'
import { ProtectionSettings } from './page-models/protection-settings'
import { SettingsPage } from './page-models/settings-page'
import { PaymentsPage, WalletsPage } from './page-models/money-pages'
import { APP_URL } from './support/ports'
import { codeIn, mailbox } from './support/mailbox'

const SAVED = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const OTHER = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const LOCK_MS = 48 * 60 * 60 * 1000

/** Signs an account with emailed codes in through the login screen. */
async function signInWithEmailCode(loginPage: import('./page-models/login-page').LoginPage, user: { email: string; password: string }) {
  const before = await mailbox.count(user.email)
  await loginPage.goto()
  await loginPage.signIn(user.email, user.password)
  const mail = await mailbox.waitFor(user.email, /sign-in code/, before)
  await loginPage.code().fill(codeIn(mail))
  await loginPage.page.getByRole('button', { name: 'Verify Email OTP' }).click()
}

test('a new withdrawal address is locked, and a send to it is refused until the lock ends', async ({ page, loginPage, shell, request }) => {
  const user = users.allowlistCustomer
  await signInWithEmailCode(loginPage, user)
  await shell.expectOverview()
  await new SettingsPage(page).goto('Security')
  const settings = new ProtectionSettings(page, user.email)

  await settings.addAddress('BTC', SAVED, 'Cold wallet')
  const row = settings.addresses().filter({ hasText: SAVED })
  await expect(row.getByText(/^Locked until /)).toBeVisible()
  await expect(page.getByText(/Address confirmed\. You can send to it from /)).toBeVisible()

  await page.getByRole('button', { name: 'Only send to saved addresses' }).click()
  await settings.passSecondFactor()
  await expect(page.getByText('Only saved addresses can receive your sends from now on.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn off the allowlist' })).toBeVisible()

  const wallets = new WalletsPage(page)
  await wallets.goto()
  await page.getByRole('button', { name: 'Send BTC' }).click()
  const dialog = wallets.dialog()
  const send = dialog.getByRole('button', { name: 'Send', exact: true })
  await dialog.getByLabel('Amount').fill('0.01')
  await dialog.getByLabel('Recipient Address').fill(OTHER)
  await send.click()
  await expect(dialog.getByText(/This Bitcoin address is not on your list of saved withdrawal addresses/)).toBeVisible()
  await dialog.getByLabel('Recipient Address').fill(SAVED)
  await send.click()
  await expect(dialog.getByText(/This address was added recently and is locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)).toBeVisible()

  // The app's clock, moved past the lock (TEST_CLOCK): the same send goes through.
  const moved = await request.post(`${APP_URL}/api/test-clock/advance`, { data: { ms: LOCK_MS + 60_000 }, headers: { origin: APP_URL } })
  expect(moved.ok()).toBe(true)
  await send.click()
  await expect(dialog.getByText('Transaction has been successfully sent for approval.')).toBeVisible()
  await page.keyboard.press('Escape')

  await new SettingsPage(page).goto('Security')
  await expect(settings.addresses().filter({ hasText: SAVED }).getByText('Ready')).toBeVisible()
})

test('with the allowlist on, a new bank account asks for the step-up and is locked for withdrawals', async ({ page, loginPage, shell }) => {
  const user = users.destinationsCustomer
  await signInWithEmailCode(loginPage, user)
  await shell.expectOverview()
  const settingsPage = new SettingsPage(page)
  await settingsPage.goto('Security')
  const settings = new ProtectionSettings(page, user.email)
  await page.getByRole('button', { name: 'Only send to saved addresses' }).click()
  await settings.passSecondFactor()
  await expect(page.getByText('Only saved addresses can receive your sends from now on.')).toBeVisible()

  await settingsPage.open('Payment Methods')
  await page.getByRole('button', { name: 'Add Payment Method' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' })
  await expect(dialog.getByText(/Your withdrawal allowlist is on: confirm a new payment method with your password and second-factor code/)).toBeVisible()
  await dialog.getByRole('radio', { name: 'Bank Account' }).click()
  await dialog.getByLabel('Bank Name').fill('Harbour Bank')
  await dialog.getByLabel('Account Number').fill('DE89 3704 0044 0532 0130 00')
  await dialog.getByLabel('Password').fill(user.password)
  await settings.enterMailedCode(dialog)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('list', { name: 'Saved payment methods' }).getByRole('listitem').filter({ hasText: 'Harbour Bank' })
  await expect(row.getByText(/^Locked for withdrawals until /)).toBeVisible()

  // The payment form names the lock, and the server refuses the withdrawal with the time it opens.
  const payments = new PaymentsPage(page)
  await payments.goto()
  const withdrawal = payments.form('Withdrawal')
  await withdrawal.getByLabel('Token').selectOption('USDT')
  await withdrawal.getByLabel('Amount').fill('900')
  await expect(withdrawal.getByRole('option', { name: /Harbour Bank .* \(locked until / })).toBeAttached()
  await withdrawal.getByRole('button', { name: 'Submit Withdrawal Request' }).click()
  await expect(
    withdrawal.getByText(/This payment method was added recently and is locked for withdrawals until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/),
  ).toBeVisible()
})

test('the anti-phishing code set in Settings opens every mail that follows', async ({ page, loginPage, shell }) => {
  const user = users.phishingCodeCustomer
  await signInWithEmailCode(loginPage, user)
  await shell.expectOverview()
  await new SettingsPage(page).goto('Security')
  const settings = new ProtectionSettings(page, user.email)
  await expect(page.getByText(/Every email we send you starts with it/)).toBeVisible()

  const before = await mailbox.count(user.email)
  await page.getByLabel('Code', { exact: true }).fill('Quiet Lantern')
  await page.getByRole('button', { name: 'Set Code' }).click()
  await settings.passSecondFactor()
  await expect(page.getByText('Your anti-phishing code is saved. Every email from us now shows it.')).toBeVisible()
  await expect(page.getByTestId('anti-phishing-code')).toHaveText('Your anti-phishing code: Quiet Lantern')

  const confirmation = await mailbox.waitFor(user.email, /anti-phishing code is set/, before)
  expect(confirmation.text.split(/\r?\n/)[0]).toBe('Your anti-phishing code: Quiet Lantern')

  // Opened again, the screen says a code is set; the code itself takes the password and the second factor.
  await new SettingsPage(page).goto('Notifications')
  await new SettingsPage(page).goto('Security')
  await expect(page.getByText('A code is set: every email from us starts with it.')).toBeVisible()
  await expect(page.getByTestId('anti-phishing-code')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show Code' }).click()
  const stepUp = page.getByRole('dialog', { name: 'Show the anti-phishing code' })
  const sent = await mailbox.count(user.email)
  await stepUp.getByRole('button', { name: 'Email me a code' }).click()
  const codeMail = await mailbox.waitFor(user.email, /Your verification code/, sent)
  await stepUp.getByLabel('Password').fill(user.password)
  await stepUp.getByLabel('Code from the email').fill(codeMail.text.match(/verification code is (\d{6})/)![1]!)
  await stepUp.getByRole('button', { name: 'Confirm' }).click()
  await expect(stepUp).toBeHidden()
  await expect(page.getByTestId('anti-phishing-code')).toHaveText('Your anti-phishing code: Quiet Lantern')
  // A mail of another kind, asked for afterwards: the sign-in code of a new sign-in.
  const next = await mailbox.count(user.email)
  await page.context().clearCookies()
  await signInWithEmailCode(loginPage, user)
  const signInMail = (await mailbox.list(user.email))[next]!
  expect(signInMail.subject).toMatch(/sign-in code/)
  expect(signInMail.text.split(/\r?\n/)[0]).toBe('Your anti-phishing code: Quiet Lantern')
})
