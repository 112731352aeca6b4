import { expect, type Page } from '@playwright/test'
import { Captcha } from './captcha'

export class RegisterPage {
  readonly captcha: Captcha
  constructor(readonly page: Page) {
    this.captcha = new Captcha(page)
  }

  fullName = () => this.page.getByLabel('Full Name')
  email = () => this.page.getByLabel('Email Address')
  password = () => this.page.getByLabel('Password', { exact: true })
  confirmPassword = () => this.page.getByLabel('Confirm Password')
  createAccount = () => this.page.getByRole('button', { name: 'Create Account' })

  async goto() {
    await this.page.goto('/register')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Create Your Wallet Account')
  }

  async fill(values: { fullName: string; email: string; password: string; confirmPassword?: string }) {
    await this.fullName().fill(values.fullName)
    await this.email().fill(values.email)
    await this.password().fill(values.password)
    await this.confirmPassword().fill(values.confirmPassword ?? values.password)
  }
}
