import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Wallet } from '@wallet/shared/money/wallets'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { onNarrowScreen } from '@/lib/media-query-stub'
import { WalletList } from './wallet-list'

/** Typing without a pause between keys. */
const user = userEvent.setup({ delay: null })

const WALLETS: Wallet[] = [
  { assetId: 'BTC', name: 'Bitcoin', balance: '1', pendingDeposits: '0.5', pendingWithdrawals: '-0.25', available: '0.75', address: null },
  { assetId: 'USDT', name: 'Tether USDT', balance: '1000', pendingDeposits: '0', pendingWithdrawals: '0', available: '1000', address: null },
]
const PRICES = { BTC: '60000', USDT: '1' }

const rows = () =>
  within(screen.getByRole('table', { name: 'Wallets' }))
    .getAllByRole('row')
    .slice(1)

describe('WalletList', () => {
  afterEach(cleanup)

  it('shows the loading text and the failure of the wallets it is given', () => {
    const { rerender } = render(<WalletList wallets={{ status: 'pending' }} prices={PRICES} pricesError={false} />)
    expect(screen.getByText('Loading wallets...')).toBeTruthy()
    rerender(<WalletList wallets={{ status: 'error', error: new Error('offline') }} prices={PRICES} pricesError={false} />)
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch wallet details.')
    const refused = new ApiError({ error: 'User not found.', code: 'NOT_FOUND' }, 404)
    rerender(<WalletList wallets={{ status: 'error', error: refused }} prices={PRICES} pricesError={false} />)
    expect(screen.getByRole('alert').textContent).toBe('User not found.')
  })

  it('shows each wallet with balance (pending included), available and value, and the total', () => {
    render(<WalletList wallets={{ status: 'success', data: WALLETS }} prices={PRICES} pricesError />)
    expect(screen.getByText('Failed to load market data.')).toBeTruthy()
    const [btc, usdt] = rows()
    const cells = within(btc!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    // 1 + 0.5 − 0.25 = 1.25 BTC at $60,000.
    expect(cells).toEqual(['BTCBitcoinBTC', '1.25000000', '0.75000000', '$75,000.00'])
    expect(within(usdt!).getAllByRole('cell')[3]!.textContent).toBe('$1,000.00')
    expect(screen.getByTestId('wallets-total').textContent).toBe('$76,000.00')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it("renders the caller's row actions for each wallet", async () => {
    const onAddTransaction = vi.fn()
    render(
      <WalletList
        wallets={{ status: 'success', data: WALLETS }}
        prices={PRICES}
        pricesError={false}
        actions={(wallet) => <button onClick={() => onAddTransaction(wallet.assetId)}>Add Tx {wallet.assetId}</button>}
      />,
    )
    expect(rows().map((row) => within(row).getByRole('button').textContent)).toEqual(['Add Tx BTC', 'Add Tx USDT'])
    await user.click(screen.getByRole('button', { name: 'Add Tx USDT' }))
    expect(onAddTransaction).toHaveBeenCalledWith('USDT')
  })
  it('shows a card per asset below the md breakpoint, with the same figures and actions and no table', () => {
    onNarrowScreen(() => {
      render(
        <WalletList
          wallets={{ status: 'success', data: [...WALLETS, { ...WALLETS[1]!, assetId: 'ETH', name: 'Ethereum', balance: '4750', available: '4750' }] }}
          prices={PRICES}
          pricesError={false}
          actions={(wallet) => <button>Send {wallet.assetId}</button>}
        />,
      )
      expect(screen.queryByRole('table')).toBeNull()
      const cards = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('listitem')
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Bitcoin', 'Tether USDT', 'Ethereum'])
      const figures = (card: HTMLElement) =>
        within(card)
          .getAllByRole('definition')
          .map((value) => value.textContent)
      expect(figures(cards[0]!)).toEqual(['1.25000000', '0.75000000', '$75,000.00'])
      // No price for ETH here: its value is a dash; the balance has thousands separators.
      expect(figures(cards[2]!)).toEqual(['4,750.00000000', '4,750.00000000', '—'])
      expect(within(cards[1]!).getByRole('button').textContent).toBe('Send USDT')
    })
  })
})
