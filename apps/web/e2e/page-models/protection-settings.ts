import { expect, type Locator, type Page } from '@playwright/test'
import { mailbox } from '../support/mailbox'

/** Settings → Security: the anti-phishing code and the withdrawal address allowlist, for an account with emailed codes. */
export class ProtectionSettings {
  constructor(
    readonly page: Page,
    readonly email: string,
  ) {}

  addresses = () => this.page.getByTestId('withdrawal-address')
  dialog = () => this.page.getByRole('dialog')

  /** Asks for a step-up code within `scope` and types the one mailed. */
  async enterMailedCode(scope: Locator): Promise<void> {
    const before = await mailbox.count(this.email)
    await scope.getByRole('button', { name: 'Email me a code' }).click()
    const mail = await mailbox.waitFor(this.email, /Your verification code/, before)
    await scope.getByLabel('Code from the email').fill(mail.text.match(/verification code is (\d{6})/)![1]!)
  }

  /** Answers the second-factor dialog with the code mailed on request. */
  async passSecondFactor(): Promise<void> {
    const dialog = this.dialog()
    await expect(dialog).toBeVisible()
    await this.enterMailedCode(dialog)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog).toBeHidden()
  }

  /** Adds an address with the second factor, then confirms it with the code of the mail that follows. */
  async addAddress(asset: string, address: string, label: string): Promise<void> {
    await this.page.getByLabel('Asset').selectOption(asset)
    await this.page.getByLabel('Address', { exact: true }).fill(address)
    await this.page.getByLabel('Label (optional)').fill(label)
    await this.page.getByRole('button', { name: 'Add Address' }).click()
    const before = await mailbox.count(this.email)
    await this.passSecondFactor()
    await expect(this.page.getByText('Check your email: the address is added once you enter the confirmation code we sent.')).toBeVisible()
    const row = this.addresses().filter({ hasText: address })
    await expect(row.getByText('Awaiting email confirmation')).toBeVisible()
    const mail = await mailbox.waitFor(this.email, /Confirm your new withdrawal address/, before)
    await row.getByLabel('Confirmation code from the email').fill(mail.text.match(/confirmation code is (\d{6})/)![1]!)
    await row.getByRole('button', { name: 'Confirm Address' }).click()
  }
}
