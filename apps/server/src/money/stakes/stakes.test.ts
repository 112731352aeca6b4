import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STAKE_MESSAGES, STAKE_PLANS } from '@wallet/shared/money/stake-plans'
import { notifications, scheduledTransactions, transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, setPermissions, type TestUser } from '../../../test/factories.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

const DAY_MS = 24 * 3600_000

describe('stakes API', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    user = await createUser(t)
    await fund(t, user.id, 'BTC', '1')
  })

  const stake = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/stakes', headers: user.headers(headers), payload: body as object })
  const rowsOf = (userId: string) =>
    t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.type, 'stake')))
  const scheduledOf = (userId: string) => t.database.db.select().from(scheduledTransactions).where(eq(scheduledTransactions.userId, userId))

  it('lists the plans of part 2 §9', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stakes/plans', headers: user.headers() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ plans: STAKE_PLANS })
  })

  it('locks the amount and schedules principal plus interest', async () => {
    const before = Date.now()
    const res = await stake({ assetId: 'BTC', amount: '0.5', durationDays: 30, rate: 9.1 })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.stake).toMatchObject({
      assetId: 'BTC',
      amount: '0.5',
      durationDays: 30,
      rate: '9.1',
      payoutAmount: '0.50373972602739726',
      estimatedEarnings: '0.00373972',
      status: 'Holding',
    })
    const payoutAt = new Date(body.stake.payoutAt).getTime()
    expect(payoutAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 5_000)
    expect(payoutAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS)
    const [row] = await rowsOf(user.id)
    expect(row).toMatchObject({ status: 'Complete', type: 'stake' })
    expect(Number(row!.amount)).toBe(-0.5)
    const [scheduled] = await scheduledOf(user.id)
    expect(scheduled).toMatchObject({ status: 'pending', type: 'stake_payout', durationDays: 30, stakeTransactionId: row!.id })
    expect((await t.app.services.ledger.figures(t.database.db, user.id)).BTC).toMatchObject({ balance: '0.5', available: '0.5' })

    const active = await t.app.inject({ method: 'GET', url: '/api/stakes/active', headers: user.headers() })
    expect(active.json()).toEqual({ stakes: [body.stake] })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('pays a due stake once, with a notification, and it leaves the active list', async () => {
    const { stake: s } = (await stake({ assetId: 'BTC', amount: '0.1', durationDays: 7, rate: '2.7' })).json()
    const later = new Date(new Date(s.payoutAt).getTime() + 1000)
    expect(await t.app.services.stakes.payDue({ now: new Date(Date.now() + 60_000) })).toBe(0)
    expect(await t.app.services.stakes.payDue({ now: later })).toBeGreaterThanOrEqual(1)
    expect(await t.app.services.stakes.payDue({ now: later })).toBe(0)
    const payouts = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, 'stake_payout')))
    expect(payouts).toHaveLength(1)
    // 0.1 + 0.1 × 0.027 × 7 / 365 = 0.100051780821917808…
    expect(payouts[0]).toMatchObject({ status: 'Complete', amount: '0.100051780821917808' })
    expect((await t.app.services.ledger.figures(t.database.db, user.id)).BTC.balance).toBe('1.000051780821917808')
    const [scheduled] = await scheduledOf(user.id)
    expect(scheduled).toMatchObject({ status: 'paid', payoutTransactionId: payouts[0]!.id })
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notes.map((n) => n.message)).toEqual(['Your BTC stake has paid out 0.10005178 BTC.'])
    expect((await t.app.inject({ method: 'GET', url: '/api/stakes/active', headers: user.headers() })).json()).toEqual({ stakes: [] })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it.each([
    ['below the minimum', { assetId: 'BTC', amount: '0.0117769843', durationDays: 7, rate: 2.7 }, 'Amount must be at least 0.0117769844 BTC'],
    ['above the maximum', { assetId: 'BTC', amount: '2.2376270414', durationDays: 7, rate: 2.7 }, 'Amount cannot exceed 2.2376270413 BTC'],
    ['above the available balance', { assetId: 'BTC', amount: '1.5', durationDays: 7, rate: 2.7 }, 'Insufficient balance. You have 1.00000000 BTC available.'],
    ['zero', { assetId: 'BTC', amount: '0', durationDays: 7, rate: 2.7 }, STAKE_MESSAGES.invalidAmount],
    ['negative', { assetId: 'BTC', amount: '-0.5', durationDays: 7, rate: 2.7 }, STAKE_MESSAGES.invalidAmount],
    ['NaN', { assetId: 'BTC', amount: 'NaN', durationDays: 7, rate: 2.7 }, STAKE_MESSAGES.invalidAmount],
    ['huge', { assetId: 'BTC', amount: '1' + '0'.repeat(30), durationDays: 7, rate: 2.7 }, STAKE_MESSAGES.invalidAmount],
    ['30 decimals', { assetId: 'BTC', amount: '0.' + '5'.repeat(30), durationDays: 7, rate: 2.7 }, STAKE_MESSAGES.invalidAmount],
    ['an unknown duration', { assetId: 'BTC', amount: '0.1', durationDays: 8, rate: 2.7 }, STAKE_MESSAGES.planMissing],
    ['a rate that is not the plan’s', { assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 50 }, STAKE_MESSAGES.planMissing],
    ['a rate that is not a number', { assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 'abc' }, STAKE_MESSAGES.planMissing],
    ['a missing rate', { assetId: 'BTC', amount: '0.1', durationDays: 7 }, STAKE_MESSAGES.planMissing],
    ['DOT, which has no plans', { assetId: 'DOT', amount: '10', durationDays: 7, rate: 2.7 }, STAKE_MESSAGES.planMissing],
    ['an unknown asset', { assetId: 'SHIB', amount: '10', durationDays: 7, rate: 2.7 }, STAKE_MESSAGES.planMissing],
    ['a fractional duration', { assetId: 'BTC', amount: '0.1', durationDays: 7.5, rate: 2.7 }, STAKE_MESSAGES.planMissing],
  ])('refuses %s with a 4xx and the spec message, writing nothing', async (_name, body, message) => {
    // Enough to reach the maximum, so only the plan's limit is in the way.
    if (message.startsWith('Amount cannot exceed')) await fund(t, user.id, 'BTC', '2')
    const res = await stake(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(message)
    expect(await rowsOf(user.id)).toEqual([])
    expect(await scheduledOf(user.id)).toEqual([])
  })

  it('refuses when staking is not allowed', async () => {
    await setPermissions(t, user.id, { canStake: false })
    const res = await stake({ assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'Staking is not allowed for your account.', code: 'STAKE_NOT_ALLOWED', requestId: expect.any(String) })
    expect(await rowsOf(user.id)).toEqual([])
  })

  it('needs a signed-in user', async () => {
    for (const url of ['/api/stakes/plans', '/api/stakes/active']) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stakes',
      headers: { origin: 'http://localhost:3000' },
      payload: { assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 },
    })
    expect(res.statusCode).toBe(401)
  })

  it('shows only the caller’s own stakes', async () => {
    await stake({ assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 })
    const other = await createUser(t)
    expect((await t.app.inject({ method: 'GET', url: '/api/stakes/active', headers: other.headers() })).json()).toEqual({ stakes: [] })
  })

  it('stakes once for a replayed Idempotency-Key', async () => {
    const key = randomUUID()
    const body = { assetId: 'BTC', amount: '0.1', durationDays: 14, rate: 4.7 }
    const first = await stake(body, { 'idempotency-key': key })
    const again = await stake(body, { 'idempotency-key': key })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(await rowsOf(user.id)).toHaveLength(1)
  })
})
