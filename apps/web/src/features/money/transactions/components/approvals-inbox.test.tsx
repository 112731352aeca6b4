import { screen, within } from '@testing-library/react'
import type { CreditApproval } from '@wallet/shared/money/staff-transactions'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { POLL, renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { useAwaitingCredits } from '../api/credit-approvals'
import { ApprovalsInbox } from './approvals-inbox'
import { creditApproval } from '@/test/credit-approval.fixture'
import { calledUrl, sentJson } from '@/test/fetch-calls'

/** A request as the server lists it; `a-1` unless named otherwise. */
const approval = (over: Partial<CreditApproval>) => creditApproval({ id: 'a-1', ...over })

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function Inbox() {
  return <ApprovalsInbox approvals={useAwaitingCredits()} />
}

describe('ApprovalsInbox', () => {
  const fetchMock = stubFetch()
  /** The waiting list as the server keeps it: a decided request leaves it. */
  let waiting: CreditApproval[] = []
  const calls = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [new URL(calledUrl(input), 'http://app.test').pathname, sentJson(init)])

  const serve = (answers: Record<string, (body: Record<string, unknown>) => unknown>) =>
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(calledUrl(input), 'http://app.test').pathname
      if (path === '/api/admin/approvals') return json({ approvals: waiting })
      const answer = answers[path]
      return answer ? json(answer(JSON.parse((init?.body as string | undefined) ?? '{}'))) : json({ error: 'not here' }, 404)
    })
  const show = () =>
    renderWithQueryClient(
      <MemoryRouter>
        <Inbox />
      </MemoryRouter>,
    )
  const rowOf = (email: string, requester: string) =>
    screen.getAllByRole('row').find((row) => row.textContent?.includes(email) && row.textContent.includes(requester))!

  it('approves one request in place with its reason, says so, and the request leaves the list; its maker cannot choose or decide it', async () => {
    waiting = [approval({}), approval({ id: 'a-own', customerId: 'cust-2', customerEmail: 'own@example.com', canDecide: false })]
    serve({
      '/api/customers/cust-1/approvals/a-1/approve': () => {
        waiting = waiting.filter((a) => a.id !== 'a-1')
        return { success: true, message: 'Credit approved and booked.', transaction: null, approval: null }
      },
    })
    show()
    await screen.findByText('cara@example.com')
    const own = rowOf('own@example.com', 'will@example.com')
    expect(within(own).queryByRole('checkbox')).toBeNull()
    expect(within(own).queryByRole('button', { name: /Approve/ })).toBeNull()
    expect(within(own).getByText('Needs another staff member')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Approve credit for cara@example.com' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Credit' })
    expect(dialog.textContent).toContain('for cara@example.com, requested by will@example.com?')
    const reason = within(dialog).getByLabelText('Reason (optional)')
    // Who reads the reason, from the rule the server applies (docs/decisions/128).
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Staff only: kept in the audit log, never shown to the customer.',
    )
    await user.type(reason, 'Statement checked')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await expect.poll(() => screen.queryAllByText('Credit approved and booked.').length, POLL).toBeGreaterThan(0)
    expect(calls()).toEqual([['/api/customers/cust-1/approvals/a-1/approve', { reason: 'Statement checked' }]])
    await expect.poll(() => screen.queryByText('cara@example.com'), POLL).toBeNull()
    expect(screen.getByText('own@example.com')).toBeTruthy()
  })

  it('decides the chosen requests at once, only those it may decide, and shows a result for each', async () => {
    waiting = [
      approval({}),
      approval({ id: 'a-2', customerId: 'cust-2', customerEmail: 'dan@example.com' }),
      approval({ id: 'a-3', customerId: 'cust-3', customerEmail: 'eve@example.com' }),
    ]
    serve({
      '/api/approvals/decide': (body) => {
        const items = body.items as Array<{ customerId: string; approvalId: string }>
        waiting = waiting.filter((a) => a.id !== 'a-1')
        return {
          message: '1 rejected, 1 could not be decided: see each row.',
          results: items.map((item) => ({
            ...item,
            decided: item.approvalId === 'a-1',
            error: item.approvalId === 'a-1' ? null : 'You may not decide this request.',
            code: null,
          })),
        }
      },
    })
    show()
    await screen.findByText('cara@example.com')
    const bar = screen.getByRole('region', { name: 'Decide the chosen requests' })
    expect(within(bar).getByRole<HTMLButtonElement>('button', { name: 'Reject Chosen (0)' }).disabled).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: 'Select the request for cara@example.com' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select the request for dan@example.com' }))
    await user.type(within(bar).getByLabelText('Reason (required to reject)'), 'Duplicate')
    await user.click(within(bar).getByRole('button', { name: 'Reject Chosen (2)' }))
    await expect.poll(() => within(bar).queryByText('1 rejected, 1 could not be decided: see each row.'), POLL).not.toBeNull()
    expect(calls()).toEqual([
      [
        '/api/approvals/decide',
        {
          decision: 'reject',
          reason: 'Duplicate',
          items: [
            { customerId: 'cust-1', approvalId: 'a-1' },
            { customerId: 'cust-2', approvalId: 'a-2' },
          ],
        },
      ],
    ])
    const results = within(bar).getByRole('list', { name: 'Result for each request' })
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['cara@example.comDecided', 'dan@example.comNot decided: You may not decide this request.'])
    // The choice is cleared; the request decided has left the list.
    await expect.poll(() => screen.queryByText('cara@example.com', { selector: 'a' }), POLL).toBeNull()
    expect(within(bar).getByRole('button', { name: 'Approve Chosen (0)' })).toBeTruthy()
  })
})
