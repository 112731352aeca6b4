import { expect, type Page } from '@playwright/test'
import { Captcha } from './captcha'

const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.'

/** /login with its steps and the forgot-password view. */
export class LoginPage {
  readonly captcha: Captcha
  constructor(readonly page: Page) {
    this.captcha = new Captcha(page)
  }

  heading = () => this.page.getByRole('heading', { level: 1 })
  email = () => this.page.getByLabel('Email Address')
  password = () => this.page.getByLabel('Password', { exact: true })
  signInButton = () => this.page.getByRole('button', { name: 'Sign In' })
  code = () => this.page.getByPlaceholder('Enter 6-digit code')
  alert = () => this.page.locator('[role=alert]:not(:empty)').first()

  async goto(query = '') {
    await this.page.goto(`/login${query}`)
    await expect(this.heading()).toHaveText('Login to Your Wallet')
  }

  async fill(email: string, password: string) {
    await this.email().fill(email)
    await this.password().fill(password)
  }

  /**
   * Submits the credentials as a user would, solving the captcha when the server asks for one
   * (it does after any failed sign-in from the same address) and waiting out the sign-in rate limit.
   */
  async signIn(email: string, password: string) {
    await this.fill(email, password)
    for (let attempt = 0; attempt < 8; attempt++) {
      await this.signInButton().click()
      const left = this.page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 }).then(() => 'left' as const)
      const outcome = await Promise.race([
        left,
        this.page.getByRole('heading', { name: /Two-Factor Authentication|Check Your Email/ }).waitFor().then(() => 'step' as const),
        this.page.getByText('Please complete the verification challenge.').waitFor().then(() => 'captcha' as const),
        this.page.getByText(RATE_LIMITED).waitFor().then(() => 'limited' as const),
        this.page.locator('[role=alert]:not(:empty)').first().waitFor().then(() => 'error' as const),
      ])
      left.catch(() => undefined)
      if (outcome === 'captcha' || (outcome === 'error' && (await this.captcha.widget.count()) > 0 && !(await this.isVerified()))) {
        if ((await this.page.getByText(RATE_LIMITED).count()) > 0) await this.page.waitForTimeout(10_000)
        await this.captcha.solve()
        continue
      }
      if (outcome === 'limited') {
        await this.page.waitForTimeout(10_000)
        if ((await this.captcha.widget.count()) > 0) await this.captcha.solve()
        continue
      }
      return outcome
    }
    throw new Error(`Could not sign in as ${email}`)
  }

  private async isVerified() {
    return (await this.captcha.widget.locator('[data-state="verified"]').count()) > 0
  }
}
