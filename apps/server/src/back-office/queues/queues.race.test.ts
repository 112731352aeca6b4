import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import type { WorkItem } from '@wallet/shared/back-office/work'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { addPaymentMethod, fund } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { auditRowsOf, createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { transactionStatusChanges, transactions } from '../../db/schema.ts'
import { verifyLedger } from '../../money/ledger/verify-ledger.ts'

const onPostgres = !!process.env.TEST_DATABASE_URL

describe('two staff deciding one queue item', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  it.skipIf(!onPostgres)('lets exactly one Complete or Fail through; every other one gets 409, and the row changed once', async () => {
    const { c1, w1, m1, admin } = teams
    await fund(t, c1.id, 'USDT', '500')
    const method = await addPaymentMethod(t, c1.id, 'bank_account')
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      headers: c1.headers(),
      payload: { tokenId: 'USDT', amount: '100', paymentMethodId: method },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const item = ((await staffCall(t, w1, 'GET', '/api/work/transactions')).json().items as WorkItem[])[0]!
    const auditBefore = (await auditRowsOf(t, c1.id)).length
    const deciders = [w1, m1, admin]
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        staffCall(t, deciders[i % 3]!, 'PATCH', `/api/customers/${c1.id}/transactions/${item.id}`, {
          status: i % 2 === 0 ? 'Complete' : 'Failed',
          type: item.txType,
          note: item.title,
          expectedStatus: 'Pending',
        }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => [a.statusCode, a.json()])
    expect(refused).toEqual(
      Array.from({ length: 11 }, () => [
        409,
        { error: ERRORS.TRANSACTION_ALREADY_DECIDED.message, code: 'TRANSACTION_ALREADY_DECIDED', requestId: expect.any(String) },
      ]),
    )
    const changes = await t.database.db.select().from(transactionStatusChanges).where(eq(transactionStatusChanges.transactionId, item.id))
    expect(changes).toHaveLength(1)
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, item.id))
    expect(row!.status).toBe(changes[0]!.toStatus)
    expect(await auditRowsOf(t, c1.id)).toHaveLength(auditBefore + 1)
    expect(await verifyLedger(t.database.db)).toEqual([])
    expect((await staffCall(t, m1, 'GET', '/api/work/transactions')).json()).toMatchObject({ total: 0, items: [] })
  })
})
