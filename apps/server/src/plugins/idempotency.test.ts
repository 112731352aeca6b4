import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditApprovals, idempotencyKeys, transactions } from '../db/schema.ts'
import { verifyLedger } from '../money/ledger/verify-ledger.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, setPermissions, type TestUser } from '../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../test/market-fixtures.ts'
import { createTeams, type Teams } from '../../test/staff-fixtures.ts'
import { requestHashOf } from './idempotency.ts'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

type ServiceName = 'wallets' | 'payments' | 'swaps' | 'stakes'

type PermissionFlag = 'canSend' | 'canBuy' | 'canSell' | 'canSwap' | 'canStake'

/** Every money-moving route, the service method behind it, a body that moves money, and the flag that allows it. */
const MONEY_ROUTES: Record<string, { service: ServiceName; method: string; body: (cardId: string) => Record<string, unknown>; flag: PermissionFlag }> = {
  'POST /api/wallets/send': {
    service: 'wallets',
    method: 'send',
    body: () => ({ assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS }),
    flag: 'canSend',
  },
  'POST /api/payments/deposits': {
    service: 'payments',
    method: 'deposit',
    body: (cardId) => ({ tokenId: 'ETH', amount: '2', paymentMethodId: cardId }),
    flag: 'canBuy',
  },
  'POST /api/payments/withdrawals': {
    service: 'payments',
    method: 'withdraw',
    body: (cardId) => ({ tokenId: 'ETH', amount: '1', paymentMethodId: cardId }),
    flag: 'canSell',
  },
  'POST /api/swaps': { service: 'swaps', method: 'create', body: () => ({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.02' }), flag: 'canSwap' },
  'POST /api/stakes': { service: 'stakes', method: 'create', body: () => ({ assetId: 'BTC', amount: '0.1', durationDays: 14, rate: '4.7' }), flag: 'canStake' },
}

/** The staff routes that move a customer's money (covered below: 'staff money routes'). */
const STAFF_MONEY_ROUTES = [
  'POST /api/customers/:customerId/transactions',
  'PATCH /api/customers/:customerId/transactions/:transactionId',
  'POST /api/customers/:customerId/approvals/:approvalId/approve',
  'POST /api/customers/:customerId/approvals/:approvalId/reject',
  'POST /api/customers/:customerId/debits',
]

/**
 * Holds a service method after its work committed and before its answer goes out: the window in which a crashed
 * instance leaves a committed money write behind an unanswered request.
 */
function holdAfterCommit(t: TestApp, service: ServiceName | 'staffTransactions', method: string) {
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
    expect(idempotent.sort()).toEqual([...Object.keys(MONEY_ROUTES), ...STAFF_MONEY_ROUTES].sort())
  })

  it.each(Object.entries(MONEY_ROUTES))('%s: the retry writes no second entry and gets the first answer', async (route, spec) => {
    const [, url] = route.split(' ') as [string, string]
    const key = randomUUID()
    const payload = spec.body(cardId)
    const post = () => t.app.inject({ method: 'POST', url, headers: user.headers({ 'idempotency-key': key }), payload })
    const entries = () =>
      t.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, key)))
    const countBefore = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(transactions))[0]!.n

    const hold = holdAfterCommit(t, spec.service, spec.method)
    const first = post()
    // The first request's instance stalls (or dies) between its commit and its answer; the client retries.
    await hold.didCommit
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
    const rows = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, key)))
    expect(rows).toHaveLength(1)
    expect(retry.json().transaction.id).toBe(rows[0]!.id)
  })

  it("runs a retry on its own while the first has written nothing, and the first then gets the retry's answer", async () => {
    const key = randomUUID()
    const payload = MONEY_ROUTES['POST /api/wallets/send']!.body(cardId)
    const post = () => t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers({ 'idempotency-key': key }), payload })
    // The first request stalls before its write (a stuck instance) while the client retries.
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

    const retry = await post()
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBeUndefined()
    release()
    const late = await first
    // Its write met the key's entry and answer, wrote nothing, and it answers what the key holds.
    expect(late.statusCode).toBe(201)
    expect(late.headers['idempotent-replayed']).toBe('true')
    expect(late.json()).toEqual(retry.json())

    const rows = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, key)))
    expect(rows).toHaveLength(1)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})

