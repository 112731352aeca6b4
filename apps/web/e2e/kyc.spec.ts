import { expect, test } from './fixtures/test'
import { KYC_FIELD_LABELS, KycModal, tinyPdf, tinyPng } from './page-models/kyc-modal'
import { SettingsPage } from './page-models/settings-page'

const DETAILS = {
  firstName: 'Kira',
  lastName: 'Yates',
  dob: '1990-04-12',
  country: 'Portugal',
  city: 'Lisbon',
  postalCode: '1100-148',
  fullAddress: 'Rua Augusta 27, 2nd floor',
}

// The tests run in order on one account: the refused submission leaves it not started, the next one submits.

test('before any submission, General explains where the details will appear and Verification offers Start Verification', async ({ page, addSessionOf }) => {
  await addSessionOf('customer')
  const settings = new SettingsPage(page)
  await settings.goto('General')
  await expect(settings.panel().getByText('Your basic details will appear here after you submit your verification information.')).toBeVisible()
  await settings.open('Verification')
  await expect(settings.panel().getByText('Not Submitted', { exact: true })).toBeVisible()
  await settings.panel().getByRole('button', { name: 'Start Verification' }).click()
  const kyc = new KycModal(page)
  await kyc.expectStep('Basic Details')
  await kyc.button('Cancel').click()
  await expect(kyc.dialog()).toBeHidden()
})

test('a document whose content is not PDF, JPEG or PNG is refused by the server and shown with Error:', async ({ page, startSignedInAs }) => {
  await startSignedInAs('kycCustomer')
  await page.getByRole('region', { name: 'KYC status' }).getByRole('button', { name: 'Verify Now' }).click()
  const kyc = new KycModal(page)
  await kyc.fillDetails(DETAILS)
  await kyc.button('Next').click()
  await kyc.identity().setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') })
  await kyc.residence().setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() })
  await kyc.button('Submit KYC').click()
  await expect(kyc.dialog().getByRole('alert').filter({ hasText: 'Error: Identity document must be a PDF, JPEG or PNG file.' })).toBeVisible()
  await kyc.expectStep('Document Upload')
  await kyc.button('Cancel').click()
  await expect(page.getByRole('region', { name: 'KYC status' }).getByRole('heading', { name: 'KYC Not Verified' })).toBeVisible()
})

test('a new customer reads about KYC, submits details and two real documents, and the card shows KYC Pending Review', async ({ page, startSignedInAs }) => {
  await startSignedInAs('kycCustomer')

  // The overview card of a customer who has not started.
  const card = page.getByRole('region', { name: 'KYC status' })
  await expect(card.getByRole('heading', { name: 'KYC Not Verified' })).toBeVisible()
  await card.getByRole('button', { name: 'Learn More' }).click()
  const info = page.getByRole('dialog', { name: 'About KYC Verification' })
  for (const point of ['Security', 'Compliance', 'Trust', 'Access']) await expect(info.getByText(point, { exact: true })).toBeVisible()
  await info.getByRole('button', { name: 'Got it' }).click()
  await expect(info).toBeHidden()

  await card.getByRole('button', { name: 'Verify Now' }).click()
  const kyc = new KycModal(page)
  await kyc.expectStep('Basic Details')

  // Step 1 moves on only with every field filled; editing a field clears its message.
  await kyc.button('Next').click()
  await expect(kyc.dialog().getByText('This field is required.')).toHaveCount(KYC_FIELD_LABELS.length)
  await kyc.field('First Name').fill('K')
  await expect(kyc.dialog().getByText('This field is required.')).toHaveCount(KYC_FIELD_LABELS.length - 1)
  await expect(kyc.field('First Name')).not.toHaveAttribute('aria-invalid', 'true')
  await kyc.fillDetails(DETAILS)
  await kyc.button('Next').click()
  await kyc.expectStep('Document Upload')
  await expect(kyc.dialog().getByText('Accepted formats: PDF, JPEG, JPG, PNG (up to 10MB).').first()).toBeVisible()

  // Previous keeps what was typed.
  await kyc.button('Previous').click()
  await kyc.expectStep('Basic Details')
  await expect(kyc.field('City')).toHaveValue(DETAILS.city)
  await kyc.button('Next').click()

  // Submitting without documents stays on step 2 with the spec's messages.
  await kyc.button('Submit KYC').click()
  await kyc.expectStep('Document Upload')
  await expect(kyc.dialog().getByText('Identity document is required')).toBeVisible()
  await expect(kyc.dialog().getByText('Proof of residence document is required')).toBeVisible()
  await expect(kyc.dialog().getByText('Required documents are missing.')).toBeVisible()

  await kyc.identity().setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: tinyPng() })
  await expect(kyc.dialog().getByText('Identity document is required')).toBeHidden()
  await kyc.residence().setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() })
  await expect(kyc.dialog().getByText('passport.png')).toBeVisible()
  await expect(kyc.dialog().getByText('utility-bill.pdf')).toBeVisible()
  await kyc.button('Submit KYC').click()

  await expect(kyc.dialog()).toBeHidden()
  await expect(card.getByRole('heading', { name: 'KYC Pending Review' })).toBeVisible()
  await expect(card.getByRole('button')).toHaveCount(0)

  // Settings now show the submitted details and the pending status.
  const settings = new SettingsPage(page)
  await settings.goto('General')
  for (const value of [DETAILS.firstName, DETAILS.lastName, DETAILS.dob, DETAILS.country, DETAILS.city, DETAILS.postalCode, DETAILS.fullAddress]) {
    await expect(settings.panel().getByText(value, { exact: true })).toBeVisible()
  }
  await settings.open('Verification')
  await expect(settings.panel().getByText('Pending', { exact: true })).toBeVisible()
  await expect(settings.panel().getByText('KYC review takes about 1-2 business days.')).toBeVisible()
  await expect(settings.panel().getByRole('button', { name: /Start Verification|Re-submit/ })).toHaveCount(0)
})
