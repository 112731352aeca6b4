import { expect, type Page } from '@playwright/test'

/** The signed-in frame: sidebar, top bar, user menu, notifications. */
export class DashboardShell {
  constructor(readonly page: Page) {}

  sidebar = () => this.page.getByRole('navigation', { name: 'Main' })
  pageTitle = () => this.page.getByRole('heading', { level: 1 })
  userMenuButton = () => this.page.getByRole('button', { name: 'Open user menu' })
  notificationsButton = () => this.page.getByRole('button', { name: /^Notifications/ })

  async expectOverview() {
    await expect(this.page).toHaveURL(/\/dashboard\/overview$/)
    await expect(this.pageTitle()).toHaveText('Overview')
  }

  async logout() {
    await this.userMenuButton().click()
    await this.page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(this.page).toHaveURL(/\/login$/)
  }
}
