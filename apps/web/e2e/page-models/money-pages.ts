import { expect, type Page } from '@playwright/test'
import { APP_URL } from '../support/ports'

/** /dashboard/wallets */
export class WalletsPage {
  constructor(readonly page: Page) {}
  rows = () => this.page.getByRole('table', { name: 'Wallets' }).locator('tbody tr')
  row = (asset: string) => this.rows().filter({ has: this.page.getByText(asset, { exact: true }) })
  dialog = () => this.page.getByRole('dialog')
  async goto() {
    await this.page.goto('/dashboard/wallets')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Wallets')
  }
}

/** /dashboard/payments */
export class PaymentsPage {
  constructor(readonly page: Page) {}
  tab = (name: 'Withdrawal' | 'Deposit') => this.page.getByRole('tab', { name })
  form = (name: 'Withdrawal' | 'Deposit') => this.page.getByRole('form', { name })
  async goto() {
    await this.page.goto('/dashboard/payments')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Payments')
  }
  /** Saves a test card through the API with the signed-in session (from the app's origin, as the browser would). */
  async addCard() {
    // With the Origin a browser sends: the server refuses a cookie-bearing write without one.
    const answer = await this.page.request.post('/api/payment-methods', {
      headers: { origin: APP_URL },
      data: { type: 'credit_card', cardNumber: '4242 4242 4242 4242', cardHolderName: 'Paula Payments', expiryDate: '12/39', cvv: '123' },
    })
    expect(answer.status()).toBe(201)
  }
}

/** /dashboard/transactions */
export class TransactionsPage {
  constructor(readonly page: Page) {}
  entries = () => this.page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')
  pageInfo = () => this.page.getByRole('navigation', { name: 'Pagination' })
  async goto() {
    await this.page.goto('/dashboard/transactions')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Transactions')
  }
}

/** /dashboard/marketplace/swap */
export class SwapPage {
  constructor(readonly page: Page) {}
  amount = () => this.page.getByLabel('You pay')
  from = () => this.page.getByLabel('From', { exact: true })
  to = () => this.page.getByLabel('To', { exact: true })
  async goto() {
    await this.page.goto('/dashboard/marketplace/swap')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Swap Crypto')
    await expect(this.page.getByText(/^1 BTC = [\d.]+ ETH$/)).toBeVisible()
  }
}

/** /dashboard/marketplace/stake/plans and /manage */
export class StakingPage {
  constructor(readonly page: Page) {}
  card = (assetName: string) => this.page.getByRole('group', { name: `${assetName} staking` })
  dialog = () => this.page.getByRole('dialog')
  async gotoPlans() {
    await this.page.goto('/dashboard/marketplace/stake/plans')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Stake Plans')
  }
  async gotoManage() {
    await this.page.goto('/dashboard/marketplace/stake/manage')
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Manage Stakes')
  }
}
