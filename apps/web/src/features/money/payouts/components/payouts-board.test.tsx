import { screen, within } from '@testing-library/react'
import type { Payout, PayoutBatch, PayoutOverview } from '@wallet/shared/money/payouts'
import { describe, expect, it } from 'vitest'
import { renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { PayoutsBoard } from './payouts-board'
import { calledUrl, sentJson } from '@/test/fetch-calls'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

const payout = (over: Partial<Payout>): Payout => ({
  id: '00000000-0000-4000-8000-000000000001',
  transactionId: '00000000-0000-4000-8000-0000000000a1',
  customerId: 'cust-1',
  customerEmail: 'cara@example.com',
  asset: 'ETH',
  amount: '1.25',
  recipient: '0x1000000000000000000000000000000000000001',
  state: 'awaiting_batch',
  batchId: null,
  txHash: null,
  returnReason: null,
  queuedAt: '2026-11-29T00:00:00.000Z',
  ...over,
})

const batch = (over: Partial<PayoutBatch>): PayoutBatch => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  state: 'building',
  createdBy: 'admin-1',
  createdByName: 'Ada Admin',
  createdAt: '2026-11-29T00:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  exportedAt: null,
  payouts: [],
  canApprove: true,
  ...over,
})

describe('PayoutsBoard', () => {
  const fetchMock = stubFetch()
  let overview: PayoutOverview = { queue: [], returned: [], batches: [] }
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [new URL(calledUrl(input), 'http://app.test').pathname, sentJson(init)])
  const serve = (answers: Record<string, () => unknown>) =>
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(calledUrl(input), 'http://app.test').pathname
      if (path === '/api/payouts') return json(overview)
      const answer = answers[path]
      return answer ? json(answer()) : json({ error: 'not here' }, 404)
    })

  it('builds a batch of the chosen payouts, then shows it waiting for another staff member', async () => {
    const queued = [payout({}), payout({ id: '00000000-0000-4000-8000-000000000002', customerEmail: 'cole@example.com', asset: 'USDT', amount: '250.5' })]
    overview = { queue: queued, returned: [], batches: [] }
    serve({
      '/api/payouts/batches': () => {
        const built = batch({ canApprove: false, payouts: [{ ...queued[1]!, state: 'in_batch' }] })
        overview = { queue: [queued[0]!], returned: [], batches: [built] }
        return { message: 'Batch built. A second staff member must approve it before it is exported for signing.', batch: built }
      },
    })
    renderWithQueryClient(<PayoutsBoard />)
    const build = await screen.findByRole('button', { name: 'Build batch (0)' })
    expect((build as HTMLButtonElement).disabled).toBe(true)
    await user.click(await screen.findByRole('checkbox', { name: 'Pick 250.5 USDT to cole@example.com' }))
    await user.click(screen.getByRole('button', { name: 'Build batch (1)' }))
    expect(await screen.findByText(/Batch built/)).toBeTruthy()
    expect(posts()).toEqual([['/api/payouts/batches', { payoutIds: ['00000000-0000-4000-8000-000000000002'] }]])
    const section = await screen.findByRole('region', { name: /^Batch / })
    expect(within(section).getByText('Needs another staff member to approve')).toBeTruthy()
    expect(within(section).queryByRole('button', { name: 'Approve batch' })).toBeNull()
  })

  it('lets a second staff member approve the batch', async () => {
    overview = { queue: [], returned: [], batches: [batch({ payouts: [payout({ state: 'in_batch' })] })] }
    serve({
      '/api/payouts/batches/00000000-0000-4000-8000-0000000000b1/approve': () => {
        overview = { queue: [], returned: [], batches: [batch({ state: 'approved', canApprove: false })] }
        return { message: 'Batch approved. It can now be exported for signing.', batch: overview.batches[0] }
      },
    })
    renderWithQueryClient(<PayoutsBoard />)
    await user.click(await screen.findByRole('button', { name: 'Approve batch' }))
    expect(await screen.findByText('Batch approved. It can now be exported for signing.')).toBeTruthy()
    expect(await screen.findByText('Approved')).toBeTruthy()
  })
})
