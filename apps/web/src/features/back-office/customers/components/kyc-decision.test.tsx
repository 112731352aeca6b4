import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { POLL, renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { KycDecision } from './kyc-decision'
import { sentJson } from '@/test/fetch-calls'

describe('KycDecision', () => {
  const fetchMock = stubFetch()

  it('asks for a reason before rejecting, sends it trimmed and shows the outcome in the dialog, also once the submission is decided', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'KYC rejected.' }), { status: 200 }))
    const onDone = vi.fn()
    const view = renderWithQueryClient(<KycDecision customerId="cust-1" pending onDone={onDone} />)
    await user.click(screen.getByRole('button', { name: 'Reject KYC' }))
    const dialog = await screen.findByRole('dialog')
    // This reason is the customer's to read, and the form says so (docs/decisions/128).
    expect(within(dialog).getByText('The customer sees this reason.')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Reject KYC' }))
    await expect.poll(() => within(dialog).queryByText('Please give the customer a reason for the rejection.'), POLL).not.toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText('Reason for the rejection'), '  Blurry passport.  ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject KYC' }))
    await expect.poll(() => within(dialog).queryByText('KYC rejected.'), POLL).not.toBeNull()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/customers/cust-1/kyc/reject')
    expect(sentJson(init)).toEqual({ reason: 'Blurry passport.' })
    expect(onDone.mock.calls[0]![0]).toBe('KYC rejected.')

    // The profile reloads with the submission decided: the buttons go, the dialog keeps showing the outcome.
    view.rerender(<KycDecision customerId="cust-1" pending={false} onDone={onDone} />)
    expect(screen.queryByRole('button', { name: 'Approve KYC' })).toBeNull()
    expect(within(screen.getByRole('dialog')).getByText('KYC rejected.')).toBeTruthy()
  })

  it("shows the spec's 'no result' text when Approve KYC is answered without success", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({}), { status: 200 }))
    renderWithQueryClient(<KycDecision customerId="cust-1" pending onDone={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Approve KYC' }))
    await expect.poll(() => screen.queryByRole('alert')?.textContent, POLL).toBeTruthy()
  })
})
