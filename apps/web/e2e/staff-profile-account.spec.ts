import { expect, test, users } from './fixtures/test'
import { SettingsPage } from './page-models/settings-page'
import { customerBrowser, customerIdOf, StaffProfilePage } from './page-models/staff-profile-page'
import { codeIn, mailbox } from './support/mailbox'

// Staff change the account of the seeded worker's customer; the tests run in order on it (the password reset last).
const customer = users.profileAccountCustomer
const REFUSED = 'You cannot access your account. Please contact the support team.'

test('ban: the customer is signed out and refused at sign-in; unban lets them back in', async ({ browser, page, addSessionOf }) => {
  const you = await customerBrowser(browser)
  await you.login.goto()
  await you.login.signIn(customer.email, customer.password)
  await you.shell.expectOverview()

  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  await profile.goto(await customerIdOf(page, customer.email))
  await page.getByRole('button', { name: 'Ban User' }).click()
  const dialog = profile.dialog()
  await expect(dialog.getByRole('heading', { name: 'Ban User' })).toBeVisible()
  await expect(dialog).toContainText('The user will not be able to log in or access the application')
  await expect(dialog.getByLabel('Ban duration')).toHaveValue('lifted')
  await expect(dialog).toContainText('Staff only: kept in the audit log, never shown to the customer.')
  await dialog.getByLabel('Reason (optional)').fill('Chargeback under investigation.')
  // Cancel changes nothing and gives the focus back to the button.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Ban User' })).toBeFocused()
  await expect(page.getByText('Not Banned', { exact: true })).toBeVisible()

  // From the keyboard: Enter opens the dialog again.
  await page.keyboard.press('Enter')
  await dialog.getByLabel('Reason (optional)').fill('Chargeback under investigation.')
  await dialog.getByRole('button', { name: 'Ban User' }).click()
  await expect(dialog.getByText('User has been banned successfully!')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Banned until \d{2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unban User' })).toBeFocused()
  await mailbox.waitFor(customer.email, /Your account has been suspended/)

  // Every session of the customer ended at once; signing in again is refused.
  await you.page.goto('/dashboard/wallets')
  await expect(you.page).toHaveURL(/\/login$/)
  await you.login.signIn(customer.email, customer.password)
  await expect(you.page.getByText(REFUSED)).toBeVisible()

  await page.getByRole('button', { name: 'Unban User' }).click()
  await expect(dialog.getByRole('heading', { name: 'Unban User' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Unban User' }).click()
  await expect(dialog.getByText('User has been unbanned successfully!')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Not Banned', { exact: true })).toBeVisible()
  await mailbox.waitFor(customer.email, /Your account has been reactivated/)

  // Back in, on the page they had asked for before the sign-in.
  await you.login.signIn(customer.email, customer.password)
  await expect(you.page).toHaveURL(/\/dashboard\/wallets$/)
  const settings = new SettingsPage(you.page)
  await settings.goto('Notifications')
  const activity = you.page.getByRole('list', { name: 'Account activity' }).locator(':scope > li')
  await expect(activity.nth(0)).toContainText('Account suspension lifted')
  await expect(activity.nth(1)).toContainText('Account suspended')
  // The reason is staff's, as the form said: the customer reads the fixed text (docs/decisions/128).
  await expect(activity.nth(1)).not.toContainText('Chargeback under investigation.')
  await expect(activity.nth(1)).toContainText('by Support')
  await you.context.close()
})

test('permissions: a reason for disabled sending reaches the send dialog; turning it back on clears it', async ({ browser, page, addSessionOf }) => {
  await addSessionOf('worker')
  const profile = new StaffProfilePage(page)
  await profile.goto(await customerIdOf(page, customer.email))
  const save = page.getByRole('button', { name: 'Save Permissions' })
  const reason = page.getByLabel('Reason for disabling sending (shown to the customer)')

  await expect(save).toBeDisabled()
  await profile.toggle('Allow Send Funds').click()
  await expect(page.getByText('Unsaved changes')).toBeVisible()
  await expect(save).toBeEnabled()
  await reason.fill('Your new deposit address is being verified. Sending resumes within a day.')
  await profile.toggle('Allow Swap Funds').click()
  await save.click()
  await expect(page.getByText('Permissions updated successfully!')).toBeVisible()
  await expect(page.getByText('Unsaved changes')).toBeHidden()
  await expect(save).toBeDisabled()
  await expect(profile.toggle('Allow Send Funds')).not.toBeChecked()
  await expect(reason).toHaveValue('Your new deposit address is being verified. Sending resumes within a day.')

  const you = await customerBrowser(browser)
  await you.login.goto()
  await you.login.signIn(customer.email, customer.password)
  await you.shell.expectOverview()
  await you.page.goto('/dashboard/wallets')
  await you.page.getByRole('button', { name: 'Send BTC' }).click()
  const send = you.page.getByRole('dialog')
  await expect(send.getByText('Your new deposit address is being verified. Sending resumes within a day.')).toBeVisible()
  await expect(send.getByLabel('Amount')).toHaveCount(0)
  await you.page.keyboard.press('Escape')
  await you.page.goto('/dashboard/marketplace/swap')
  await expect(you.page.getByText('Swapping is currently disabled for your account.')).toBeVisible()

  // Sending back on: its reason goes with it.
  await profile.toggle('Allow Send Funds').click()
  await expect(reason).toHaveCount(0)
  await save.click()
  await expect(page.getByText('Permissions updated successfully!')).toBeVisible()
  await you.page.goto('/dashboard/wallets')
  await you.page.getByRole('button', { name: 'Send BTC' }).click()
  await expect(send.getByLabel('Amount')).toBeVisible()
  await you.context.close()
})

test('password reset: the customer must choose a new password at the next sign-in', async ({ browser, page, addSessionOf }) => {
  await addSessionOf('worker')
  await new StaffProfilePage(page).goto(await customerIdOf(page, customer.email))
  const password = page.getByLabel('New Password')
  const reset = page.getByRole('button', { name: 'Reset Password' })
  await password.fill('abc12')
  await expect(reset).toBeDisabled()
  await password.blur()
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible()
  await password.fill('')
  await expect(page.getByText('New password cannot be empty.')).toBeVisible()
  await password.fill('Temp-4821')
  await expect(reset).toBeEnabled()
  await reset.click()
  await expect(page.getByText('Password reset successfully!')).toBeVisible()
  await expect(password).toHaveValue('')
  const resetMail = await mailbox.waitFor(customer.email, /Your password was reset by support/)
  expect(resetMail.text).toContain('also asks for a code mailed to this address')

  // The temporary password alone opens nothing (decision 078): the customer passes a code mailed to them.
  const you = await customerBrowser(browser)
  await you.login.goto()
  const before = await mailbox.count(customer.email)
  await you.login.signIn(customer.email, 'Temp-4821')
  await expect(you.login.heading()).toHaveText('Check Your Email')
  await you.login.code().fill(codeIn(await mailbox.waitFor(customer.email, /sign-in code/, before)))
  await you.page.getByRole('button', { name: 'Verify Email OTP' }).click()
  await expect(you.page).toHaveURL(/\/force-password-change$/)
  await you.page.getByLabel('New Password', { exact: true }).fill('Own-Choice-2027')
  await you.page.getByLabel('Confirm New Password').fill('Own-Choice-2027')
  await you.page.getByRole('button', { name: 'Update Password' }).click()
  await you.shell.expectOverview()
  await you.context.close()
})
