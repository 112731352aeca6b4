import { asc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { ERRORS } from '@wallet/shared/errors'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog, creditApprovals, transactions, transactionStatusChanges } from '../../db/schema.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

const STATUSES = ['Pending', 'Complete', 'Failed'] as const
const onPostgres = !!process.env.TEST_DATABASE_URL

describe('staff edits under load', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    // One worker makes every credit of the property below, hundreds of them: room for them all in a day.
    t = await buildTestApp({ env: { STAFF_DAILY_CREDIT_LIMIT_USD: '1000000000' } })
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  const newCustomer = async () => {
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    return customer
  }

  it.skipIf(!onPostgres)('serialises concurrent edits of one row by several staff: the ledger and the audit chain stay one line', async () => {
    const customer = await newCustomer()
    await fund(t, customer.id, 'USDT', '500')
    const row = (
      await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/transactions`, {
        assetId: 'USDT',
        sentAt: new Date().toISOString(),
        amount: '100',
        status: 'Pending',
        senderAddress: 'bank',
      })
    ).json().transaction
    const editors = [teams.w1, teams.m1, teams.admin]
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        staffCall(t, editors[i % 3]!, 'PATCH', `/api/customers/${customer.id}/transactions/${row.id}`, {
          status: STATUSES[(i * 7) % 3],
          type: 'deposit',
          note: `edit ${i}`,
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([])
    expect(await verifyLedger(t.database.db)).toEqual([])
    const chain = await t.app.services.audit.verify()
    expect(chain).toMatchObject({ ok: true })
    const ids = (await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))).map((r) => r.id)
    expect(ids).toEqual(ids.map((_, i) => i + 1))
    // Every status change is kept, and they chain: each starts where the previous one ended.
    const changes = await t.database.db
      .select()
      .from(transactionStatusChanges)
      .where(eq(transactionStatusChanges.transactionId, row.id))
      .orderBy(asc(transactionStatusChanges.changedAt), asc(transactionStatusChanges.id))
    for (let i = 1; i < changes.length; i++) expect(changes[i]!.fromStatus).toBe(changes[i - 1]!.toStatus)
    const [final] = await t.database.db.select().from(transactions).where(eq(transactions.id, row.id))
    expect(changes.at(-1)?.toStatus ?? 'Pending').toBe(final!.status)
  })

  it('answers five concurrent completions of one large credit with one approval request and four 409s, on either database', async () => {
    const customer = await newCustomer()
    const row = (
      await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/transactions`, {
        assetId: 'USDT',
        sentAt: new Date().toISOString(),
        amount: '5000',
        status: 'Pending',
        senderAddress: 'bank',
      })
    ).json().transaction
    const editors = [teams.w1, teams.m1, teams.admin]
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        staffCall(t, editors[i % 3]!, 'PATCH', `/api/customers/${customer.id}/transactions/${row.id}`, {
          status: 'Complete',
          type: 'deposit',
          note: `complete ${i}`,
        }),
      ),
    )
    const waiting = answers.filter((a) => a.statusCode === 200)
    expect(waiting).toHaveLength(1)
    expect(waiting[0]!.json()).toMatchObject({ message: STAFF_PROFILE_MESSAGES.creditAwaitingApproval, transaction: null })
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => [a.statusCode, a.json()])
    expect(refused).toEqual(
      Array.from({ length: 4 }, () => [409, { error: ERRORS.APPROVAL_PENDING.message, code: 'APPROVAL_PENDING', requestId: expect.any(String) }]),
    )
    const approvals = await t.database.db.select().from(creditApprovals).where(eq(creditApprovals.transactionId, row.id))
    expect(approvals.map((a) => a.state)).toEqual(['awaiting'])
    const [unchanged] = await t.database.db.select().from(transactions).where(eq(transactions.id, row.id))
    expect(unchanged!.status).toBe('Pending')
    expect(await verifyLedger(t.database.db)).toEqual([])
    expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
  })

  it('ends any sequence of staff adds and edits, sends and swaps with the ledger and balances agreeing', async () => {
    type Step =
      | { kind: 'add'; amount: number; status: (typeof STATUSES)[number]; hidden: boolean }
      | { kind: 'edit'; pick: number; status: (typeof STATUSES)[number] }
      | { kind: 'send'; amount: number }
      | { kind: 'swap'; amount: number }
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), amount: fc.integer({ min: 1, max: 900 }), status: fc.constantFrom(...STATUSES), hidden: fc.boolean() }),
      fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
      fc.record({ kind: fc.constant('send' as const), amount: fc.integer({ min: 1, max: 400 }) }),
      fc.record({ kind: fc.constant('swap' as const), amount: fc.integer({ min: 1, max: 400 }) }),
    )
    const run = async (customer: TestUser, steps: Step[]) => {
      const rows: string[] = []
      for (const s of steps) {
        if (s.kind === 'add') {
          const res = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/transactions`, {
            assetId: 'USDT',
            sentAt: new Date().toISOString(),
            amount: String(s.amount),
            status: s.status,
            senderAddress: 'bank',
            isHidden: s.hidden,
          })
          expect(res.statusCode).toBe(201)
          rows.push(res.json().transaction.id)
        } else if (s.kind === 'edit' && rows.length > 0) {
          const res = await staffCall(t, teams.m1, 'PATCH', `/api/customers/${customer.id}/transactions/${rows[s.pick % rows.length]}`, {
            status: s.status,
            type: 'deposit',
            note: null,
          })
          expect([200, 409]).toContain(res.statusCode)
        } else if (s.kind === 'send') {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/wallets/send',
            headers: customer.headers(),
            payload: { assetId: 'USDT', amount: String(s.amount), recipientAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
          })
          expect([201, 409]).toContain(res.statusCode)
          if (res.statusCode === 201) rows.push(res.json().transaction.id)
        } else if (s.kind === 'swap') {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/swaps',
            headers: customer.headers(),
            payload: { fromTokenId: 'USDT', toTokenId: 'ETH', fromAmount: String(s.amount) },
          })
          expect([201, 400]).toContain(res.statusCode)
          if (res.statusCode === 201) rows.push(res.json().fromTransactionId)
        }
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const customer = await newCustomer()
        await run(customer, steps)
        expect(await verifyLedger(t.database.db)).toEqual([])
        const figures = await t.app.services.ledger.figures(t.database.db, customer.id)
        for (const f of Object.values(figures)) expect(Number(f.available)).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: onPostgres ? 25 : 10 },
    )
    expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
  }, 300_000)
})
