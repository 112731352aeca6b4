import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TransactionItem } from '@wallet/shared/money/transactions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { TransactionHistory } from './transaction-history'
import { TransactionList } from './transaction-list'

/** Typing without a pause between keys. */
const user = userEvent.setup({ delay: null })

function entry(overrides: Partial<TransactionItem> & Pick<TransactionItem, 'id'>): TransactionItem {
  return {
    assetId: 'USDT',
    amount: '10',
    status: 'Complete',
    type: 'deposit',
    sentAt: '2026-03-14T09:30:00.000Z',
    senderAddress: null,
    recipientAddress: null,
    txid: null,
    note: null,
    requestId: null,
    swap: null,
    ...overrides,
  }
}

const SWAP = entry({
  id: 'swap-out',
  assetId: 'BTC',
  amount: '-0.1',
  type: 'swap',
  status: 'Pending',
  requestId: 'req-1',
  swap: {
    requestId: 'req-1',
    from: { transactionId: 'swap-out', assetId: 'BTC', amount: '-0.1', status: 'Pending' },
    to: { transactionId: 'swap-in', assetId: 'ETH', amount: '1.5', status: 'Pending' },
  },
})

const rows = () => within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')

describe('TransactionList', () => {
  afterEach(cleanup)

  it('shows a swap as one entry with both legs', () => {
    render(<TransactionList items={[SWAP, entry({ id: 'deposit' })]} />)
    expect(rows()).toHaveLength(2)
    const [swap] = rows()
    expect(swap!.textContent).toContain('Swap BTC → ETH')
    expect(swap!.textContent).toContain('-0.10 BTC')
    expect(swap!.textContent).toContain('+1.50 ETH')
    expect(swap!.textContent).toContain('Pending')
    expect(rows()[1]!.textContent).toContain('USDT Received')
    expect(rows()[1]!.textContent).toContain('+10.00 USDT')
  })

  it('flags an entry whose change waits for approval, and only that one', () => {
    render(
      <TransactionList items={[entry({ id: 'waiting' }), entry({ id: 'plain' })]} flag={(item) => (item.id === 'waiting' ? 'Waiting for approval' : null)} />,
    )
    const [waiting, plain] = rows()
    expect(within(waiting!).getByText('Waiting for approval')).toBeTruthy()
    expect(within(plain!).queryByText('Waiting for approval')).toBeNull()
  })

  it('marks a hidden entry, and every entry, hidden or not, calls onSelect', async () => {
    const onSelect = vi.fn()
    const hidden = entry({ id: 'hidden', amount: '-25', type: 'adjustment' })
    const shown = entry({ id: 'shown' })
    render(<TransactionList items={[hidden, shown]} isHidden={(item) => item.id === 'hidden'} onSelect={onSelect} />)

    const [hiddenRow, shownRow] = rows()
    expect(hiddenRow!.textContent).toContain('USDT Sent')
    expect(within(hiddenRow!).getByText('Hidden')).toBeTruthy()
    await user.click(within(hiddenRow!).getByRole('button'))
    expect(onSelect).toHaveBeenLastCalledWith(hidden)

    expect(within(shownRow!).queryByText('Hidden')).toBeNull()
    await user.click(within(shownRow!).getByRole('button'))
    expect(onSelect).toHaveBeenCalledTimes(2)
    expect(onSelect).toHaveBeenLastCalledWith(shown)
  })

  it('has no clickable rows without onSelect', () => {
    render(<TransactionList items={[entry({ id: 'a' }), entry({ id: 'b' })]} />)
    expect(rows()).toHaveLength(2)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})

describe('TransactionHistory', () => {
  afterEach(cleanup)
  const noop = () => undefined

  it('says when it is loading, when it failed, and when there is nothing', () => {
    const { rerender } = render(<TransactionHistory history={{ status: 'pending' }} page={1} onPageChange={noop} />)
    expect(screen.getByText('Loading transactions...')).toBeTruthy()

    rerender(<TransactionHistory history={{ status: 'error', error: new Error('socket hang up') }} page={1} onPageChange={noop} />)
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch transactions.')

    const refused = new ApiError({ error: 'You must be signed in.', code: 'UNAUTHENTICATED' }, 401)
    rerender(<TransactionHistory history={{ status: 'error', error: refused }} page={1} onPageChange={noop} />)
    expect(screen.getByRole('alert').textContent).toContain('You must be signed in.')

    rerender(<TransactionHistory history={{ status: 'success', data: { items: [], total: 0 } }} page={1} onPageChange={noop} />)
    expect(screen.getByText('No transactions found')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('pages ten at a time with the exact total, and shows the heading action and the live-reload problem', async () => {
    const onPageChange = vi.fn()
    const items = Array.from({ length: 10 }, (_, i) => entry({ id: `t${i}` }))
    render(
      <TransactionHistory
        history={{ status: 'success', data: { items, total: 12 } }}
        page={1}
        onPageChange={onPageChange}
        action={<a href="/statement.csv">Download statement (CSV)</a>}
        realtimeError="Realtime connection error. Refresh may be needed."
      />,
    )
    expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download statement (CSV)' })).toBeTruthy()
    expect(screen.getByText('Realtime connection error. Refresh may be needed.')).toBeTruthy()
    expect(rows()).toHaveLength(10)
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    expect(pagination.textContent).toContain('Page 1 of 2 (Total: 12)')
    expect(within(pagination).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true)
    await user.click(within(pagination).getByRole('button', { name: 'Next' }))
    expect(onPageChange).toHaveBeenCalledWith(2)
  })
})
