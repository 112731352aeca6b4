import { screen } from '@testing-library/react'
import type { Wallet } from '@wallet/shared/money/wallets'
import { describe, expect, it } from 'vitest'
import { POLL, renderWithQueryClient, stubFetch, user } from '@/test/test-utils'
import { SendDialog } from './send-dialog'
import { sentJson } from '@/test/fetch-calls'

const ETH: Wallet = { assetId: 'ETH', name: 'Ethereum', balance: '3', pendingDeposits: '0', pendingWithdrawals: '0', available: '3', address: null }
const RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('SendDialog checks with the server schema (SendBody)', () => {
  const fetchMock = stubFetch()

  function open() {
    renderWithQueryClient(<SendDialog wallet={ETH} blockedNote={null} onOpenChange={() => undefined} />)
    return {
      amount: screen.getByLabelText('Amount'),
      recipient: screen.getByLabelText('Recipient Address'),
      send: () => user.click(screen.getByRole('button', { name: 'Send' })),
    }
  }

  /** The messages shown (the fields' empty alert slots left out). */
  const banner = () =>
    screen
      .getAllByRole('alert')
      .map((alert) => alert.textContent)
      .filter(Boolean)

  it('shows one message at a time, in field order, and sends nothing until the request is valid', async () => {
    const form = open()
    await form.send()
    await expect.poll(() => banner(), POLL).toEqual(['Please enter a valid positive amount.'])
    await user.type(form.amount, ' 0.5 ')
    expect((form.amount as HTMLInputElement).value).toBe('0.5')
    await form.send()
    await expect.poll(() => banner(), POLL).toEqual(['Please enter a recipient address.'])
    await user.type(form.recipient, '0x1234')
    await form.send()
    await expect.poll(() => banner(), POLL).toEqual(['Please enter a valid Ethereum address.'])
    await user.clear(form.recipient)
    await user.type(form.recipient, RECIPIENT)
    await user.clear(form.amount)
    await user.type(form.amount, '50')
    await form.send()
    await expect.poll(() => banner(), POLL).toEqual(['Insufficient funds, this wallet might not have enough balance to send or pending transactions.'])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the checked request and clears the form', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 201 }))
    const form = open()
    await user.type(form.amount, '0.5')
    await user.type(form.recipient, RECIPIENT)
    await form.send()
    expect(await screen.findByText('Transaction has been successfully sent for approval.')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/wallets/send')
    expect(sentJson(init)).toEqual({ assetId: 'ETH', amount: '0.5', recipientAddress: RECIPIENT })
    expect((form.amount as HTMLInputElement).value).toBe('')
    expect((form.recipient as HTMLInputElement).value).toBe('')
  })

  it('sends Send again after a lost answer with the same Idempotency-Key, and the next send with a new one', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 201 }))
    const form = open()
    await user.type(form.amount, '0.5')
    await user.type(form.recipient, RECIPIENT)
    await form.send()
    await expect.poll(() => fetchMock.mock.calls.length, POLL).toBe(1)
    await form.send()
    expect(await screen.findByText('Transaction has been successfully sent for approval.')).toBeTruthy()
    await user.type(form.amount, '0.5')
    await user.type(form.recipient, RECIPIENT)
    await form.send()
    await expect.poll(() => fetchMock.mock.calls.length, POLL).toBe(3)
    const [lost, resent, next] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
    expect(lost).toBeTruthy()
    expect(resent).toBe(lost)
    expect(next).not.toBe(lost)
  })
})
