import { i18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import type { AccountActivityItem } from '@wallet/shared/back-office/account-activity'
import { afterEach, describe, expect, it } from 'vitest'
import esApp from '@/locales/es/app.json'
import { NotificationsPanel } from './notifications-panel'

const edit: AccountActivityItem = {
  id: 1,
  action: 'transaction.edit',
  label: 'Transaction edited',
  by: 'Support',
  at: '2026-03-05T14:30:00.000Z',
  details: ['Asset: BTC', 'Amount: 1 → 2', 'Reason: Typo in the amount'],
  changes: [
    { field: 'asset', after: { text: 'BTC' } },
    { field: 'amount', before: { text: '1' }, after: { text: '2' } },
  ],
  reason: 'Typo in the amount',
}

describe('NotificationsPanel', () => {
  afterEach(() => {
    cleanup()
    i18n.activate('en')
  })

  it("shows what changed in the page's language, the values and staff's reason as written", () => {
    i18n.load('es', esApp)
    i18n.activate('es')
    render(<NotificationsPanel activity={{ status: 'success', data: [edit] }} />)
    expect(screen.getByText('Activo: BTC')).toBeTruthy()
    expect(screen.getByText('Importe: 1 → 2')).toBeTruthy()
    expect(screen.getByText('Motivo: Typo in the amount')).toBeTruthy()
  })

  it('shows the English lines in English', () => {
    render(<NotificationsPanel activity={{ status: 'success', data: [edit] }} />)
    for (const line of edit.details) expect(screen.getByText(line)).toBeTruthy()
  })
})
