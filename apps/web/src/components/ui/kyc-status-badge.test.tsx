import { act, cleanup, render, screen } from '@testing-library/react'
import type { KycStatus } from '@wallet/shared/support/kyc'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, loadCatalogue } from '@/lib/i18n/i18n'
import { KycStatusBadge, kycStatusLabel } from './kyc-status-badge'

const STATUSES: KycStatus[] = ['verified', 'pending', 'rejected', 'not_started']

describe('KycStatusBadge', () => {
  afterEach(cleanup)

  it("writes each status in the words of the screen it is on (the spec's three label sets)", () => {
    expect(STATUSES.map((s) => kycStatusLabel(s, 'profile'))).toEqual(['Verified', 'Pending Review', 'Rejected', 'Not Started'])
    expect(STATUSES.map((s) => kycStatusLabel(s, 'list'))).toEqual(['Verified', 'Pending', 'Rejected', 'Not Started'])
    expect(STATUSES.map((s) => kycStatusLabel(s, 'customer'))).toEqual(['Approved', 'Pending', 'Rejected', 'Not Submitted'])
    expect(kycStatusLabel(null, 'list')).toBe('Not Started')
  })

  it('colours a status the same everywhere: pending yellow, rejected red, none grey', () => {
    render(
      <>
        <KycStatusBadge status="pending" labels="profile" />
        <KycStatusBadge status="rejected" labels="customer" />
        <KycStatusBadge status={undefined} labels="list" />
      </>,
    )
    expect(screen.getByText('Pending Review').className).toContain('text-amber-200')
    expect(screen.getByText('Rejected').className).toContain('text-red-300')
    expect(screen.getByText('Not Started').className).toContain('text-slate-300')
  })

  it('speaks the page language, and follows a switch', async () => {
    await loadCatalogue('app')
    await act(() => activateLocale('es'))
    render(<KycStatusBadge status="pending" labels="profile" />)
    expect(screen.getByText('En revisión')).toBeTruthy()
    expect(STATUSES.map((s) => kycStatusLabel(s, 'customer'))).toEqual(['Aprobada', 'Pendiente', 'Rechazada', 'No enviada'])
    await act(() => activateLocale('ar'))
    expect(screen.getByText('قيد المراجعة')).toBeTruthy()
    await act(() => activateLocale('en'))
  })
})
