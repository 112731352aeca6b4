import { expect, test } from './fixtures/test'
import { SettingsPage } from './page-models/settings-page'

test('a customer adds a card and a bank account, sees them newest first, and deletes them', async ({ page, addSessionOf }) => {
  await addSessionOf('paymentMethodsCustomer')
  const settings = new SettingsPage(page)
  await settings.goto('Payment Methods')
  const panel = settings.panel()
  await expect(panel.getByText('Your card and bank details are encrypted with AES-256 and stored securely.')).toBeVisible()
  await expect(panel.getByText('You have no saved payment methods yet.')).toBeVisible()

  // Card: required fields, expiry typed as digits becomes MM/YY, CVV keeps at most 4 digits.
  await panel.getByRole('button', { name: 'Add Payment Method' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' })
  await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toHaveAttribute('aria-checked', 'true')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible()
  await dialog.getByLabel('Card Number').fill('4242 4242 4242 4242')
  await dialog.getByLabel('Card Holder Name').fill('Casey Card')
  await dialog.getByLabel('Expiry Date').pressSequentially('123099')
  await expect(dialog.getByLabel('Expiry Date')).toHaveValue('12/30')
  await dialog.getByLabel('CVV').pressSequentially('12a345')
  await expect(dialog.getByLabel('CVV')).toHaveValue('1234')
  await dialog.getByLabel('Notes (optional)').fill('Everyday card')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const list = panel.getByRole('list', { name: 'Saved payment methods' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByText('Visa •••• 4242')).toBeVisible()
  await expect(list.getByText('Casey Card · Expires 12/30')).toBeVisible()
  // The full number is never shown back.
  await expect(panel.getByText('4242 4242 4242 4242')).toHaveCount(0)

  // Bank account.
  await panel.getByRole('button', { name: 'Add Payment Method' }).click()
  await dialog.getByRole('radio', { name: 'Bank Account' }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Please fill in all required fields')).toHaveCount(2)
  await dialog.getByLabel('Bank Name').fill('First Savings Bank')
  await dialog.getByLabel('Account Number').fill('DE89 3704 0044 0532 0130 00')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('First Savings Bank •••• 3000')
  await expect(list.getByRole('listitem').nth(1)).toContainText('Visa •••• 4242')

  await list.getByRole('button', { name: 'Delete First Savings Bank •••• 3000' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await list.getByRole('button', { name: 'Delete Visa •••• 4242' }).click()
  await expect(panel.getByText('You have no saved payment methods yet.')).toBeVisible()

  // After a reload the list is still empty: the deletes reached the server.
  await page.reload()
  await settings.open('Payment Methods')
  await expect(settings.panel().getByText('You have no saved payment methods yet.')).toBeVisible()
})

test('a card number that fails the checksum is refused with its message', async ({ page, addSessionOf }) => {
  await addSessionOf('customer')
  const settings = new SettingsPage(page)
  await settings.goto('Payment Methods')
  await settings.panel().getByRole('button', { name: 'Add Payment Method' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' })
  await dialog.getByLabel('Card Number').fill('4242 4242 4242 4241')
  await dialog.getByLabel('Card Holder Name').fill('Casey Card')
  await dialog.getByLabel('Expiry Date').pressSequentially('1230')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Please enter a valid card number.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(settings.panel().getByText('Visa •••• 4241')).toHaveCount(0)
})
