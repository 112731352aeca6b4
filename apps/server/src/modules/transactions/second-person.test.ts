import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { as, signIn } from '../../../test/account-fixtures.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'

/**
 * Four eyes must be two people (docs/decisions/047). An insider who holds a second account they made, whose password
 * they chose or reset, or which they moved into place, is still one person: that account's approval is refused.
 */
describe('the second signer is a second person', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  const LARGE = { assetId: 'USDT', sentAt: '2026-11-20T10:00:00.000Z', amount: '50000', status: 'Complete', senderAddress: 'bank transfer' }

  /** An account made through the back office, signed in and past its forced password change, as its maker would. */
  async function signInAsNew(email: string, password: string): Promise<TestUser> {
    const first = await signIn(t, email, password)
    expect(first.status).toBe(200)
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/forced-password',
      headers: as(first.cookie),
      payload: { password: 'chosen by the maker 1' },
    })
    expect(changed.statusCode).toBe(200)
    const again = await signIn(t, email, 'chosen by the maker 1')
    return { id: '', email, cookie: again.cookie, headers: (extra = {}) => as(again.cookie, extra) }
  }

  async function creditAwaiting(maker: TestUser, customerId: string): Promise<string> {
    const res = await staffCall(t, maker, 'POST', `/api/customers/${customerId}/transactions`, LARGE)
    expect(res.statusCode).toBe(201)
    return res.json().approval.id
  }
  const approve = (who: TestUser, customerId: string, approvalId: string) =>
    staffCall(t, who, 'POST', `/api/customers/${customerId}/approvals/${approvalId}/approve`, {})

  it('refuses the manager who made the maker’s account; another admin approves', async () => {
    const created = await staffCall(t, teams.m1, 'POST', '/api/manager/workers', {
      fullName: 'Puppet Worker',
      email: 'puppet.worker@example.com',
      password: 'temporary pass 1',
    })
    expect(created.statusCode).toBe(201)
    const puppet = await signInAsNew('puppet.worker@example.com', 'temporary pass 1')
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, created.json().id)

    const approvalId = await creditAwaiting(puppet, customer.id)
    const refused = await approve(teams.m1, customer.id, approvalId)
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'SECOND_PERSON_LINKED'])
    expect((await t.app.services.ledger.figures(t.database.db, customer.id)).USDT.balance).toBe('0')
    expect((await approve(teams.admin, customer.id, approvalId)).statusCode).toBe(200)
    expect((await t.app.services.ledger.figures(t.database.db, customer.id)).USDT.balance).toBe('50000')
  })

  it('refuses the manager who reset the maker’s password', async () => {
    const worker = await createUser(t, { role: 'WORKER' })
    await t.app.inject({ method: 'PUT', url: `/api/admin/workers/${worker.id}/manager`, headers: teams.admin.headers(), payload: { managerId: teams.m2.id } })
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
    const reset = await staffCall(t, teams.m2, 'POST', `/api/manager/workers/${worker.id}/reset-password`)
    expect(reset.statusCode).toBe(200)
    const puppet = await signInAsNew(worker.email, reset.json().temporaryPassword)

    const approvalId = await creditAwaiting(puppet, customer.id)
    const refused = await approve(teams.m2, customer.id, approvalId)
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'SECOND_PERSON_LINKED'])
  })

  it('refuses a manager an admin made and moved the customer’s worker under, for that admin’s credit', async () => {
    const created = await staffCall(t, teams.admin, 'POST', '/api/admin/managers', {
      fullName: 'Puppet Manager',
      email: 'puppet.manager@example.com',
      password: 'temporary pass 1',
    })
    expect(created.statusCode).toBe(201)
    const puppet = await signInAsNew('puppet.manager@example.com', 'temporary pass 1')
    const worker = await createUser(t, { role: 'WORKER' })
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
    const moved = await staffCall(t, teams.admin, 'PUT', `/api/admin/workers/${worker.id}/manager`, { managerId: created.json().id })
    expect(moved.statusCode).toBe(200)

    const approvalId = await creditAwaiting(teams.admin, customer.id)
    const refused = await approve(puppet, customer.id, approvalId)
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'SECOND_PERSON_LINKED'])
    expect((await t.app.services.ledger.figures(t.database.db, customer.id)).USDT.balance).toBe('0')
  })

  it('lets an unlinked manager approve a worker’s credit, as before', async () => {
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    const approvalId = await creditAwaiting(teams.w1, customer.id)
    expect((await approve(teams.m1, customer.id, approvalId)).statusCode).toBe(200)
  })
})
