import { screen, within } from '@testing-library/react'
import type { WorkItem, WorkQueueFilters, WorkQueuePage, WorkSummary } from '@wallet/shared/back-office/work'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POLL, renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { WorkArea } from './work-area'
import { calledUrl, sentJson } from '@/test/fetch-calls'

const ABILITIES = { manage: true, claim: true, answerTickets: true }

const item = (over: Partial<WorkItem>): WorkItem => ({
  queue: 'transactions',
  kind: 'withdrawal',
  id: 'tx-1',
  customerId: 'cust-1',
  customerEmail: 'cara@example.com',
  since: new Date(Date.now() - 3 * 3600_000).toISOString(),
  assetId: 'USDT',
  amount: '40.4',
  title: 'Rent',
  txType: 'withdrawal',
  ...over,
})

const withdrawal = item({})
const kyc = item({ queue: 'kyc', kind: 'kyc', id: 'kyc-1', customerId: 'cust-2', customerEmail: 'kay@example.com', assetId: null, amount: null })

function summary(over: Partial<WorkSummary> = {}): WorkSummary {
  return {
    queues: [
      { queue: 'transactions', count: 1, more: false, items: [withdrawal] },
      { queue: 'kyc', count: 100, more: true, items: [kyc] },
    ],
    total: 101,
    more: true,
    ...over,
  }
}

const page = (over: Partial<WorkQueuePage>): WorkQueuePage => ({ queue: 'kyc', items: [kyc], total: 100, more: true, page: 1, pageSize: 20, ...over })
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** The app's one event stream, as a test drives it: `emit` delivers a server event to every listener. */
class FakeEventSource {
  static current: FakeEventSource | null = null
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>()
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    FakeEventSource.current = this
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
  }
  close() {}
  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: '{}' }))
  }
}

describe('WorkArea', () => {
  const fetchMock = stubFetch()
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource))
  /** Answers by path: the summary, one queue's page, and a transaction edit. */
  const serve = (answers: Record<string, () => Response>) =>
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(calledUrl(input), 'http://app.test').pathname
      const answer = answers[path]
      return answer ? answer() : json({ error: 'not here' }, 404)
    })
  const show = () =>
    renderWithQueryClient(
      <MemoryRouter>
        <WorkArea abilities={ABILITIES} />
      </MemoryRouter>,
    )

  it('badges each queue with its count, marks a capped count with +, and says that more wait than are counted', async () => {
    serve({ '/api/work/summary': () => json(summary()), '/api/work/kyc': () => json(page({})) })
    show()
    const kycTab = await screen.findByRole('tab', { name: /KYC reviews/ })
    expect(within(kycTab).getByLabelText('100+ waiting').textContent).toBe('100+')
    expect(within(screen.getByRole('tab', { name: /Waiting for me/ })).getByLabelText('101+ waiting')).toBeTruthy()
    // "Waiting for me" lists the oldest items of every queue.
    const waiting = screen.getByRole('table', { name: 'Waiting for me' })
    expect(within(waiting).getByText('cara@example.com')).toBeTruthy()
    expect(within(waiting).getByText('kay@example.com')).toBeTruthy()

    await user.click(kycTab)
    const queue = await screen.findByRole('table', { name: 'KYC reviews' })
    expect(within(queue).getByRole('link', { name: 'Review kay@example.com' }).getAttribute('href')).toBe('/dashboard/user-profile/cust-2/verification')
    expect(screen.getByText('More than 100 waiting: narrow the list by age to reach the others.')).toBeTruthy()
  })

  it('says "All caught up" when nothing waits', async () => {
    serve({ '/api/work/summary': () => json({ queues: [{ queue: 'transactions', count: 0, more: false, items: [] }], total: 0, more: false }) })
    show()
    expect((await screen.findByRole('status')).textContent).toBe('All caught up')
  })

  it('completes a withdrawal in place, naming the status it was seen in', async () => {
    const edits: unknown[] = []
    serve({
      '/api/work/summary': () => json(summary()),
      '/api/customers/cust-1/transactions/tx-1': () => json({ success: true, message: 'Transaction updated.', transaction: null, approval: null }),
    })
    show()
    const waiting = await screen.findByRole('table', { name: 'Waiting for me' })
    await user.click(await within(waiting).findByRole('button', { name: 'Complete Withdrawal of cara@example.com' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }))
    await expect.poll(() => within(dialog).queryByText('Transaction completed.'), POLL).not.toBeNull()
    for (const [input, init] of fetchMock.mock.calls) if (calledUrl(input).includes('/transactions/')) edits.push(sentJson(init))
    expect(edits).toEqual([{ status: 'Complete', type: 'withdrawal', note: 'Rent', expectedStatus: 'Pending' }])
  })

  it("decides a waiting credit in the approvals queue: Decide opens it, which shows the approvals component for the queue's filters", async () => {
    const credit = item({ queue: 'approvals', kind: 'approval', id: 'ap-1', customerEmail: 'ann@example.com', title: null, txType: null })
    serve({ '/api/work/summary': () => json(summary({ queues: [{ queue: 'approvals', count: 1, more: false, items: [credit] }], total: 1, more: false })) })
    const asked: WorkQueueFilters[] = []
    renderWithQueryClient(
      <MemoryRouter>
        <WorkArea
          abilities={ABILITIES}
          approvalQueue={(query) => {
            asked.push(query)
            return <p>The approvals component</p>
          }}
        />
      </MemoryRouter>,
    )
    const waiting = await screen.findByRole('table', { name: 'Waiting for me' })
    await user.click(await within(waiting).findByRole('button', { name: 'Decide ann@example.com' }))
    expect(await screen.findByText('The approvals component')).toBeTruthy()
    expect(screen.getByRole('tab', { name: /Approvals/ }).getAttribute('aria-selected')).toBe('true')
    await user.selectOptions(screen.getByLabelText('Asset'), 'BTC')
    expect(asked.at(-1)).toMatchObject({ asset: 'BTC', page: 1 })
    // The queue's plain list is not read: the component reads the requests in full.
    expect(fetchMock.mock.calls.filter(([input]) => calledUrl(input).includes('/api/work/approvals'))).toEqual([])
  })

  it('moves live: an `event: work` from the server refetches the counts', async () => {
    let count = 1
    serve({
      '/api/work/summary': () => json(summary({ queues: [{ queue: 'transactions', count, more: false, items: [withdrawal] }], total: count, more: false })),
    })
    show()
    const tab = await screen.findByRole('tab', { name: /Transactions/ })
    await expect.poll(() => within(tab).queryByLabelText('1 waiting'), POLL).not.toBeNull()
    count = 2
    FakeEventSource.current!.emit('work')
    await expect.poll(() => within(tab).queryByLabelText('2 waiting'), POLL).not.toBeNull()
  })
})
