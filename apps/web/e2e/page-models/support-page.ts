import { expect, type Page } from '@playwright/test'

/** /dashboard/support: the ticket list, the create modal and the conversation dialog. */
export class SupportPage {
  constructor(readonly page: Page) {}

  createButton = () => this.page.getByRole('button', { name: 'Create Ticket' })
  createDialog = () => this.page.getByRole('dialog', { name: 'Create Support Ticket' })
  ticketList = () => this.page.getByRole('list', { name: 'Your tickets' })
  ticket = (subject: string) => this.ticketList().getByRole('button', { name: new RegExp(escape(subject)) })

  async goto() {
    await this.page.goto('/dashboard/support')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Support Tickets')
  }

  async create(values: { subject: string; message: string; urgency?: 'Low' | 'Medium' | 'High' }) {
    await this.createButton().click()
    const dialog = this.createDialog()
    await dialog.getByLabel('Subject').fill(values.subject)
    await dialog.getByLabel('Message').fill(values.message)
    if (values.urgency) await dialog.getByLabel('Urgency').selectOption({ label: values.urgency })
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click()
    await expect(dialog).toBeHidden()
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
