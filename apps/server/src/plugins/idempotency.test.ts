import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, transactions } from '../db/schema.ts'
import { verifyLedger } from '../modules/ledger/verify-ledger.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, type TestUser } from '../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../test/market-fixtures.ts'
import { ABANDONED_AFTER_MS } from './idempotency.ts'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

type ServiceName = 'wallets' | 'payments' | 'swaps' | 'stakes'

/** Every money-moving route, the service method behind it, and a body that moves money. */
const MONEY_ROUTES: Record<string, { service: ServiceName; method: string; body: (cardId: string) => Record<string, unknown> }> = {
  'POST /api/wallets/send': { service: 'wallets', method: 'send', body: () => ({ assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS }) },
  'POST /api/payments/deposits': { service: 'payments', method: 'deposit', body: (cardId) => ({ tokenId: 'ETH', amount: '2', paymentMethodId: cardId }) },
  'POST /api/payments/withdrawals': { service: 'payments', method: 'withdraw', body: (cardId) => ({ tokenId: 'ETH', amount: '1', paymentMethodId: cardId }) },
  'POST /api/swaps': { service: 'swaps', method: 'create', body: () => ({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.02' }) },
  'POST /api/stakes': { service: 'stakes', method: 'create', body: () => ({ assetId: 'BTC', amount: '0.1', durationDays: 14, rate: '4.7' }) },
}

/**
 * Holds a service method after its work committed and before its answer goes out: the window in which a crashed
 * instance leaves a committed money write behind an unanswered request.
 */
function holdAfterCommit(t: TestApp, service: ServiceName, method: string) {
  const target = t.app.services[service] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
  const original = target[method]!
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let committed!: () => void
  const didCommit = new Promise<void>((resolve) => (committed = resolve))
  target[method] = async (...args: unknown[]) => {
    const result = await original.apply(target, args)
    committed()
    await released
    return result
  }
  return { didCommit, release, restore: () => (target[method] = original) }
}

describe('a retry after a crash between the money write and its answer', () => {
  let t: TestApp
  let user: TestUser
  let cardId: string
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
    user = await createUser(t)
    await fund(t, user.id, 'BTC', '10')
    await fund(t, user.id, 'ETH', '10')
    cardId = await addPaymentMethod(t, user.id, 'credit_card')
  })
  afterAll(() => t.close())

  it('covers every idempotent route', () => {
    const idempotent = t.app
      .routeTable()
      .filter((r) => r.idempotent)
      .map((r) => `${r.method} ${r.url}`)
    expect(idempotent.sort()).toEqual(Object.keys(MONEY_ROUTES).sort())
  })

  it.each(Object.entries(MONEY_ROUTES))('%s: the retry writes no second entry and gets the first answer', async (route, spec) => {
    const [, url] = route.split(' ') as [string, string]
    const key = randomUUID()
    const payload = spec.body(cardId)
    const post = () => t.app.inject({ method: 'POST', url, headers: user.headers({ 'idempotency-key': key }), payload })
    const entries = () => t.database.db.select().from(transactions).where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, key)))
    const countBefore = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(transactions))[0]!.n

    const hold = holdAfterCommit(t, spec.service, spec.method)
    const first = post()
    await hold.didCommit
    // The instance is gone for longer than the takeover delay: the retry may take the reservation over.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)))

    const retry = await post()
    hold.release()
    hold.restore()
    const original = await first

    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(original.statusCode).toBe(201)
    expect(retry.json()).toEqual(original.json())
    expect(await entries()).toHaveLength(1)
    const countAfter = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(transactions))[0]!.n
    // One entry, or two for a swap (its legs share one request; only the outgoing leg carries the key).
    expect(countAfter - countBefore).toBe(url === '/api/swaps' ? 2 : 1)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('keeps the committed answer when the request then fails with a 5xx', async () => {
    const key = randomUUID()
    const payload = MONEY_ROUTES['POST /api/wallets/send']!.body(cardId)
    const target = t.app.services.wallets as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
    const original = target.send!
    target.send = async (...args: unknown[]) => {
      await original.apply(target, args)
      throw new Error('the connection dropped after the commit')
    }
    const failed = await t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers({ 'idempotency-key': key }), payload })
    target.send = original
    expect(failed.statusCode).toBe(500)

    const retry = await t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers({ 'idempotency-key': key }), payload })
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    const rows = await t.database.db.select().from(transactions).where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, key)))
    expect(rows).toHaveLength(1)
    expect(retry.json().transaction.id).toBe(rows[0]!.id)
  })

  it('lets a retry take over when nothing was committed, and the late original then writes nothing', async () => {
    const key = randomUUID()
    const payload = MONEY_ROUTES['POST /api/wallets/send']!.body(cardId)
    const post = () => t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers({ 'idempotency-key': key }), payload })
    // The first request stalls before its write (a stuck instance), past the takeover delay.
    const target = t.app.services.wallets as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
    const original = target.send!
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let entered!: () => void
    const didEnter = new Promise<void>((resolve) => (entered = resolve))
    target.send = async (...args: unknown[]) => {
      entered()
      await released
      return original.apply(target, args)
    }
    const first = post()
    await didEnter
    target.send = original
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 1000) })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)))

    const retry = await post()
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBeUndefined()
    release()
    const late = await first
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('IDEMPOTENCY_IN_PROGRESS')

    const rows = await t.database.db.select().from(transactions).where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, key)))
    expect(rows).toHaveLength(1)
    const again = await post()
    expect(again.json()).toEqual(retry.json())
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})