describe('a key answers what it first answered, whatever has changed since', () => {
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

  const entriesUnder = (key: string) =>
    t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, key)))

  it.each(Object.entries(MONEY_ROUTES))('%s: a refusal stays the answer when the request would now be allowed', async (route, spec) => {
    const [, url] = route.split(' ') as [string, string]
    const key = randomUUID()
    const post = () => t.app.inject({ method: 'POST', url, headers: user.headers({ 'idempotency-key': key }), payload: spec.body(cardId) })
    await setPermissions(t, user.id, { [spec.flag]: false })
    const refused = await post()
    await setPermissions(t, user.id, { [spec.flag]: true })
    expect(refused.statusCode).toBe(403)

    const retry = await post()
    expect(retry.statusCode).toBe(403)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(refused.json())
    // The retry's own write ran into the stored answer and rolled back: nothing moved under the key.
    expect(await entriesUnder(key)).toHaveLength(0)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it.each(Object.entries(MONEY_ROUTES))('%s: an accepted request stays accepted when it would now be refused', async (route, spec) => {
    const [, url] = route.split(' ') as [string, string]
    const key = randomUUID()
    const post = () => t.app.inject({ method: 'POST', url, headers: user.headers({ 'idempotency-key': key }), payload: spec.body(cardId) })
    const accepted = await post()
    expect(accepted.statusCode).toBe(201)
    await setPermissions(t, user.id, { [spec.flag]: false })
    const retry = await post()
    await setPermissions(t, user.id, { [spec.flag]: true })

    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(accepted.json())
    expect(await entriesUnder(key)).toHaveLength(1)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('answers 409 to a key that an earlier version of the app reserved and has not answered yet, and writes nothing', async () => {
    const key = randomUUID()
    const route = 'POST /api/wallets/send'
    const payload = MONEY_ROUTES[route]!.body(cardId)
    // Earlier versions inserted the key's row first and its answer later.
    await t.database.db.insert(idempotencyKeys).values({ userId: user.id, key, route, requestHash: 'earlier' })
    const res = await t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers({ 'idempotency-key': key }), payload })
    expect(res.statusCode).toBe(422)
    await t.database.db
      .update(idempotencyKeys)
      .set({ requestHash: requestHashOf(route, payload) })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)))
    const same = await t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers({ 'idempotency-key': key }), payload })
    expect(same.statusCode).toBe(409)
    expect(same.json().code).toBe('IDEMPOTENCY_IN_PROGRESS')
    expect(await entriesUnder(key)).toHaveLength(0)
  })

  it('refuses the key for another body, whichever way the other request would have gone, and writes nothing', async () => {
    const key = randomUUID()
    const send = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallets/send',
        headers: user.headers({ 'idempotency-key': key }),
        payload: { assetId: 'BTC', amount, recipientAddress: BTC_ADDRESS },
      })
    expect((await send('0.01')).statusCode).toBe(201)
    const allowed = await send('0.02')
    const refused = await send('1000')
    for (const res of [allowed, refused]) {
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    }
    const onSwaps = await t.app.inject({
      method: 'POST',
      url: '/api/swaps',
      headers: user.headers({ 'idempotency-key': key }),
      payload: MONEY_ROUTES['POST /api/swaps']!.body(cardId),
    })
    expect(onSwaps.statusCode).toBe(422)
    expect(await entriesUnder(key)).toHaveLength(1)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})

