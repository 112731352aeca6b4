import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/test-utils'
import { IntentKeys, moneyRequest, sendWithIntentKey } from './idempotent-mutation'

const SEND = moneyRequest.POST('/api/wallets/send', { body: { assetId: 'ETH', amount: '0.5', recipientAddress: '0xabc' } })

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe('IntentKeys: one Idempotency-Key per intent', () => {
  it('mints the key when the form opens and gives it to the first request', () => {
    const minted: string[] = []
    const intents = new IntentKeys(() => `k${minted.push('') - 1}`)
    expect(minted).toHaveLength(1)
    expect(intents.keyFor(SEND)).toBe('k0')
  })

  it('keeps the key for the same request, in any key order, until it settles; then the next one is new', () => {
    const intents = new IntentKeys()
    const first = intents.keyFor(SEND)
    expect(intents.keyFor({ ...SEND, body: { recipientAddress: '0xabc', amount: '0.5', assetId: 'ETH' } })).toBe(first)
    intents.settle(SEND)
    expect(intents.keyFor(SEND)).not.toBe(first)
  })

  it('gives another customer or transaction (the same path, other parameters) a new key', () => {
    const intents = new IntentKeys()
    const debit = (customerId: string) =>
      moneyRequest.POST('/api/customers/{customerId}/debits', { params: { path: { customerId } }, body: { assetId: 'ETH', amount: '1', reason: 'Fee' } })
    expect(intents.keyFor(debit('c1'))).not.toBe(intents.keyFor(debit('c2')))
    expect(intents.keyFor(debit('c1'))).toBe(intents.keyFor(debit('c1')))
  })

  it('gives changed values, or another route, a new key', () => {
    const intents = new IntentKeys()
    const first = intents.keyFor(SEND)
    const changed = intents.keyFor({ ...SEND, body: { ...(SEND.body as object), amount: '0.6' } })
    const other = intents.keyFor({ ...SEND, path: '/api/swaps' })
    expect(new Set([first, changed, other]).size).toBe(3)
    // Back to the first values while their outcome is unknown: the first key again, so it cannot book twice.
    expect(intents.keyFor(SEND)).toBe(first)
  })
})

describe('sendWithIntentKey: a resubmission after a lost answer carries the same key', () => {
  const fetchMock = stubFetch()
  const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))

  it('resends the key after a network failure, a 5xx or a request still in progress, and renews it after success', async () => {
    const intents = new IntentKeys()
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(502, { error: 'Bad gateway', code: 'HTTP_502' }))
      .mockResolvedValueOnce(answer(409, { error: 'Still running.', code: 'IDEMPOTENCY_IN_PROGRESS' }))
      .mockResolvedValueOnce(answer(201, { message: 'ok' }))
      .mockResolvedValueOnce(answer(201, { message: 'ok' }))
    for (let i = 0; i < 3; i++) await expect(sendWithIntentKey(intents, SEND)).rejects.toBeTruthy()
    await expect(sendWithIntentKey(intents, SEND)).resolves.toEqual({ message: 'ok' })
    await sendWithIntentKey(intents, SEND)
    const [first, ...rest] = keysSent()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(rest.slice(0, 3)).toEqual([first, first, first])
    expect(rest[3]).not.toBe(first)
  })

  it('renews the key after a refusal the server stored, so the same values can be tried again later', async () => {
    const intents = new IntentKeys()
    fetchMock
      .mockResolvedValueOnce(answer(400, { error: 'Insufficient funds.', code: 'INSUFFICIENT_FUNDS' }))
      .mockResolvedValueOnce(answer(201, { message: 'ok' }))
    await expect(sendWithIntentKey(intents, SEND)).rejects.toMatchObject({ status: 400 })
    await sendWithIntentKey(intents, SEND)
    const [refused, accepted] = keysSent()
    expect(accepted).not.toBe(refused)
  })

  it('sends a PATCH with its key and body', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { message: 'ok' }))
    const edit = moneyRequest.PATCH('/api/customers/{customerId}/transactions/{transactionId}', {
      params: { path: { customerId: 'c', transactionId: 't' } },
      body: { status: 'Complete', type: 'deposit' },
    })
    await sendWithIntentKey(new IntentKeys(() => 'edit-key'), edit)
    const [url, init] = fetchMock.mock.calls[0]!
    expect([url, init?.method, init?.body, new Headers(init?.headers).get('Idempotency-Key')]).toEqual([
      '/api/customers/c/transactions/t',
      'PATCH',
      '{"status":"Complete","type":"deposit"}',
      'edit-key',
    ])
  })
})
