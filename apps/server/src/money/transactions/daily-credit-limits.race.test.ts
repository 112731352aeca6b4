import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { creditApprovals, staff, staffCredits } from '../../db/schema.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

const onPostgres = !!process.env.TEST_DATABASE_URL

/**
 * The daily limits (docs/decisions/071) under concurrent staff: on PostgreSQL's pool, credits of one customer or by one
 * maker sent at once must not each read the day before the others book, and so all slip under the limit.
 */
describe.skipIf(!onPostgres)('daily staff credit limits under concurrent staff', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  const credit = (who: TestUser, customerId: string, amount: string) =>
    staffCall(t, who, 'POST', `/api/customers/${customerId}/transactions`, {
      assetId: 'USDT',
      sentAt: new Date().toISOString(),
      amount,
      status: 'Complete',
      senderAddress: 'bank transfer',
    })
  async function newWorker(): Promise<TestUser> {
    const worker = await createUser(t, { role: 'WORKER' })
    await t.database.db.insert(staff).values({ workerId: worker.id, managerId: teams.m1.id })
    return worker
  }
  async function newCustomer(worker: TestUser): Promise<string> {
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
    return customer.id
  }
  const bookedUsd = async (where: ReturnType<typeof eq>) => {
    const [row] = await t.database.db
      .select({ usd: sql<string>`coalesce(sum(${staffCredits.usdValue}), 0)::text` })
      .from(staffCredits)
      .where(where)
    return row!.usd
  }

  it('books two of twelve 400 USDT credits sent at once to one customer by three staff; the other ten wait', async () => {
    const worker = await newWorker()
    const customer = await newCustomer(worker)
    const makers = [worker, teams.m1, teams.admin]
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => credit(makers[i % 3]!, customer, '400')))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201))
    expect(answers.filter((a) => a.json().transaction !== null)).toHaveLength(2)
    expect(await bookedUsd(eq(staffCredits.customerId, customer))).toBe('800.00')
    expect((await t.app.services.ledger.figures(t.database.db, customer)).USDT.balance).toBe('800')
    const waiting = await t.database.db.select().from(creditApprovals).where(eq(creditApprovals.customerId, customer))
    expect(waiting.map((a) => a.waitReason)).toEqual(Array(10).fill('customer_daily_limit'))
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('books two of twelve 400 USDT credits one worker sends at once to twelve customers; the other ten wait', async () => {
    const worker = await newWorker()
    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(worker)))
    const answers = await Promise.all(customers.map((customer) => credit(worker, customer, '400')))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201))
    expect(answers.filter((a) => a.json().transaction !== null)).toHaveLength(2)
    expect(await bookedUsd(eq(staffCredits.makerId, worker.id))).toBe('800.00')
    const waiting = await t.database.db.select().from(creditApprovals).where(inArray(creditApprovals.customerId, customers))
    expect(waiting.map((a) => a.waitReason)).toEqual(Array(10).fill('maker_daily_limit'))
    expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
  })
})
