import { act, cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatUsdAmount } from '@/lib/i18n/format'
import { activateLocale, loadCatalogue } from '@/lib/i18n/i18n'
import { POLL, renderWithQueryClient, user } from '@/test/test-utils'
import { type CreditDecisionTarget, useCreditDecision } from '../hooks/use-credit-decision'
import { creditApproval } from '@/test/credit-approval.fixture'
import { CreditDecisionDialog } from './credit-decision-dialog'

const APPROVAL = creditApproval()

function Harness() {
  const credit = useCreditDecision()
  const open = (decision: CreditDecisionTarget['decision']) => credit.open({ approval: APPROVAL, decision })
  return (
    <>
      <button onClick={() => open('approve')}>Approve</button>
      <button onClick={() => open('reject')}>Reject</button>
      <CreditDecisionDialog credit={credit} />
    </>
  )
}

describe('CreditDecisionDialog', () => {
  // The customer's Account activity shows a fixed text for the decision, never the reason (docs/decisions/128).
  it('says that the reason for an approval or a rejection is for staff only', async () => {
    renderWithQueryClient(<Harness />)
    const hintOf = async (label: string) => {
      const field = within(await screen.findByRole('dialog')).getByLabelText(label)
      return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
    }
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await hintOf('Reason (optional)')).toBe('Staff only: kept in the audit log, never shown to the customer.')
    await user.keyboard('{Escape}')
    await expect.poll(() => screen.queryByRole('dialog'), POLL).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await hintOf('Reason *')).toBe('Staff only: kept in the audit log, never shown to the customer. The staff member who asked reads it.')
  })

  // The dialog's title, question, button and reason field were once English in every language.
  it("asks in the page's language", async () => {
    cleanup() // the dialog the test before left open
    await loadCatalogue('sign-in', 'app', 'messages')
    await act(() => activateLocale('es'))
    try {
      renderWithQueryClient(<Harness />)
      await user.click(screen.getByRole('button', { name: 'Reject' }))
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByRole('heading').textContent).toBe('Rechazar abono')
      expect(dialog.textContent).toContain(
        `¿Rechazar el abono de 5000,00000000 USDT (${formatUsdAmount('5000', 'es')}) para ${APPROVAL.customerEmail}? No se registra nada.`,
      )
      expect(within(dialog).getByLabelText('Motivo *')).toBeTruthy()
      expect(within(dialog).getByRole('button', { name: 'Rechazar' })).toBeTruthy()
    } finally {
      await act(() => activateLocale('en'))
    }
  })
})
