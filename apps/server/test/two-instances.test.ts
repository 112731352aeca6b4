import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { money } from '@wallet/shared/amounts'
import { notifications, scheduledTransactions, transactions } from '../src/db/schema.ts'
import { marketJobs } from '../src/jobs/market-jobs.ts'
import { verifyLedger } from '../src/money/ledger/verify-ledger.ts'
import { buildSecondInstance, buildTestApp, type TestApp } from './build-test-app.ts'
import { createUser, fund, type TestUser } from './factories.ts'
import { setPrices, TEST_PRICES } from './market-fixtures.ts'

/**
 * Two app instances on one PostgreSQL database, as two servers behind a load balancer (PostgreSQL only: PGlite is one
 * process). An event raised on one reaches a stream held by the other; the background jobs, run by both at once,
 * do each piece of work exactly once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL', () => {
  let t: TestApp
  let second: Awaited<ReturnType<typeof buildSecondInstance>>
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
    second = await buildSecondInstance(t)
  })
  afterAll(async () => {
    await second?.close()
    await t?.close()
  })

  /** The stake-payout and swap-settlement jobs of one instance, exactly as its scheduler runs them. */
  function jobsOf(app: FastifyInstance) {
    const { prices, swaps, stakes } = app.services
    const jobs = marketJobs({ prices, swaps, stakes, swapStaffReview: false })
    const job = (name: string) => jobs.find((j) => j.name === name)!
    return { payouts: job('stake-payouts'), settlement: job('swap-settlement') }
  }

  it('a transaction event raised on one instance reaches a stream held by the other', async () => {
    const customer = await createUser(t)
    const base = await second.app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const response = await fetch(`${base}/api/events`, { headers: { cookie: customer.cookie }, signal: controller.signal })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    const readUntil = async (done: () => boolean) => {
      const deadline = Date.now() + 10_000
      while (!done()) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no such event within 10 s; the stream said: ${buffer}`)
        const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))])
        if (chunk?.done) throw new Error('the stream ended')
        if (chunk) buffer += decoder.decode(chunk.value)
      }
    }
    try {
      await readUntil(() => buffer.includes(': connected'))
      // The write happens on the first instance: its own in-process listeners are not the second's.
      const entry = await fund(t, customer.id, 'BTC', '0.5')
      await readUntil(() => buffer.includes(entry.id))
      const block = buffer.split('\n\n').find((b) => b.includes(entry.id))!
      expect(block.split('\n')[0]).toBe('event: transaction')
      expect(
        JSON.parse(
          block
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6),
        ),
      ).toEqual({ transactionId: entry.id, kind: expect.any(String) })
    } finally {
      controller.abort()
      await reader.cancel().catch(() => {})
    }
  })

  it('stake payouts run by both instances at once pay each stake exactly once', async () => {
    const customers: TestUser[] = []
    for (let i = 0; i < 6; i++) {
      const c = await createUser(t)
      await fund(t, c.id, 'USDT', '10000')
      customers.push(c)
    }
    // Five stakes each, made through the first instance and the second alternately.
    const stakeIds: string[] = []
    for (const [i, c] of customers.entries()) {
      for (let n = 0; n < 5; n++) {
        const app = (i + n) % 2 === 0 ? t.app : second.app
        const res = await app.inject({
          method: 'POST',
          url: '/api/stakes',
          headers: c.headers(),
          payload: { assetId: 'USDT', amount: '600', durationDays: 7, rate: '2.7' },
        })
        expect(res.statusCode, res.body).toBe(201)
        stakeIds.push(res.json().stake.id)
      }
    }
    const userIds = customers.map((c) => c.id)
    const before = new Map<string, string>()
    for (const c of customers) before.set(c.id, (await t.app.services.ledger.figures(t.database.db, c.id)).USDT.balance)
    // All due now.
    await t.database.db.execute(sql`update scheduled_transactions set scheduled_at = now() - interval '1 minute' where status = 'pending'`)

    // Both instances' jobs, several runs each at the same time, and small batches beside them so the work is shared.
    const a = jobsOf(t.app)
    const b = jobsOf(second.app)
    const paid = await Promise.all([
      a.payouts.run(),
      b.payouts.run(),
      t.app.services.stakes.payDue({ batch: 2 }),
      second.app.services.stakes.payDue({ batch: 2 }),
      a.payouts.run(),
      b.payouts.run(),
    ])
    expect(paid.reduce<number>((s, n) => s + Number(n), 0)).toBe(stakeIds.length)

    const rows = await t.database.db.select().from(scheduledTransactions).where(inArray(scheduledTransactions.userId, userIds))
    expect(rows).toHaveLength(stakeIds.length)
    expect(rows.every((r) => r.status === 'paid' && r.payoutTransactionId !== null)).toBe(true)
    const payouts = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.type, 'stake_payout'), inArray(transactions.userId, userIds)))
    expect(payouts).toHaveLength(stakeIds.length)
    expect(new Set(rows.map((r) => r.payoutTransactionId))).toEqual(new Set(payouts.map((p) => p.id)))
    for (const c of customers) {
      const own = rows.filter((r) => r.userId === c.id)
      const expected = own.reduce((s, r) => s.plus(String(r.amount)), money(before.get(c.id)!))
      expect((await t.app.services.ledger.figures(t.database.db, c.id)).USDT.balance).toBe(expected.toFixed())
    }
    // One notification per payout, not two.
    const paidNotes = await t.database.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.transactionId,
          payouts.map((p) => p.id),
        ),
      )
    expect(paidNotes).toHaveLength(stakeIds.length)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('swap settlement run by both instances at once settles each swap exactly once', async () => {
    const customers: TestUser[] = []
    for (let i = 0; i < 6; i++) {
      const c = await createUser(t)
      await fund(t, c.id, 'ETH', '10')
      customers.push(c)
    }
    const requests: string[] = []
    for (const [i, c] of customers.entries()) {
      for (let n = 0; n < 5; n++) {
        const app = (i + n) % 2 === 0 ? t.app : second.app
        const res = await app.inject({
          method: 'POST',
          url: '/api/swaps',
          headers: c.headers(),
          payload: { fromTokenId: 'ETH', toTokenId: 'USDT', fromAmount: '0.1' },
        })
        expect(res.statusCode, res.body).toBe(201)
        requests.push(res.json().requestId)
      }
    }
    const userIds = customers.map((c) => c.id)
    const legs = () =>
      t.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.type, 'swap'), inArray(transactions.userId, userIds)))
    expect((await legs()).every((l) => l.status === 'Pending')).toBe(true)

    const a = jobsOf(t.app)
    const b = jobsOf(second.app)
    let settled = 0
    // Rounds of both instances' jobs at once, beside runs that take two legs at a time (pairs split between
    // instances wait for a later run), until nothing is pending.
    for (let round = 0; round < 40 && (await legs()).some((l) => l.status === 'Pending'); round++) {
      const counts = await Promise.all([
        a.settlement.run(),
        b.settlement.run(),
        t.app.services.swaps.settlePending(2),
        second.app.services.swaps.settlePending(3),
      ])
      settled += counts.reduce<number>((s, n) => s + Number(n), 0)
    }
    const all = await legs()
    expect(all.filter((l) => l.status !== 'Complete')).toEqual([])
    expect(settled).toBe(customers.length * 5)
    const byRequest = new Map<string, typeof all>()
    for (const l of all) byRequest.set(l.requestId!, [...(byRequest.get(l.requestId!) ?? []), l])
    expect(new Set(byRequest.keys())).toEqual(new Set(requests))
    for (const pair of byRequest.values()) {
      expect(pair).toHaveLength(2)
      expect(pair.filter((l) => money(String(l.amount)).isNegative())).toHaveLength(1)
    }
    for (const c of customers) {
      const own = all.filter((l) => l.userId === c.id)
      const figures = await t.app.services.ledger.figures(t.database.db, c.id)
      for (const asset of ['ETH', 'USDT'] as const) {
        const credited = asset === 'ETH' ? money('10') : money(0)
        const expected = own.filter((l) => l.asset === asset).reduce((s, l) => s.plus(String(l.amount)), credited)
        expect(figures[asset].balance).toBe(expected.toFixed())
        expect(figures[asset].pendingDeposits).toBe('0')
      }
    }
    // One "swap completed" notification per swap.
    const swapNotes = await t.database.db.select().from(notifications).where(inArray(notifications.userId, userIds))
    expect(swapNotes.filter((n) => all.some((l) => l.id === n.transactionId))).toHaveLength(customers.length * 5)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})
