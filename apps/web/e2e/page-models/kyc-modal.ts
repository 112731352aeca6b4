import { expect, type Page } from '@playwright/test'

export const KYC_FIELD_LABELS = ['First Name', 'Last Name', 'Date of Birth', 'Country', 'City', 'Postal Code', 'Full Address'] as const

export interface KycDetails {
  firstName: string
  lastName: string
  dob: string
  country: string
  city: string
  postalCode: string
  fullAddress: string
}

/** The two-step KYC verification modal. */
export class KycModal {
  constructor(readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog', { name: 'KYC Verification' })
  field = (label: (typeof KYC_FIELD_LABELS)[number]) => this.dialog().getByLabel(label, { exact: true })
  identity = () => this.dialog().getByLabel('Identity Document')
  residence = () => this.dialog().getByLabel('Proof of Residence')
  button = (name: 'Next' | 'Previous' | 'Cancel' | 'Submit KYC') => this.dialog().getByRole('button', { name, exact: true })
  stepHeading = () => this.dialog().getByRole('heading', { level: 3 })

  async fillDetails(details: KycDetails) {
    await this.field('First Name').fill(details.firstName)
    await this.field('Last Name').fill(details.lastName)
    await this.field('Date of Birth').fill(details.dob)
    await this.field('Country').fill(details.country)
    await this.field('City').fill(details.city)
    await this.field('Postal Code').fill(details.postalCode)
    await this.field('Full Address').fill(details.fullAddress)
  }

  async expectStep(name: 'Basic Details' | 'Document Upload') {
    await expect(this.stepHeading()).toHaveText(name)
  }
}

/** A 1×1 PNG, built byte by byte so the server's content check sees a real image. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
}

/** A minimal one-page PDF with a correct cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>']
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
