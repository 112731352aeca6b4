import { i18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import { type CreditApproval } from '@wallet/shared/money/staff-transactions'
import { afterEach, describe, expect, it } from 'vitest'
import esApp from '@/locales/es/app.json'
import { creditApproval } from '@/test/credit-approval.fixture'
import { CreditApprovals } from './credit-approvals'

/** The shared fixture, for a worker who may not decide it. */
const approval = (over: Partial<CreditApproval> = {}): CreditApproval => creditApproval({ canDecide: false, ...over })

describe('credits waiting for approval in the page’s language', () => {
  afterEach(() => {
    cleanup()
    i18n.activate('en')
  })

  it('shows the card in Spanish: the reason, the change, who asked and who must decide', () => {
    i18n.load('es', esApp)
    i18n.activate('es')
    render(<CreditApprovals approvals={[approval({ change: { status: 'Complete', isHidden: true } })]} currentUserId="worker-1" onDecide={() => {}} />)
    expect(screen.getByText('Abonos pendientes de aprobación')).toBeTruthy()
    expect(screen.getByText('Más de 1000 USD')).toBeTruthy()
    expect(screen.getByText('Nueva transacción, Completada, oculta en el historial del cliente')).toBeTruthy()
    expect(screen.getByText(/^Solicitado por ti \(Gestor\), /)).toBeTruthy()
    expect(screen.getByText(/^Hiciste tú esta solicitud/)).toBeTruthy()
    expect(screen.getByText('Pendiente de un segundo miembro del personal')).toBeTruthy()
  })
})
