import { i18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import { type CreditApproval, CREDIT_WAIT_REASONS, creditWaitText } from '@wallet/shared/money/staff-transactions'
import { afterEach, describe, expect, it } from 'vitest'
import esApp from '@/locales/es/app.json'
import type { MessageId, MessageValues } from '@/lib/i18n/use-t'
import { CreditApprovals, creditWait } from './credit-approvals'

const t = (id: MessageId, values?: MessageValues) => i18n._(id, values)

const approval = (over: Partial<CreditApproval> = {}): CreditApproval => ({
  id: 'approval-1',
  customerId: 'cust-1',
  customerEmail: 'cara@example.com',
  kind: 'add',
  transactionId: null,
  assetId: 'USDT',
  amount: '5000',
  usdValue: '5000.00',
  waitReason: 'amount',
  waitLimitUsd: '1000',
  change: {},
  requestedBy: { id: 'worker-1', email: 'will@example.com', role: 'WORKER' },
  requestedAt: '2026-11-28T10:00:00.000Z',
  canDecide: false,
  ...over,
})

describe('credits waiting for approval in the page’s language', () => {
  afterEach(() => {
    cleanup()
    i18n.activate('en')
  })

  it('says why a credit waits in the shared contract’s English words, for every reason, with and without a limit', () => {
    for (const reason of CREDIT_WAIT_REASONS)
      for (const limit of ['1000', '12500.5', null]) expect(creditWait(t, reason, limit)).toBe(creditWaitText(reason, limit))
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
