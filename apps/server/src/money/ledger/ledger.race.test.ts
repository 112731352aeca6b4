import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { verifyLedger } from './verify-ledger.ts'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

// PGlite serves one connection at a time; concurrency is only real on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('money under concurrent requests (PostgreSQL)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())
  afterEach(async () => {
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('accepts exactly 10 of 100 concurrent sends of 10 against an available 100', async () => {
    const user = await createUser(t)
    await fund(t, user.id, 'USDT', '100')
    const payload = { assetId: 'BTC', amount: '10', recipientAddress: BTC_ADDRESS }
    await fund(t, user.id, 'BTC', '100')
    const started = Date.now()
    const results = await Promise.all(
      Array.from({ length: 100 }, () => t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers(), payload })),
    )
    const elapsed = Date.now() - started
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(90)
    const figures = await t.app.services.ledger.figures(t.database.db, user.id)
    expect(figures.BTC).toEqual({ balance: '100', pendingDeposits: '0', pendingWithdrawals: '-100', available: '0' })
    console.log(`100 concurrent sends: ${elapsed} ms`)
  })

  it('records one entry for 20 concurrent replays of one Idempotency-Key', async () => {
    const user = await createUser(t)
    await fund(t, user.id, 'BTC', '5')
    const payload = { assetId: 'BTC', amount: '1', recipientAddress: BTC_ADDRESS }
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers({ 'idempotency-key': 'race-key' }), payload }),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201))
    const ids = new Set(results.map((r) => r.json().transaction.id))
    expect(ids.size).toBe(1)
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))
    expect(rows.filter((r) => r.type === 'withdrawal')).toHaveLength(1)
    expect((await t.app.services.ledger.figures(t.database.db, user.id)).BTC.available).toBe('4')
  })

  it('never lets concurrent withdrawal requests with the 1% fee overdraw', async () => {
    const user = await createUser(t)
    await fund(t, user.id, 'ETH', '50.5')
    const { paymentMethods } = await import('../../db/schema.ts')
    const [method] = await t.database.db
      .insert(paymentMethods)
      .values({ userId: user.id, type: 'bank_account', bankName: 'Bank', bankLast4: '1234' })
      .returning()
    const payload = { tokenId: 'ETH', amount: '10', paymentMethodId: method!.id }
    const results = await Promise.all(
      Array.from({ length: 30 }, () => t.app.inject({ method: 'POST', url: '/api/payments/withdrawals', headers: user.headers(), payload })),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5)
    expect((await t.app.services.ledger.figures(t.database.db, user.id)).ETH).toMatchObject({ pendingWithdrawals: '-50.5', available: '0' })
  })

  it('takes a send and a swap sent at once with one key one after the other: one accepted, one refused, no deadlock', async () => {
    await setPrices(t, TEST_PRICES)
    const user = await createUser(t)
    await fund(t, user.id, 'BTC', '10')
    // Both lock the BTC row. A send locks, then writes its keyed entry; the swap's one statement must lock before it
    // writes its own, or each could wait for the other (the swap for the row, the send for the key).
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallets/send',
        headers: user.headers({ 'idempotency-key': key }),
        payload: { assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS },
      })
    const swap = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/swaps',
        headers: user.headers({ 'idempotency-key': key }),
        payload: { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.01' },
      })
    const keys = Array.from({ length: 30 }, (_, i) => `pair-${i}`)
    const pairs = await Promise.all(keys.map((key) => Promise.all([send(key), swap(key)])))
    for (const pair of pairs) {
      expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 422])
      expect(pair.find((r) => r.statusCode === 422)!.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    }
    const keyed = (await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).filter((r) => r.idempotencyKey !== null)
    expect(keyed.map((r) => r.idempotencyKey).sort()).toEqual([...keys].sort())
  })
})
