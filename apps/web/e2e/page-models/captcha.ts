import { expect, type Page } from '@playwright/test'

/** The ALTCHA widget: solving it runs the real proof of work in the page. */
export class Captcha {
  constructor(private readonly page: Page) {}

  get widget() {
    return this.page.locator('altcha-widget')
  }

  async solve() {
    await expect(this.widget.locator('[data-state]')).toBeVisible()
    await this.widget.getByText("I'm not a robot").click()
    await expect(this.widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 })
  }
}
