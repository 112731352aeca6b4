import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { TICKET_STATUSES } from '@wallet/shared/support/tickets'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, loadCatalogue } from '@/lib/i18n/i18n'
import { TicketStatusBadge, useTicketStatusLabel } from './ticket-badges'

const labels = () => {
  const { result } = renderHook(() => useTicketStatusLabel())
  return TICKET_STATUSES.map((status) => result.current(status))
}

describe('ticket statuses', () => {
  afterEach(async () => {
    cleanup()
    await act(() => activateLocale('en'))
  })

  it("are named in the spec's English", () => {
    expect(labels()).toEqual(['Open', 'In Progress', 'Resolved'])
  })

  // The staff screens once took the English names at module load, whatever the page's language.
  it("are named in the page's language at render, on the badge and for the staff's tabs and select", async () => {
    await loadCatalogue('app')
    render(<TicketStatusBadge status="in_progress" />)
    await act(() => activateLocale('es'))
    expect(screen.getByText('En curso')).toBeTruthy()
    expect(labels()).toEqual(['Abierto', 'En curso', 'Resuelto'])
    await act(() => activateLocale('ar'))
    expect(labels()).toEqual(['مفتوحة', 'قيد المعالجة', 'محلولة'])
  })
})
