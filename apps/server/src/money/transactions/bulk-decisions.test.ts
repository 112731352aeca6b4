import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { auditRowsOf, createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { creditApprovals } from '../../db/schema.ts'

/** Several waiting requests decided at once, each answering for itself (docs/decisions/076-work-queues.md). */
describe('bulk decisions on waiting requests', () => {
  let t: TestApp
  let teams: Teams
  let customer: TestUser
  beforeAll(async () => {
    t = await buildTestApp({ env: { STAFF_DAILY_CREDIT_LIMIT_USD: '1000000' } })
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
    customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    await fund(t, customer.id, 'USDT', '3000')
  })
  afterAll(() => t.close())

  const credit = async (who: TestUser, amount: string): Promise<string> => {
    const res = await staffCall(t, who, 'POST', `/api/customers/${customer.id}/transactions`, {
      assetId: 'USDT',
      sentAt: new Date().toISOString(),
      amount,
      status: 'Complete',
      senderAddress: 'bank transfer',
    })
    return res.json().approval.id
  }
  const decide = (who: TestUser, body: unknown) => staffCall(t, who, 'POST', '/api/approvals/decide', body)
  const stateOf = async (id: string) => (await t.database.db.select().from(creditApprovals).where(eq(creditApprovals.id, id)))[0]!.state

  it('approves several at once and reports each, a refused one beside the others', async () => {
    const [a, b] = [await credit(teams.w1, '2000'), await credit(teams.w1, '2500')]
    // The manager's own request cannot be approved by the manager: that one is refused, the others go through.
    const own = await credit(teams.m1, '3000')
    const res = await decide(teams.m1, { decision: 'approve', items: [a, own, b].map((approvalId) => ({ customerId: customer.id, approvalId })) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      message: '2 approved, 1 could not be decided: see each row.',
      results: [
        { approvalId: a, customerId: customer.id, decided: true, error: null, code: null },
        { approvalId: own, customerId: customer.id, decided: false, error: expect.any(String), code: 'OWN_CREDIT_APPROVAL' },
        { approvalId: b, customerId: customer.id, decided: true, error: null, code: null },
      ],
    })
    expect([await stateOf(a), await stateOf(own), await stateOf(b)]).toEqual(['approved', 'awaiting', 'approved'])
    expect((await t.app.services.ledger.figures(t.database.db, customer.id)).USDT.balance).toBe('7500')
    expect((await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.credit.approve')).toHaveLength(2)

    // Deciding the same again: each answers that it is no longer waiting.
    const again = await decide(teams.admin, { decision: 'approve', items: [{ customerId: customer.id, approvalId: a }] })
    expect(again.json().results[0]).toMatchObject({ decided: false, code: 'APPROVAL_NOT_FOUND' })
  })

  it('rejects several at once only with a reason, and keeps to the approver’s reach', async () => {
    const [a, b] = [await credit(teams.w1, '2000'), await credit(teams.w1, '2000')]
    const items = [a, b].map((approvalId) => ({ customerId: customer.id, approvalId }))
    expect((await decide(teams.admin, { decision: 'reject', items })).json().error).toBe('Please say why the request is rejected.')
    expect((await decide(teams.m2, { decision: 'reject', reason: 'No transfer', items })).json().results.map((r: { code: string }) => r.code)).toEqual([
      'PROFILE_ACCESS_DENIED',
      'PROFILE_ACCESS_DENIED',
    ])
    expect((await decide(teams.w1, { decision: 'reject', reason: 'No transfer', items })).statusCode).toBe(403)
    const res = await decide(teams.admin, { decision: 'reject', reason: 'No matching bank transfer', items })
    expect(res.json().message).toBe('2 rejected.')
    expect([await stateOf(a), await stateOf(b)]).toEqual(['rejected', 'rejected'])
  })

  it('refuses bad input with 4xx: no items, too many, a bad id', async () => {
    for (const body of [
      { decision: 'approve', items: [] },
      { decision: 'approve', items: Array.from({ length: 51 }, () => ({ customerId: customer.id, approvalId: '00000000-0000-4000-8000-000000000000' })) },
      { decision: 'approve', items: [{ customerId: customer.id, approvalId: 'nope' }] },
      { decision: 'maybe', items: [{ customerId: customer.id, approvalId: '00000000-0000-4000-8000-000000000000' }] },
    ]) {
      const res = await decide(teams.admin, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
  })
})
