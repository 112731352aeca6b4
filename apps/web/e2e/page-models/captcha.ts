import { expect, type Page } from '@playwright/test'

/** The ALTCHA widget: solving it runs the real proof of work in the page (slow on a busy machine). */
export class Captcha {
  constructor(private readonly page: Page) {}

  get widget() {
    return this.page.locator('altcha-widget')
  }

  async isSolved() {
    return (await this.widget.locator('[data-state="verified"]').count()) > 0
  }

  async solve() {
    await expect(this.widget.locator('[data-state="unverified"], [data-state="error"], [data-state="expired"]')).toBeVisible()
    await this.widget.locator('.altcha-checkbox-wrap label').click()
    await expect(this.widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 90_000 })
  }
}
