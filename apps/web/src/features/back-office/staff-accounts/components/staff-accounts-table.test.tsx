import { cleanup, render } from '@testing-library/react'
import type { StaffAccount } from '@wallet/shared/back-office/workers'
import { afterEach, describe, expect, it } from 'vitest'
import { StaffAccountsTable } from './staff-accounts-table'

const worker: StaffAccount = {
  id: 'w1',
  full_name: 'Wendy Worker',
  email: 'wendy@example.com',
  role: 'WORKER',
  manager: null,
  last_sign_in: '2026-11-23T13:30:00.000Z',
  banned_until: null,
  created_at: '2026-11-01T09:00:00.000Z',
}

describe('StaffAccountsTable', () => {
  afterEach(cleanup)

  it("keeps Last Sign-in's date and time together in one element, so a phone's stacked row does not spread them apart", () => {
    const { container } = render(
      <StaffAccountsTable staff={{ status: 'success', data: { staff: [worker] } }} currentUserId="admin" onMove={() => {}} onSuspend={() => {}} />,
    )
    const cell = container.querySelector('td[data-label="Last Sign-in"]')!
    expect(cell.childNodes).toHaveLength(1)
    expect(cell.textContent).toMatch(/^\d{1,2} \w{3} 2026, \d{2}:\d{2}$/)
  })
})
