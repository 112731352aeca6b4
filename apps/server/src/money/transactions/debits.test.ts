import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { creditApprovals, staff, transactions } from '../../db/schema.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

/**
 * Manual debits and corrections (docs/decisions/077-manual-debits.md): never below zero, told to the customer with
 * their reason, and under the same four-eyes and daily limits as credits (USDT is priced at 1 USD in these tests).
 */
describe('manual debits', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  /** A new worker of m1 (an empty day) and a customer of theirs holding `usdt`. */
  async function setUp(usdt: string): Promise<{ worker: TestUser; customer: TestUser }> {
    const worker = await createUser(t, { role: 'WORKER' })
    await t.database.db.insert(staff).values({ workerId: worker.id, managerId: teams.m1.id })
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
    await fund(t, customer.id, 'USDT', usdt)
    return { worker, customer }
  }
  const debit = (who: TestUser, customer: TestUser, amount: string, reason = 'Duplicate deposit reversed') =>
    staffCall(t, who, 'POST', `/api/customers/${customer.id}/debits`, { assetId: 'USDT', amount, reason })
  const usdt = async (customer: TestUser) => (await t.app.services.ledger.figures(t.database.db, customer.id)).USDT
  const debitRows = (customer: TestUser) =>
    t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, customer.id), eq(transactions.type, 'adjustment')))

  it('books a debit as a Complete adjustment with its reason: audited, and the customer told why', async () => {
    const { worker, customer } = await setUp('100')
    const res = await debit(worker, customer, '10.5')
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ success: true, message: 'Debit booked.', approval: null, transaction: { amount: '-10.5', status: 'Complete' } })
    expect((await usdt(customer)).balance).toBe('89.5')
    expect(await debitRows(customer)).toEqual([expect.objectContaining({ amount: '-10.500000000000000000', note: 'Duplicate deposit reversed' })])
    const [row] = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.transaction.debit')
    expect(row).toMatchObject({ actorId: worker.id, reason: 'Duplicate deposit reversed' })
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain('Support took 10.5 USDT off your balance: Duplicate deposit reversed')
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('never takes a balance below zero, and leaves nothing written when it refuses', async () => {
    const { worker, customer } = await setUp('5')
    const res = await debit(worker, customer, '5.000000001')
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { error: "The customer's available balance is lower than this debit.", code: 'INSUFFICIENT_FUNDS', requestId: expect.any(String) },
    ])
    expect((await usdt(customer)).balance).toBe('5')
    expect(await debitRows(customer)).toEqual([])
    expect((await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.transaction.debit')).toEqual([])
    // Exactly the balance is allowed.
    expect((await debit(worker, customer, '5')).statusCode).toBe(201)
    expect((await usdt(customer)).balance).toBe('0')
  })

  it('sends a large debit to a second staff member, who books it; a debit the balance cannot cover does not wait', async () => {
    const { worker, customer } = await setUp('5000')
    const res = await debit(worker, customer, '2000', 'Chargeback from the card issuer')
    expect(res.statusCode).toBe(201)
    const { approval } = res.json()
    expect(approval).toMatchObject({ kind: 'debit', amount: '2000', waitReason: 'amount', canDecide: false })
    expect((await usdt(customer)).balance).toBe('5000')
    expect((await debit(worker, customer, '9000')).json().code).toBe('INSUFFICIENT_FUNDS')

    // The maker cannot approve their own; the manager can.
    expect((await staffCall(t, worker, 'POST', `/api/customers/${customer.id}/approvals/${approval.id}/approve`, {})).statusCode).toBe(403)
    const approved = await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/approvals/${approval.id}/approve`, {})
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await usdt(customer)).balance).toBe('3000')
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain('Support took 2,000 USDT off your balance: Chargeback from the card issuer')
  })

  it('refuses the approval of a debit the balance no longer covers, and the request stays for a decision', async () => {
    const { worker, customer } = await setUp('1500')
    const { approval } = (await debit(worker, customer, '1200')).json()
    await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, { userId: customer.id, asset: 'USDT', amount: '-1000', status: 'Complete', type: 'withdrawal' }),
    )
    const refused = await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/approvals/${approval.id}/approve`, {})
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS'])
    expect((await t.database.db.select().from(creditApprovals).where(eq(creditApprovals.id, approval.id)))[0]!.state).toBe('awaiting')
    expect((await usdt(customer)).balance).toBe('500')
  })

  it('counts debits in the day’s limit: small debits cannot empty an account without a second person', async () => {
    const { worker, customer } = await setUp('3000')
    expect((await debit(worker, customer, '400')).json().approval).toBeNull()
    expect((await debit(worker, customer, '400')).json().approval).toBeNull()
    const third = (await debit(worker, customer, '400')).json()
    expect(third.approval).toMatchObject({ kind: 'debit', waitReason: 'customer_daily_limit' })
    expect((await usdt(customer)).balance).toBe('2200')
  })

  it('keeps debits to the staff who may change the customer, and refuses bad input with 4xx', async () => {
    const { customer } = await setUp('100')
    expect((await debit(teams.w2, customer, '1')).json().code).toBe('PROFILE_ACCESS_DENIED')
    expect((await debit(teams.m2, customer, '1')).json().code).toBe('PROFILE_ACCESS_DENIED')
    expect((await debit(teams.c1, customer, '1')).statusCode).toBe(403)
    for (const body of [
      { assetId: 'USDT', amount: '1' },
      { assetId: 'USDT', amount: '1', reason: '   ' },
      { assetId: 'USDT', amount: '0', reason: 'x' },
      { assetId: 'USDT', amount: '-1', reason: 'x' },
      { assetId: 'XXX', amount: '1', reason: 'x' },
      { assetId: 'USDT', amount: '99999999999999999999.999999999999999999', reason: 'x' },
      { assetId: 'USDT', amount: '1', reason: 'x\u0000y' },
    ]) {
      const res = await staffCall(t, teams.admin, 'POST', `/api/customers/${customer.id}/debits`, body)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
    }
    expect((await usdt(customer)).balance).toBe('100')
  })
})
