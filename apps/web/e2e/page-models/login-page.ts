import { expect, type Page } from '@playwright/test'
import { Captcha } from './captcha'

const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.'
const CAPTCHA_NEEDED = 'Please complete the verification challenge.'

type Outcome = 'left' | 'second-factor' | 'captcha' | 'rate-limited' | 'error'

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

  async goto(query = '') {
    await this.page.goto(`/login${query}`)
    await expect(this.heading()).toHaveText('Login to Your Wallet')
  }

  async fill(email: string, password: string) {
    await this.email().fill(email)
    await this.password().fill(password)
  }

  /**
   * Submits the credentials as a user would. The server asks for the captcha after any failed sign-in from the
   * same address (other tests make some), and limits sign-ins per minute: both are handled as a user would.
   */
  async signIn(email: string, password: string): Promise<Exclude<Outcome, 'captcha' | 'rate-limited'>> {
    await this.fill(email, password)
    for (let attempt = 0; attempt < 10; attempt++) {
      if ((await this.captcha.widget.count()) > 0 && !(await this.captcha.isSolved())) await this.captcha.solve()
      const outcome = await this.submit()
      if (outcome !== 'captcha') return outcome
    }
    throw new Error(`Could not sign in as ${email}`)
  }

  /**
   * Clicks Sign In and returns what the page then shows. Every browser test signs in from one address, so the
   * per-minute sign-in limit can answer: then it waits and clicks again, as a user told to wait a moment would.
   */
  async submit(): Promise<Exclude<Outcome, 'rate-limited'>> {
    for (let attempt = 0; attempt < 10; attempt++) {
      await this.signInButton().click()
      const outcome = await this.outcome()
      if (outcome !== 'rate-limited') return outcome
      await this.page.waitForTimeout(10_000)
    }
    throw new Error('Sign-in was still rate limited after ten tries')
  }

  /** What the page shows once the submission has finished. */
  private async outcome(): Promise<Outcome> {
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (!new URL(this.page.url()).pathname.startsWith('/login')) return 'left'
      const busy = (await this.page.locator('button[aria-busy="true"]').count()) > 0
      if (!busy) {
        if (await this.page.getByRole('heading', { name: /Two-Factor Authentication|Check Your Email/ }).isVisible()) return 'second-factor'
        if (await this.page.getByText(RATE_LIMITED).isVisible()) return 'rate-limited'
        if (await this.page.getByText(CAPTCHA_NEEDED).isVisible()) return 'captcha'
        if (await this.page.getByRole('alert').filter({ hasText: /\S/ }).first().isVisible()) return 'error'
      }
      await this.page.waitForTimeout(100)
    }
    throw new Error('The sign-in did not finish')
  }
}
