import { cleanup, render, screen } from '@testing-library/react'
import { AUDIT_ACTIONS, type AuditRowView } from '@wallet/shared/back-office/audit'
import { afterEach, describe, expect, it } from 'vitest'
import ar from '@/locales/ar/messages.json'
import es from '@/locales/es/messages.json'
import en from '@/locales/en/messages.json'
import { activateLocale, i18n, loadCatalogue } from '@/lib/i18n/i18n'
import { AuditRows, chainStateText } from './audit-log'

const row: AuditRowView = {
  id: 7,
  createdAt: '2026-11-23T13:30:00.000Z',
  actorId: 'a1',
  actorEmail: 'staff@example.com',
  actorRole: 'WORKER',
  targetUserId: 'c1',
  targetEmail: 'cara@example.com',
  action: 'customer.ban',
  label: AUDIT_ACTIONS['customer.ban'].label,
  before: null,
  after: { banned: true },
  reason: null,
  ip: null,
  requestId: null,
  prevHash: 'p',
  hash: 'h',
}

describe('the audit log in the page language', () => {
  afterEach(async () => {
    cleanup()
    await activateLocale('en')
  })

  it('has every action label the server writes in each language', () => {
    const labels = Object.values(AUDIT_ACTIONS).map((a) => a.label)
    const missing = (catalogue: Record<string, string>) => labels.filter((label) => !catalogue[label])
    expect(missing(en)).toEqual([])
    expect(missing(es)).toEqual([])
    expect(missing(ar)).toEqual([])
  })

  it("writes a row's label, its terms and the count in Spanish", async () => {
    await loadCatalogue('app', 'messages')
    await activateLocale('es')
    render(<AuditRows rows={[row]} total={2} page={1} pageSize={25} onPageChange={() => {}} emptyText="" />)
    expect(screen.getByText('Cuenta suspendida')).toBeTruthy()
    expect(screen.getByText('Autor')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('2 filas coinciden.')
    expect(chainStateText({ ok: true, rows: 9, verifiedThrough: 9 }, (id, values) => i18n._(id, values))).toBe('Cadena verificada hasta la fila 9.')
  })

  it('keeps the English of the count as it was', () => {
    render(<AuditRows rows={[row]} total={1} page={1} pageSize={25} onPageChange={() => {}} emptyText="" />)
    expect(screen.getByRole('status').textContent).toBe('1 row matches.')
    expect(screen.getByText('Account suspended')).toBeTruthy()
  })
})