describe('staff money routes honour an Idempotency-Key as customer money routes do', () => {
  let t: TestApp
  let teams: Teams
  let customer: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
    teams = await createTeams(t)
    customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
  })
  afterAll(() => t.close())

  const credit = (amount: string) => ({ assetId: 'USDT', sentAt: '2026-11-20T10:00:00.000Z', amount, status: 'Complete', senderAddress: 'bank transfer' })
  const send = (who: TestUser, method: 'POST' | 'PATCH', url: string, key: string, payload: unknown) =>
    t.app.inject({ method, url, headers: who.headers({ 'idempotency-key': key }), payload: payload as object })
  const rows = () => t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id))
  const approvalsOf = () => t.database.db.select().from(creditApprovals).where(eq(creditApprovals.customerId, customer.id))

  it('books one credit for a key sent twice, and answers the second with the first answer', async () => {
    const key = randomUUID()
    const url = `/api/customers/${customer.id}/transactions`
    const before = (await rows()).length
    const first = await send(teams.w1, 'POST', url, key, credit('250'))
    const second = await send(teams.w1, 'POST', url, key, credit('250'))
    expect(first.statusCode).toBe(201)
    expect([second.statusCode, second.headers['idempotent-replayed']]).toEqual([201, 'true'])
    expect(second.json()).toEqual(first.json())
    expect((await rows()).length - before).toBe(1)
    const other = await send(teams.w1, 'POST', url, key, credit('251'))
    expect([other.statusCode, other.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED'])
    expect((await rows()).length - before).toBe(1)
  })

  it('a retry after a crash between the write and its answer writes no second credit or request', async () => {
    for (const amount of ['300', '5000']) {
      const key = randomUUID()
      const url = `/api/customers/${customer.id}/transactions`
      const [rowsBefore, approvalsBefore] = [(await rows()).length, (await approvalsOf()).length]
      const hold = holdAfterCommit(t, 'staffTransactions', 'add')
      const first = send(teams.w1, 'POST', url, key, credit(amount))
      await hold.didCommit
      const retry = await send(teams.w1, 'POST', url, key, credit(amount))
      hold.release()
      hold.restore()
      const original = await first
      expect([retry.statusCode, retry.headers['idempotent-replayed']], amount).toEqual([201, 'true'])
      expect(retry.json()).toEqual(original.json())
      // A small credit is booked once; a large one waits once, as one request for approval.
      expect((await rows()).length - rowsBefore, amount).toBe(amount === '300' ? 1 : 0)
      expect((await approvalsOf()).length - approvalsBefore, amount).toBe(amount === '300' ? 0 : 1)
    }
  })

  it('an edit, an approval and a rejection sent twice under one key act once', async () => {
    const pending = (await send(teams.w1, 'POST', `/api/customers/${customer.id}/transactions`, randomUUID(), { ...credit('7000'), status: 'Pending' })).json()
      .transaction
    const editUrl = `/api/customers/${customer.id}/transactions/${pending.id}`
    const editKey = randomUUID()
    const edits = [
      await send(teams.w1, 'PATCH', editUrl, editKey, { status: 'Complete', type: 'deposit', note: null }),
      await send(teams.w1, 'PATCH', editUrl, editKey, { status: 'Complete', type: 'deposit', note: null }),
    ]
    expect(edits.map((e) => e.statusCode)).toEqual([200, 200])
    expect(edits[1]!.json()).toEqual(edits[0]!.json())
    const approvalId = edits[0]!.json().approval.id
    const approveUrl = `/api/customers/${customer.id}/approvals/${approvalId}/approve`
    const approveKey = randomUUID()
    const approvals = [await send(teams.m1, 'POST', approveUrl, approveKey, {}), await send(teams.m1, 'POST', approveUrl, approveKey, {})]
    expect(approvals.map((a) => [a.statusCode, a.headers['idempotent-replayed'] ?? null])).toEqual([
      [200, null],
      [200, 'true'],
    ])
    expect(approvals[1]!.json()).toEqual(approvals[0]!.json())
    expect((await t.app.services.ledger.figures(t.database.db, customer.id)).USDT).toMatchObject({ pendingDeposits: '0' })
    expect(await verifyLedger(t.database.db)).toEqual([])
    expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
  })

  it('a debit sent again after a crash between the write and its answer acts once', async () => {
    const key = randomUUID()
    const url = `/api/customers/${customer.id}/debits`
    const body = { assetId: 'USDT', amount: '40', reason: 'Duplicate deposit reversed' }
    const [rowsBefore, approvalsBefore] = [(await rows()).length, (await approvalsOf()).length]
    const hold = holdAfterCommit(t, 'staffTransactions', 'debit')
    const first = send(teams.w1, 'POST', url, key, body)
    await hold.didCommit
    const retry = await send(teams.w1, 'POST', url, key, body)
    hold.release()
    hold.restore()
    const original = await first
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 'true'])
    expect(retry.json()).toEqual(original.json())
    // Booked once, or (the customer's day being past its limit by now) asked for once.
    expect((await rows()).length - rowsBefore + ((await approvalsOf()).length - approvalsBefore)).toBe(1)
  })
})
