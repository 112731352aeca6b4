import { cleanup, render, screen, within } from '@testing-library/react'
import type { TransactionItem } from '@wallet/shared/money/transactions'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { QueryState } from '@/lib/query-state'
import { RecentTransactions } from './recent-transactions'

const item = (id: string, amount: string, status: TransactionItem['status']): TransactionItem => ({
  id,
  assetId: 'USDT',
  amount,
  status,
  type: null,
  sentAt: '2026-03-14T09:30:00.000Z',
  senderAddress: null,
  recipientAddress: null,
  txid: null,
  note: null,
  requestId: null,
  swap: null,
})

function show(recent: QueryState<TransactionItem[]>) {
  return render(
    <MemoryRouter>
      <RecentTransactions recent={recent} />
    </MemoryRouter>,
  )
}

describe('RecentTransactions', () => {
  afterEach(cleanup)

  it('shows the spec texts while loading, on failure and when there is nothing yet', () => {
    show({ status: 'pending' })
    expect(screen.getByText('Loading transactions...')).toBeTruthy()
    cleanup()
    show({ status: 'error', error: new Error('offline') })
    expect(screen.getByRole('alert').textContent).toContain('Error: Failed to fetch recent transactions.')
    cleanup()
    show({ status: 'success', data: [] })
    expect(screen.getByText('No recent transactions found')).toBeTruthy()
  })

  it('lists the entries it is given with signed amounts, and links to the full history', () => {
    show({ status: 'success', data: [item('a', '1000', 'Complete'), item('b', '-5', 'Pending'), item('c', '2', 'Failed')] })
    const entries = within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem')
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('USDT Received'),
      expect.stringContaining('USDT Sent'),
      expect.stringContaining('USDT Received'),
    ])
    expect(entries[0]!.textContent).toContain('+1,000.0000 USDT')
    expect(entries[1]!.textContent).toContain('-5.0000 USDT')
    expect(within(entries[0]!).getByRole('img', { name: 'Received' }).getAttribute('data-status')).toBe('Complete')
    expect(within(entries[2]!).getByRole('img', { name: 'Failed' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('/dashboard/transactions')
  })
})
