import { screen, within } from '@testing-library/react'
import type { FactorResetState, StaffChange } from '@wallet/shared/identity/factor-resets'
import { describe, expect, it } from 'vitest'
import { renderWithQueryClient, stubFetch } from '@/test/test-utils'
import { SecondFactorReset } from './second-factor-reset'

const waiting = (recentStaffChanges: StaffChange[]): FactorResetState => ({
  method: 'email',
  waiting: {
    id: 'reset-1',
    customerId: 'cust-1',
    customerEmail: 'rae@example.com',
    reason: 'Lost their phone',
    method: 'email',
    becomes: 'none',
    requestedBy: { id: 'w-1', email: 'will@example.com' },
    requestedAt: '2026-11-28T10:00:00.000Z',
    canDecide: true,
    recentStaffChanges,
  },
})

describe('SecondFactorReset', () => {
  const fetchMock = stubFetch()
  const show = (state: FactorResetState) => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(state), { status: 200 }))
    renderWithQueryClient(<SecondFactorReset customerId="cust-1" />)
  }

  it('shows the approver every recent staff change beside the request, with who made it', async () => {
    show(
      waiting([
        {
          action: 'customer.password.reset',
          label: 'Password reset by support',
          at: '2026-11-28T09:00:00.000Z',
          by: { id: 'w-1', email: 'will@example.com', role: 'WORKER' },
        },
        { action: 'customer.ban', label: 'Account suspended', at: '2026-11-27T09:00:00.000Z', by: { id: 'm-1', email: 'mia@example.com', role: 'MANAGER' } },
      ]),
    )
    const section = await screen.findByRole('region', { name: 'Changes by staff in the last 7 days' })
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toHaveLength(2)
    expect(items[0]).toMatch(/Password reset by support · by will@example.com \(worker\)$/)
    expect(items[1]).toMatch(/Account suspended · by mia@example.com \(manager\)$/)
    expect(screen.getByRole('button', { name: 'Approve reset' })).toBeTruthy()
  })

  it('says so when staff changed nothing', async () => {
    show(waiting([]))
    const section = await screen.findByRole('region', { name: 'Changes by staff in the last 7 days' })
    expect(section.textContent).toContain('No staff changes to this account in the last 7 days.')
  })
})
