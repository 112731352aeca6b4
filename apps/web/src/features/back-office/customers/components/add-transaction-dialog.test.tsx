import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { POLL, renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { AddTransactionFormView, localDateTimeToIso } from './add-transaction-dialog'
import { sentJson } from '@/test/fetch-calls'

const REQUIRED = 'Please fill in all required fields (*).'

describe('add transaction', () => {
  const fetchMock = stubFetch()

  function show() {
    const dialog = { error: null, success: null, succeed: vi.fn(), fail: vi.fn(), close: vi.fn() }
    const onAdded = vi.fn()
    renderWithQueryClient(<AddTransactionFormView customerId="cust-1" assetId="BTC" dialog={dialog} onAdded={onAdded} />)
    return {
      dialog,
      onAdded,
      sentAt: screen.getByLabelText<HTMLInputElement>('Sent At *'),
      amount: screen.getByLabelText<HTMLInputElement>('Amount (BTC) *'),
      sender: screen.getByLabelText<HTMLInputElement>('Sender Address *'),
      status: screen.getByLabelText<HTMLSelectElement>('Status *'),
      txid: screen.getByLabelText<HTMLInputElement>('TXID'),
      note: screen.getByLabelText<HTMLTextAreaElement>('Note'),
      hidden: screen.getByRole<HTMLInputElement>('switch', { name: /^Hidden transaction/ }),
      submit: () => user.click(screen.getByRole('button', { name: 'Add Transaction' })),
    }
  }
  const messages = () =>
    screen
      .queryAllByRole('alert')
      .map((alert) => alert.textContent)
      .filter(Boolean)

  it('starts with the defaults of the spec: sent now, status Pending, not hidden, the rest empty', () => {
    const before = Date.now()
    const form = show()
    expect(Math.abs(new Date(form.sentAt.value).getTime() - before)).toBeLessThan(2 * 60_000)
    expect(form.status.value).toBe('Pending')
    expect([...form.status.options].map((o) => o.value)).toEqual(['Pending', 'Complete', 'Failed'])
    expect(form.hidden.checked).toBe(false)
    expect([form.amount.value, form.sender.value, form.txid.value, form.note.value]).toEqual(['', '', '', ''])
  })

  it('asks for every required field with the one message, and refuses an amount that is not above 0', async () => {
    const form = show()
    await form.submit()
    await expect.poll(() => messages(), POLL).toEqual([REQUIRED])
    expect(form.amount.getAttribute('aria-invalid')).toBe('true')

    await user.type(form.amount, '0')
    await user.type(form.sender, 'bc1qsender')
    await form.submit()
    await expect.poll(() => messages(), POLL).toEqual([REQUIRED])
    expect(form.amount.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => form.sender.getAttribute('aria-invalid'), POLL).toBeNull()

    await user.clear(form.amount)
    await user.type(form.amount, '-1')
    await form.submit()
    await expect.poll(() => messages(), POLL).toEqual([REQUIRED])

    await user.clear(form.amount)
    await user.type(form.amount, '0.5')
    await user.clear(form.sender)
    await user.type(form.sender, '   ')
    await form.submit()
    await expect.poll(() => messages(), POLL).toEqual([REQUIRED])

    await user.clear(form.sender)
    await user.type(form.sender, 'bc1qsender')
    fireEvent.change(form.sentAt, { target: { value: '' } })
    await form.submit()
    await expect.poll(() => messages(), POLL).toEqual([REQUIRED])

    fireEvent.change(form.sentAt, { target: { value: '2026-11-20T09:30' } })
    await user.clear(form.amount)
    await user.type(form.amount, '0.0000000000000000001')
    await form.submit()
    await expect.poll(() => messages(), POLL).toEqual(['Amounts can have at most 18 decimal places.'])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the credit with the time as an ISO instant and the optional fields null when empty', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: 'Transaction added successfully!', transaction: null, approval: null }), { status: 201 }),
    )
    const form = show()
    fireEvent.change(form.sentAt, { target: { value: '2026-11-20T09:30' } })
    await user.type(form.amount, '0.25')
    await user.type(form.sender, '  bc1qsender  ')
    await user.selectOptions(form.status, 'Complete')
    await user.click(form.hidden)
    await form.submit()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/customers/cust-1/transactions')
    expect(sentJson(fetchMock.mock.calls[0]![1])).toEqual({
      assetId: 'BTC',
      sentAt: new Date('2026-11-20T09:30').toISOString(),
      amount: '0.25',
      senderAddress: 'bc1qsender',
      status: 'Complete',
      txid: null,
      note: null,
      isHidden: true,
    })
    expect(form.dialog.succeed).toHaveBeenCalledWith('Transaction added successfully!')
    expect(form.onAdded).toHaveBeenCalledWith('Transaction added successfully!')
  })

  it('says so when the credit went to approval instead of being booked', async () => {
    const approval = {
      id: 'a1',
      customerId: 'cust-1',
      customerEmail: 'c@example.com',
      kind: 'add',
      transactionId: null,
      assetId: 'BTC',
      amount: '1',
      usdValue: '65000.00',
      waitReason: 'amount',
      waitLimitUsd: '1000',
      change: {},
      requestedBy: { id: 'w1', email: 'worker@example.com', role: 'WORKER' },
      requestedAt: '2026-11-20T09:30:00.000Z',
      canDecide: false,
    }
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: 'The credit is waiting for a second staff member to approve it.', transaction: null, approval }), {
        status: 201,
      }),
    )
    const form = show()
    await user.type(form.amount, '1')
    await user.type(form.sender, 'bc1qsender')
    await user.selectOptions(form.status, 'Complete')
    await form.submit()

    expect(await screen.findByText('The credit is waiting for a second staff member to approve it.')).toBeTruthy()
    expect(screen.getByText(/not booked until a manager of the team or an administrator approves it/)).toBeTruthy()
    expect(form.dialog.succeed).not.toHaveBeenCalled()
    expect(form.onAdded).not.toHaveBeenCalled()
  })

  it('reads a datetime-local value as an ISO instant, and nothing else', () => {
    expect(localDateTimeToIso('2026-11-20T09:30')).toBe(new Date('2026-11-20T09:30').toISOString())
    expect(localDateTimeToIso('')).toBe('')
    expect(localDateTimeToIso('yesterday')).toBe('')
    expect(localDateTimeToIso('2026-13-45T99:99')).toBe('')
  })
})
