import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cryptoBuyingLinks, transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, setPermissions, type TestUser } from '../../../test/factories.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

describe('payments', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let card: string
  let bank: string
  let bobsCard: string
  beforeAll(async () => {
    t = await buildTestApp()
    alice = await createUser(t)
    bob = await createUser(t)
    card = await addPaymentMethod(t, alice.id, 'credit_card')
    bank = await addPaymentMethod(t, alice.id, 'bank_account')
    bobsCard = await addPaymentMethod(t, bob.id, 'credit_card')
    await fund(t, alice.id, 'USDT', '101')
  })
  afterAll(() => t.close())

  const rowCount = async () => (await t.database.db.select().from(transactions)).length
  const post = (user: TestUser, kind: 'deposits' | 'withdrawals', payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/payments/${kind}`, headers: user.headers(headers), payload: payload as object })
  const usdt = async () => (await t.app.services.ledger.figures(t.database.db, alice.id)).USDT

  it('a deposit request with a credit card creates a Pending deposit', async () => {
    const res = await post(alice, 'deposits', { tokenId: 'BTC', amount: '0.25', paymentMethodId: card })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ fee: '0.0025', transaction: { assetId: 'BTC', amount: '0.25', status: 'Pending', type: 'deposit' } })
    expect((await t.app.services.ledger.figures(t.database.db, alice.id)).BTC).toMatchObject({ pendingDeposits: '0.25', balance: '0' })
  })

  it('a deposit with a bank account is refused', async () => {
    const before = await rowCount()
    const res = await post(alice, 'deposits', { tokenId: 'BTC', amount: '1', paymentMethodId: bank })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Deposits can only be made with a credit card.')
    expect(await rowCount()).toBe(before)
  })

  it('a withdrawal reserves the amount plus the 1% fee in one Pending row', async () => {
    const res = await post(alice, 'withdrawals', { tokenId: 'USDT', amount: '50', paymentMethodId: bank })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ fee: '0.5', transaction: { assetId: 'USDT', amount: '-50.5', status: 'Pending', type: 'withdrawal' } })
    expect(await usdt()).toMatchObject({ balance: '101', pendingWithdrawals: '-50.5', available: '50.5' })
  })

  it('a withdrawal whose amount × 1.01 exceeds the available balance is refused with the fee in the message', async () => {
    const before = await rowCount()
    const res = await post(alice, 'withdrawals', { tokenId: 'USDT', amount: '50.01', paymentMethodId: bank })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: 'Insufficient balance (with fee: 50.51010000 USDT)',
      code: 'INSUFFICIENT_FUNDS',
      params: { key: 'insufficientWithFee', values: { total: '50.51010000', asset: 'USDT' } },
      requestId: expect.any(String),
    })
    expect(await rowCount()).toBe(before)
    // Exactly the available amount with its fee fits.
    const exact = await post(alice, 'withdrawals', { tokenId: 'USDT', amount: '50', paymentMethodId: card })
    expect(exact.statusCode).toBe(201)
    expect((await usdt()).available).toBe('0')
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it("another customer's payment method is refused and nothing is written", async () => {
    const before = await rowCount()
    for (const kind of ['deposits', 'withdrawals'] as const) {
      const res = await post(alice, kind, { tokenId: 'BTC', amount: '0.001', paymentMethodId: bobsCard })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe('Payment method not found.')
    }
    expect(await rowCount()).toBe(before)
  })

  it('refuses deposits when can_buy is false and withdrawals when can_sell is false', async () => {
    const carol = await createUser(t)
    const carolsCard = await addPaymentMethod(t, carol.id)
    await fund(t, carol.id, 'BTC', '1')
    await setPermissions(t, carol.id, { canBuy: false, canSell: false })
    const before = await rowCount()
    const deposit = await post(carol, 'deposits', { tokenId: 'BTC', amount: '0.1', paymentMethodId: carolsCard })
    expect(deposit.statusCode).toBe(403)
    expect(deposit.json().error).toBe('You do not have permission to make deposits.')
    const withdrawal = await post(carol, 'withdrawals', { tokenId: 'BTC', amount: '0.1', paymentMethodId: carolsCard })
    expect(withdrawal.statusCode).toBe(403)
    expect(withdrawal.json().error).toBe('You do not have permission to make withdrawals.')
    expect(await rowCount()).toBe(before)
  })

  const invalid: [string, Record<string, unknown>, string][] = [
    ['zero', { amount: '0' }, 'Please enter a valid amount'],
    ['negative', { amount: '-5' }, 'Please enter a valid amount'],
    ['NaN', { amount: 'NaN' }, 'Please enter a valid amount'],
    ['Infinity', { amount: 'Infinity' }, 'Please enter a valid amount'],
    ['exponent', { amount: '1e3' }, 'Please enter a valid amount'],
    ['30 decimals', { amount: `1.${'0'.repeat(29)}1` }, 'Please enter a valid amount'],
    ['huge', { amount: '1'.repeat(25) }, 'Please enter a valid amount'],
    ['a number', { amount: 5 }, 'Please enter a valid amount'],
    ['two points', { amount: '1.2.3' }, 'Please enter a valid amount'],
    ['no token', { tokenId: undefined }, 'Please select a token'],
    ['unknown token', { tokenId: 'FAKE' }, 'Please select a token'],
    ['a token of the wrong type', { tokenId: 7 }, 'Please select a token'],
    ['no payment method', { paymentMethodId: undefined }, 'Please select a payment method'],
    ['a malformed payment method id', { paymentMethodId: "1' or '1'='1" }, 'Please select a payment method'],
  ]
  for (const [name, change, message] of invalid) {
    it(`refuses ${name} with '${message}' on both requests and writes nothing`, async () => {
      const before = await rowCount()
      for (const kind of ['deposits', 'withdrawals'] as const) {
        const payload = { tokenId: 'USDT', amount: '1', paymentMethodId: card, ...change }
        const res = await post(alice, kind, JSON.parse(JSON.stringify(payload)))
        expect(res.statusCode).toBe(400)
        expect(res.json().error).toBe(message)
      }
      expect(await rowCount()).toBe(before)
    })
  }

  it('a replayed Idempotency-Key does not make a second deposit request', async () => {
    const payload = { tokenId: 'ETH', amount: '2', paymentMethodId: card }
    const first = await post(alice, 'deposits', payload, { 'idempotency-key': 'dep-1' })
    const before = await rowCount()
    const second = await post(alice, 'deposits', payload, { 'idempotency-key': 'dep-1' })
    expect(second.json()).toEqual(first.json())
    expect(await rowCount()).toBe(before)
  })

  it('lists the caller’s custom buying links newest first, and only theirs', async () => {
    await t.database.db.insert(cryptoBuyingLinks).values([
      { userId: alice.id, name: 'Old', url: 'https://old.example', createdAt: new Date('2026-01-01T00:00:00Z') },
      { userId: alice.id, name: 'New', url: 'https://new.example', logoKey: 'logos/new.png', createdAt: new Date('2026-02-01T00:00:00Z') },
      { userId: bob.id, name: 'Bob', url: 'https://bob.example' },
    ])
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/buying-links', headers: alice.headers() })
    expect(res.statusCode).toBe(200)
    expect(res.json().items.map((l: { name: string }) => l.name)).toEqual(['New', 'Old'])
    // The logo is served by the app at a URL of its own; the storage key never leaves the server.
    expect(res.json().items[0]).toMatchObject({ url: 'https://new.example', logoUrl: `/api/buying-links/${res.json().items[0].id}/logo` })
    expect(res.json().items[1]).toMatchObject({ logoUrl: null })
    expect(JSON.stringify(res.json())).not.toContain('logos/new.png')
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/buying-links' })).statusCode).toBe(401)
  })
})
