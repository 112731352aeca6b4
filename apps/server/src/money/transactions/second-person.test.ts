import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { as } from '../../../test/account-fixtures.ts'
import { enrolThroughRoutes, makeAccount, PASSWORD, signInWithMailedCode } from '../../../test/auth-support.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { createTeams, signInAsHolder, staffCall, type Teams } from '../../../test/staff-fixtures.ts'

/**
 * Four eyes must be two people (docs/decisions/047). An insider who holds a second account they made, whose password
 * they chose or reset, or which they moved into place, is still one person: that account's approval is refused. Such an
 * insider here holds the second account's mailbox and authenticator too (an address of their own, or collusion).
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
    const puppet = await signInAsHolder(t, 'puppet.worker@example.com', 'temporary pass 1')
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
    // The manager alone cannot sign in with it (the worker's authenticator asks): this is the insider who holds both.
    const puppet = await signInAsHolder(t, worker.email, reset.json().temporaryPassword, { totpSecret: worker.totpSecret })

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
    const puppet = await signInAsHolder(t, 'puppet.manager@example.com', 'temporary pass 1')
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

  it('refuses an approval through an account whose password someone else set, or that has no authenticator of its own', async () => {
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    const approvalId = await creditAwaiting(teams.w1, customer.id)
    // An admin account as an operator hands it over: a chosen password to replace, and emailed codes until its owner
    // sets up their authenticator (decision 072).
    const handed = await makeAccount(t, { role: 'ADMIN', mfaEmail: true, requiresPasswordChange: true })
    const session = await signInWithMailedCode(t, handed.email, PASSWORD)
    const asHanded = () =>
      t.app.inject({ method: 'POST', url: `/api/customers/${customer.id}/approvals/${approvalId}/approve`, headers: as(session), payload: {} })

    expect((await asHanded()).json().code).toBe('PASSWORD_CHANGE_REQUIRED')
    await t.app.inject({ method: 'POST', url: '/api/account/forced-password', headers: as(session), payload: { password: 'chosen by the owner 1' } })
    expect((await asHanded()).json().code).toBe('AUTHENTICATOR_REQUIRED')
    expect((await t.app.services.ledger.figures(t.database.db, customer.id)).USDT.balance).toBe('0')

    await enrolThroughRoutes(t, session)
    expect((await asHanded()).statusCode).toBe(200)
    expect((await t.app.services.ledger.figures(t.database.db, customer.id)).USDT.balance).toBe('50000')
  })

  it('lets an unlinked manager approve a worker’s credit, as before', async () => {
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    const approvalId = await creditAwaiting(teams.w1, customer.id)
    expect((await approve(teams.m1, customer.id, approvalId)).statusCode).toBe(200)
  })
})
