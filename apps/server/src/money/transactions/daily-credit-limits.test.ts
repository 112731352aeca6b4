import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { creditWaitText } from '@wallet/shared/money/staff-transactions'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { auditRowsOf, createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { creditApprovals, staff, staffCredits } from '../../db/schema.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

/**
 * Staff credits count against a rolling 24-hour limit per customer and per maker (docs/decisions/071): by default
 * MANUAL_CREDIT_APPROVAL_USD itself (1000 in tests), so twelve credits of 999.99 cannot pass as twelve small ones.
 */
describe('daily limits on staff credits', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  /** A worker of manager m1 with no credits yet, so that each test starts its maker's day empty. */
  async function newWorker(): Promise<TestUser> {
    const worker = await createUser(t, { role: 'WORKER' })
    await t.database.db.insert(staff).values({ workerId: worker.id, managerId: teams.m1.id })
    return worker
  }
  async function newCustomer(worker: TestUser): Promise<TestUser> {
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
    return customer
  }
  const credit = (who: TestUser, customer: TestUser, amount: string, status = 'Complete') =>
    staffCall(t, who, 'POST', `/api/customers/${customer.id}/transactions`, {
      assetId: 'USDT',
      sentAt: new Date().toISOString(),
      amount,
      status,
      senderAddress: 'bank transfer',
    })
  const decide = (who: TestUser, customer: TestUser, approvalId: string, decision: 'approve' | 'reject') =>
    staffCall(
      t,
      who,
      'POST',
      `/api/customers/${customer.id}/approvals/${approvalId}/${decision}`,
      decision === 'reject' ? { reason: 'No matching transfer' } : {},
    )
  const balance = async (customer: TestUser) => (await t.app.services.ledger.figures(t.database.db, customer.id)).USDT.balance
  /** 'booked', or the reason it waits. */
  const outcome = (res: Awaited<ReturnType<typeof credit>>) => {
    expect(res.statusCode).toBeLessThan(300)
    return res.json().transaction ? 'booked' : res.json().approval.waitReason
  }

  it('holds the second of twelve 999.99 USDT credits to one customer on the customer’s day, and every one after it, however small', async () => {
    const worker = await newWorker()
    const customer = await newCustomer(worker)
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await credit(worker, customer, '999.99'))
    expect(answers.map(outcome)).toEqual(['booked', ...Array(11).fill('customer_daily_limit')])
    expect(answers[1]!.json().approval).toMatchObject({ amount: '999.99', usdValue: '999.99', waitReason: 'customer_daily_limit', waitLimitUsd: '1000' })
    expect(outcome(await credit(worker, customer, '0.01'))).toBe('customer_daily_limit')
    expect(await balance(customer)).toBe('999.99')

    const stored = await t.database.db.select().from(creditApprovals).where(eq(creditApprovals.customerId, customer.id))
    expect(stored.map((a) => [a.waitReason, a.waitLimitUsd])).toEqual(Array(12).fill(['customer_daily_limit', '1000.00']))
    const listed = (await staffCall(t, teams.m1, 'GET', `/api/customers/${customer.id}/transactions`)).json().approvals
    expect(listed).toHaveLength(12)
    expect(creditWaitText(listed[0].waitReason, listed[0].waitLimitUsd)).toBe("Customer's 24-hour staff credits would pass 1,000 USD")
    const [request] = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.credit.request')
    expect(request!.after).toMatchObject({ waitReason: 'customer_daily_limit', waitLimitUsd: '1000.00' })
  })

  it('holds a maker’s credits across customers once their day would pass the limit; another maker still books', async () => {
    const worker = await newWorker()
    const [first, second, third] = [await newCustomer(worker), await newCustomer(worker), await newCustomer(worker)]
    expect(outcome(await credit(worker, first, '600'))).toBe('booked')
    const held = await credit(worker, second, '600')
    expect(held.json().approval).toMatchObject({ waitReason: 'maker_daily_limit', waitLimitUsd: '1000' })
    expect(creditWaitText('maker_daily_limit', '1000')).toBe("This staff member's 24-hour credits would pass 1,000 USD")
    // The customer's own day is far from the limit: the team's manager books the same credit.
    expect(outcome(await credit(teams.m1, second, '600'))).toBe('booked')
    // While one of the maker's credits waits on their day, so does every later one, however small.
    expect(outcome(await credit(worker, third, '1'))).toBe('maker_daily_limit')
    expect([await balance(first), await balance(second), await balance(third)]).toEqual(['600', '600', '0'])
  })

  it('counts a credit from its approval, as the maker’s; a rejected one never counts', async () => {
    const worker = await newWorker()
    const customer = await newCustomer(worker)
    expect(outcome(await credit(worker, customer, '600'))).toBe('booked')
    const rejected = (await credit(worker, customer, '600')).json().approval
    expect(rejected.waitReason).toBe('customer_daily_limit')
    expect((await decide(teams.m1, customer, rejected.id, 'reject')).statusCode).toBe(200)
    // 600 + 400 is the limit, not past it.
    expect(outcome(await credit(worker, customer, '400'))).toBe('booked')

    const waiting = (await credit(worker, customer, '300')).json().approval
    expect(waiting.waitReason).toBe('customer_daily_limit')
    expect((await decide(teams.admin, customer, waiting.id, 'approve')).statusCode).toBe(200)
    expect(await balance(customer)).toBe('1300')
    const booked = await t.database.db.select().from(staffCredits).where(eq(staffCredits.customerId, customer.id))
    expect(booked.map((c) => [c.makerId, c.usdValue])).toEqual([
      [worker.id, '600.00'],
      [worker.id, '400.00'],
      [worker.id, '300.00'],
    ])
    // The approved credit is on the maker's day, not the approver's: the admin still books elsewhere.
    const other = await newCustomer(worker)
    expect(outcome(await credit(teams.admin, customer, '1'))).toBe('customer_daily_limit')
    expect(outcome(await credit(worker, other, '1'))).toBe('maker_daily_limit')
    expect(outcome(await credit(teams.admin, other, '999'))).toBe('booked')
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('forgets credits booked more than 24 hours ago', async () => {
    const worker = await newWorker()
    const customer = await newCustomer(worker)
    expect(outcome(await credit(worker, customer, '900'))).toBe('booked')
    const bookedAgo = (interval: string) =>
      t.database.db.execute(sql`update ${staffCredits} set booked_at = now() - ${interval}::interval where customer_id = ${customer.id}`)

    await bookedAgo('23 hours 59 minutes')
    const held = (await credit(worker, customer, '200')).json().approval
    expect(held.waitReason).toBe('customer_daily_limit')
    await decide(teams.m1, customer, held.id, 'reject')

    await bookedAgo('24 hours 1 minute')
    expect(outcome(await credit(worker, customer, '900'))).toBe('booked')
    expect(await balance(customer)).toBe('1800')
  })

  it('counts a status edit that raises the balance, booked or waiting, as a credit', async () => {
    const worker = await newWorker()
    const customer = await newCustomer(worker)
    const edit = (id: string) =>
      staffCall(t, worker, 'PATCH', `/api/customers/${customer.id}/transactions/${id}`, { status: 'Complete', type: 'deposit', note: null })
    // A pending credit raises nothing yet; completing it does.
    const first = (await credit(worker, customer, '600', 'Pending')).json().transaction.id
    const second = (await credit(worker, customer, '500', 'Pending')).json().transaction.id
    expect((await edit(first)).json().transaction).toMatchObject({ status: 'Complete' })
    const held = await edit(second)
    expect(held.json()).toMatchObject({ transaction: null, approval: { kind: 'edit', transactionId: second, waitReason: 'customer_daily_limit' } })
    expect(outcome(await credit(worker, customer, '500'))).toBe('customer_daily_limit')
    expect(await balance(customer)).toBe('600')
    const booked = await t.database.db.select().from(staffCredits).where(eq(staffCredits.customerId, customer.id))
    expect(booked).toEqual([expect.objectContaining({ transactionId: first, makerId: worker.id, usdValue: '600.00' })])
  })

  it('says why a single credit waits: above the threshold, or no price', async () => {
    const worker = await newWorker()
    const customer = await newCustomer(worker)
    const large = (await credit(worker, customer, '1000.01')).json().approval
    expect([large.waitReason, large.waitLimitUsd, creditWaitText(large.waitReason, large.waitLimitUsd)]).toEqual(['amount', '1000', 'Over 1,000 USD'])
    vi.spyOn(t.app.services.prices, 'current').mockRejectedValueOnce(new Error('feed down'))
    // USDT is priced at 1 even then; a BTC credit has no value while the feed is down.
    const unpriced = (
      await staffCall(t, worker, 'POST', `/api/customers/${customer.id}/transactions`, {
        assetId: 'BTC',
        sentAt: new Date().toISOString(),
        amount: '0.0001',
        status: 'Complete',
        senderAddress: 'bank transfer',
      })
    ).json().approval
    expect([unpriced.waitReason, unpriced.waitLimitUsd, unpriced.usdValue]).toEqual(['no_price', null, null])
    // Neither counts while it waits: the customer's day is still empty.
    expect(outcome(await credit(worker, customer, '1000'))).toBe('booked')
  })
})

describe('a raised STAFF_DAILY_CREDIT_LIMIT_USD', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp({ env: { STAFF_DAILY_CREDIT_LIMIT_USD: '5000' } })
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  it('books credits up to the raised day, while one credit above MANUAL_CREDIT_APPROVAL_USD still waits', async () => {
    const credit = (amount: string) =>
      staffCall(t, teams.w1, 'POST', `/api/customers/${teams.c1.id}/transactions`, {
        assetId: 'USDT',
        sentAt: new Date().toISOString(),
        amount,
        status: 'Complete',
        senderAddress: 'bank transfer',
      })
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await credit('999.99'))
    expect(answers.map((a) => a.json().approval?.waitReason ?? 'booked')).toEqual([...Array(5).fill('booked'), 'customer_daily_limit'])
    const held = answers[5]!.json().approval
    expect(creditWaitText(held.waitReason, held.waitLimitUsd)).toBe("Customer's 24-hour staff credits would pass 5,000 USD")
    expect((await credit('1000.01')).json().approval).toMatchObject({ waitReason: 'amount', waitLimitUsd: '1000' })
    expect((await t.app.services.ledger.figures(t.database.db, teams.c1.id)).USDT.balance).toBe('4999.95')
  })
})
