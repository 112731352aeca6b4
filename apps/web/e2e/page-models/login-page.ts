import { expect, type Page, type Response } from '@playwright/test'
import { TOTP } from 'otpauth'
import { Captcha } from './captcha'

const PERIOD_SECONDS = 30
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
   * Submits the credentials as a user would. The server asks for the captcha after a failed sign-in of the account
   * or from the address (some tests make one), and limits sign-ins per minute: both are handled as a user would.
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

  /** Signs in as an account, passing its authenticator app's code when it has one (every staff account does). */
  async signInAccount(account: { email: string; password: string; totpSecret?: string }): Promise<void> {
    const outcome = await this.signIn(account.email, account.password)
    if (account.totpSecret && outcome === 'second-factor') await this.passAuthenticator(account.totpSecret)
  }

  /**
   * Enters the authenticator code of `secret` on the second-factor step and submits it. A code is accepted once: when
   * another sign-in of the same account used this period's code, the server refuses it, and this waits for the next.
   */
  async passAuthenticator(secret: string): Promise<void> {
    const totp = new TOTP({ secret, digits: 6, period: PERIOD_SECONDS })
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.code().fill(totp.generate())
      const answer = this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/two-factor/verify-totp')
      await this.page.getByRole('button', { name: 'Verify Code' }).click()
      if ((await answer).ok()) return
      await this.page.waitForTimeout((PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % PERIOD_SECONDS)) * 1000 + 200)
    }
    throw new Error('The authenticator code was refused three times')
  }

  /**
   * Clicks Sign In and returns what the page then shows. Each browser test signs in from an address of its own
   * (fixtures/test.ts: clientAddressOf), but the sign-in limit can still answer one that signs in often: then it waits
   * as long as the server's X-Retry-After says and clicks again, as a user told to wait a moment would.
   */
  async submit(): Promise<Exclude<Outcome, 'rate-limited'>> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = this.page.waitForResponse(isSignInAnswer, { timeout: 60_000 }).catch(() => null)
      await this.signInButton().click()
      const outcome = await this.outcome()
      if (outcome !== 'rate-limited') return outcome
      const headers = (await answer)?.headers() ?? {}
      const retryAfter = Number(headers['x-retry-after'] ?? headers['retry-after'])
      if (!Number.isInteger(retryAfter) || retryAfter < 0) throw new Error('The sign-in limit answered without saying when to retry')
      // Time on the server's clock, which a browser test cannot move: the one wait of the suite that is not on an event.
      // Printed, so that the time the suite spends here shows in its output.
      console.log(`sign-in limit: waiting ${retryAfter} s`)
      await this.page.waitForTimeout(retryAfter * 1000)
    }
    throw new Error('Sign-in was still rate limited after ten tries')
  }

  /** What the page shows once the submission has finished: it leaves /login, or the form settles on a message. */
  private async outcome(): Promise<Outcome> {
    const onLogin = () => new URL(this.page.url()).pathname.startsWith('/login')
    const secondFactor = this.page.getByRole('heading', { name: /Two-Factor Authentication|Check Your Email/ })
    const rateLimited = this.page.getByText(RATE_LIMITED)
    const captchaNeeded = this.page.getByText(CAPTCHA_NEEDED)
    const alert = this.page.getByRole('alert').filter({ hasText: /\S/ }).first()
    const left = this.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000, waitUntil: 'commit' })
    const settled = (async () => {
      await expect(this.page.locator('button[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 })
      await secondFactor.or(rateLimited).or(captchaNeeded).or(alert).first().waitFor({ timeout: 60_000 })
    })()
    await Promise.any([left, settled]).catch(() => {
      throw new Error('The sign-in did not finish')
    })
    if (!onLogin()) return 'left'
    if (await secondFactor.isVisible()) return 'second-factor'
    if (await rateLimited.isVisible()) return 'rate-limited'
    if (await captchaNeeded.isVisible()) return 'captcha'
    if (await alert.isVisible()) return 'error'
    // What showed went away again (the page moved on): look at what it settles on now.
    return this.outcome()
  }
}

/** The answer to the sign-in request (not to a second-factor step). */
function isSignInAnswer(response: Response): boolean {
  return response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/sign-in/email'
}
