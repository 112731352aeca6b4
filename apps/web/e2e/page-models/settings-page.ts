import { expect, type Page } from '@playwright/test'

export type SettingsTab = 'General' | 'Notifications' | 'Verification' | 'Payment Methods' | 'Security'

/** /dashboard/settings and its tabs. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  tab = (name: SettingsTab) => this.page.getByRole('tab', { name, exact: true })
  panel = () => this.page.getByRole('tabpanel')
  successBanner = () => this.page.getByRole('status').filter({ hasText: /successfully/ })
  alert = (text: string | RegExp) => this.page.getByRole('alert').filter({ hasText: text })

  async goto(tab: SettingsTab = 'General') {
    await this.page.goto('/dashboard/settings')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Account Settings')
    await this.open(tab)
  }

  async open(tab: SettingsTab) {
    await this.tab(tab).click()
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true')
  }
}
