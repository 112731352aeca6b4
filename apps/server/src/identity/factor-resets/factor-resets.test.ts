import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import type { FactorResetAnswer, FactorResetState } from '@wallet/shared/identity/factor-resets'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { enrolThroughRoutes, signInWithMailedCode } from '../../../test/auth-support.ts'
import { createUser, USER_PASSWORD, type TestUser } from '../../../test/factories.ts'
import { auditRowsOf, createTeams, notificationsOf, signInAsHolder, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { secondFactorResets, twoFactors, users } from '../../db/schema.ts'

/**
 * A reset of a customer's second factor needs a second staff member (docs/decisions/078): asked by one, with a reason,
 * decided by another who may approve it and is not linked to the one who asked. The customer is told of each step.
 */
describe('second-factor resets', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  const resetsOf = (customer: TestUser) => `/api/customers/${customer.id}/second-factor/resets`
  const ask = (who: TestUser, customer: TestUser, reason: unknown = 'Lost their phone; identity checked on a video call') =>
    staffCall(t, who, 'POST', resetsOf(customer), { reason })
  const decide = (who: TestUser, customer: TestUser, resetId: string, decision: 'approve' | 'reject', reason?: string) =>
    staffCall(t, who, 'POST', `${resetsOf(customer)}/${resetId}/${decision}`, reason === undefined ? {} : { reason })
  const stateOf = async (who: TestUser, customer: TestUser) => {
    const res = await staffCall(t, who, 'GET', `/api/customers/${customer.id}/second-factor`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<FactorResetState>()
  }
  const methodOf = async (customer: TestUser) => (await t.database.db.select({ m: users.activeMfaMethod }).from(users).where(eq(users.id, customer.id)))[0]!.m
  const profileStatus = async (customer: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers() })).statusCode
  const refusal = (code: keyof typeof ERRORS) => ({ error: ERRORS[code].message, code, requestId: expect.any(String) })

  /** A customer of w1 (m1's team) signing in with an authenticator app of their own. */
  async function customerWithAuthenticator(): Promise<TestUser> {
    const customer = await createUser(t, { fullName: 'Tia Totp' })
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    await enrolThroughRoutes(t, customer.cookie)
    return customer
  }

  it('waits for a second staff member, then replaces the authenticator app with mailed codes and signs the customer out', async () => {
    const customer = await customerWithAuthenticator()
    const asked = await ask(teams.w1, customer)
    expect(asked.statusCode, asked.body).toBe(202)
    const answer = asked.json<FactorResetAnswer>()
    expect(answer).toMatchObject({
      success: true,
      message: 'The reset waits for a second staff member.',
      state: { method: 'totp', waiting: { method: 'totp', becomes: 'email', reason: expect.stringContaining('Lost'), canDecide: false } },
    })
    const resetId = answer.state.waiting!.id
    // Nothing changed yet; the customer is told that someone asked.
    expect(await methodOf(customer)).toBe('totp')
    expect(await profileStatus(customer)).toBe(200)
    expect((await t.smtp.waitFor(customer.email, /asked to reset your second factor/)).text).toContain('A second staff member must approve it')
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toEqual([expect.stringContaining('Support asked to reset your second factor')])
    // The one who asked cannot decide it; the team's manager and an admin can.
    expect((await stateOf(teams.w1, customer)).waiting?.canDecide).toBe(false)
    expect((await stateOf(teams.m1, customer)).waiting?.canDecide).toBe(true)
    expect((await stateOf(teams.admin, customer)).waiting?.canDecide).toBe(true)
    // A second request for the same customer is refused, writing nothing.
    const rows = (await auditRowsOf(t, customer.id)).length
    const again = await ask(teams.m1, customer)
    expect([again.statusCode, again.json()]).toEqual([409, refusal('FACTOR_RESET_PENDING')])
    expect(await auditRowsOf(t, customer.id)).toHaveLength(rows)

    const approved = await decide(teams.m1, customer, resetId, 'approve')
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toEqual({
      success: true,
      message: 'The second factor was reset. The customer was mailed.',
      state: { method: 'email', waiting: null },
    })
    expect(await methodOf(customer)).toBe('email')
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, customer.id))).toEqual([])
    expect(await profileStatus(customer)).toBe(401)
    expect((await t.smtp.waitFor(customer.email, /second factor was reset by support/)).text).toContain('a code mailed to this address')
    // The customer signs in again with the password and a code mailed to their own address.
    expect(await signInWithMailedCode(t, customer.email, USER_PASSWORD)).toContain('session')
    // One audit row per step, the decision by the second person, both in the customer's account activity.
    const audit = await auditRowsOf(t, customer.id)
    expect(audit.filter((r) => r.action.startsWith('customer.second_factor')).map((r) => [r.action, r.actorId])).toEqual([
      ['customer.second_factor.reset.request', teams.w1.id],
      ['customer.second_factor.reset', teams.m1.id],
    ])
    const activity = await t.app.services.audit.accountActivity(customer.id)
    expect(activity.map((a) => a.label)).toEqual(expect.arrayContaining(['Second factor reset by support', 'Reset of your second factor requested by support']))
    // Decided once: a second decision finds nothing waiting.
    const late = await decide(teams.admin, customer, resetId, 'reject', 'Too late')
    expect([late.statusCode, late.json()]).toEqual([409, refusal('FACTOR_RESET_NOT_FOUND')])
  })

  it('turns mailed codes off on approval, and a rejection (which needs a reason) changes nothing but tells the customer', async () => {
    const customer = teams.c2
    await t.database.db.update(users).set({ activeMfaMethod: 'email', twoFactorEnabled: true }).where(eq(users.id, customer.id))
    const first = (await ask(teams.w2, customer)).json<FactorResetAnswer>()
    expect(first.state.waiting).toMatchObject({ method: 'email', becomes: 'none' })
    const noReason = await decide(teams.admin, customer, first.state.waiting!.id, 'reject')
    expect([noReason.statusCode, noReason.json().error]).toEqual([400, 'Please say why the request is rejected.'])
    const rejected = await decide(teams.admin, customer, first.state.waiting!.id, 'reject', 'Caller could not prove who they are')
    expect(rejected.json()).toMatchObject({ message: 'The reset was rejected.', state: { method: 'email', waiting: null } })
    expect(await methodOf(customer)).toBe('email')
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain(
      'A request to reset your second factor was rejected. Your second factor is unchanged.',
    )

    const second = (await ask(teams.w2, customer)).json<FactorResetAnswer>()
    expect((await decide(teams.m2, customer, second.state.waiting!.id, 'approve')).statusCode).toBe(200)
    expect(await methodOf(customer)).toBe('none')
  })

  it('refuses the one who asked, those out of reach, and a second account the asker commands', async () => {
    const customer = await customerWithAuthenticator()
    const resetId = (await ask(teams.m1, customer)).json<FactorResetAnswer>().state.waiting!.id
    const own = await decide(teams.m1, customer, resetId, 'approve')
    expect([own.statusCode, own.json()]).toEqual([403, refusal('OWN_FACTOR_RESET')])
    // Workers approve nothing; another team's manager does not reach the customer.
    expect((await decide(teams.w1, customer, resetId, 'approve')).statusCode).toBe(403)
    expect((await decide(teams.m2, customer, resetId, 'approve')).statusCode).toBe(403)
    expect(await methodOf(customer)).toBe('totp')
    expect((await decide(teams.admin, customer, resetId, 'reject', 'Asked by the manager for a test')).statusCode).toBe(200)

    // A worker the manager created and signs in as: no second person (docs/decisions/047).
    const created = await staffCall(t, teams.m1, 'POST', '/api/manager/workers', {
      fullName: 'Puppet',
      email: 'puppet.reset@example.com',
      password: 'temporary pass 1',
    })
    expect(created.statusCode).toBe(201)
    const puppet = await signInAsHolder(t, 'puppet.reset@example.com', 'temporary pass 1')
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, created.json().id)
    const puppets = (await ask(puppet, customer)).json<FactorResetAnswer>().state.waiting!.id
    const linked = await decide(teams.m1, customer, puppets, 'approve')
    expect([linked.statusCode, linked.json()]).toEqual([403, refusal('FACTOR_RESET_LINKED')])
    expect(await methodOf(customer)).toBe('totp')
    expect((await decide(teams.admin, customer, puppets, 'approve')).statusCode).toBe(200)
  })

  it('refuses a customer without a second factor, customers themselves, and bad input, with a 4xx and nothing written', async () => {
    const before = (await t.database.db.select().from(secondFactorResets)).length
    const none = await ask(teams.w1, teams.c1)
    expect([none.statusCode, none.json()]).toEqual([409, refusal('NO_SECOND_FACTOR')])
    expect((await ask(teams.c1, teams.c1)).statusCode).toBe(403)
    expect((await ask(teams.w2, teams.c1)).statusCode).toBe(403)
    for (const [reason, message] of [
      ['', 'Please say why the second factor is reset.'],
      ['   ', 'Please say why the second factor is reset.'],
      ['x'.repeat(501), 'The reason can be at most 500 characters long.'],
      [42, 'Please say why the second factor is reset.'],
    ] as const) {
      const res = await ask(teams.w1, teams.c1, reason)
      expect([res.statusCode, res.json().error], String(reason)).toEqual([400, message])
    }
    const missing = await staffCall(t, teams.w1, 'POST', resetsOf(teams.c1), {})
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'Please say why the second factor is reset.'])
    const badId = await decide(teams.m1, teams.c1, 'not-a-uuid', 'approve')
    expect([badId.statusCode, badId.json().error]).toEqual([400, ERRORS.FACTOR_RESET_NOT_FOUND.message])
    const unknown = await decide(teams.m1, teams.c1, crypto.randomUUID(), 'approve')
    expect([unknown.statusCode, unknown.json()]).toEqual([409, refusal('FACTOR_RESET_NOT_FOUND')])
    expect(await t.database.db.select().from(secondFactorResets)).toHaveLength(before)
  })

  it('lets exactly one of two decisions at once win', async () => {
    const customer = await customerWithAuthenticator()
    const resetId = (await ask(teams.w1, customer)).json<FactorResetAnswer>().state.waiting!.id
    const results = await Promise.all([decide(teams.m1, customer, resetId, 'approve'), decide(teams.admin, customer, resetId, 'reject', 'Not needed')])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const decisions = (await auditRowsOf(t, customer.id)).filter((r) =>
      ['customer.second_factor.reset', 'customer.second_factor.reset.reject'].includes(r.action),
    )
    expect(decisions).toHaveLength(1)
  })
})
