import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import type { FactorResetAnswer, FactorResetState } from '@wallet/shared/identity/factor-resets'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { cookiesOf, enrolThroughRoutes, post, signIn } from '../../../test/auth-support.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { auditRowsOf, createTeams, signInAsHolder, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { secondFactorResets, users } from '../../db/schema.ts'
import { shiftableClock } from '../../lib/clock.ts'

const DAY = 24 * 60 * 60 * 1000
const TEMPORARY = 'set by support 1'

/**
 * Recovery that hands nobody a way in (docs/decisions/122): whoever set a customer's password or reset their second
 * factor in the last 7 days, or an account linked to them (047), neither asks for nor approves a factor reset; the
 * approver sees every staff change beside the request; and a password staff set never opens the account without the
 * customer's mailbox, whatever reset follows or came before.
 */
describe('recovery rules for second-factor resets', () => {
  const clock = shiftableClock()
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp({ clock })
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  const resetsOf = (customer: TestUser) => `/api/customers/${customer.id}/second-factor/resets`
  const ask = (who: TestUser, customer: TestUser) =>
    staffCall(t, who, 'POST', resetsOf(customer), { reason: 'Lost their phone; identity checked on a video call' })
  const decide = (who: TestUser, customer: TestUser, resetId: string) => staffCall(t, who, 'POST', `${resetsOf(customer)}/${resetId}/approve`, {})
  const resetPassword = async (who: TestUser, customer: TestUser) => {
    const res = await staffCall(t, who, 'POST', `/api/customers/${customer.id}/password`, { newPassword: TEMPORARY })
    expect(res.statusCode, res.body).toBe(200)
  }
  const stateOf = async (who: TestUser, customer: TestUser) =>
    (await staffCall(t, who, 'GET', `/api/customers/${customer.id}/second-factor`)).json<FactorResetState>()
  const methodOf = async (customer: TestUser) => (await t.database.db.select({ m: users.activeMfaMethod }).from(users).where(eq(users.id, customer.id)))[0]!.m
  const refusal = (code: keyof typeof ERRORS) => ({ error: ERRORS[code].message, code, requestId: expect.any(String) })
  const waitingId = (res: { json(): unknown }) => (res.json() as FactorResetAnswer).state.waiting!.id

  /** A customer of `worker`, with the given second factor. */
  async function customerOf(worker: TestUser, factor: 'totp' | 'email' | 'none'): Promise<TestUser> {
    const customer = await createUser(t, { fullName: 'Rae Recovered' })
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
    if (factor === 'totp') await enrolThroughRoutes(t, customer.cookie)
    if (factor === 'email') await t.database.db.update(users).set({ activeMfaMethod: 'email', twoFactorEnabled: true }).where(eq(users.id, customer.id))
    return customer
  }

  /** Signs in with the password staff chose: what the sign-in asks for next, and where any code went. */
  async function signInWithStaffPassword(customer: TestUser) {
    const first = await signIn(t, { email: customer.email, password: TEMPORARY })
    expect(first.statusCode, first.body).toBe(200)
    const body = first.json<{ twoFactorRedirect?: boolean; method?: string; token?: string }>()
    return { body, pending: cookiesOf(first) }
  }

  it('the attack: a worker who set the password can neither have the factor reset nor sign in without the mailbox', async () => {
    const customer = await customerOf(teams.w1, 'email')
    // The worker asks first, then sets the password: the manager's approval is refused, nothing changes.
    const resetId = waitingId(await ask(teams.w1, customer))
    await resetPassword(teams.w1, customer)
    const approved = await decide(teams.m1, customer, resetId)
    expect([approved.statusCode, approved.json()]).toEqual([409, refusal('FACTOR_RESET_RECENT_CHANGE')])
    expect(await methodOf(customer)).toBe('email')
    // The approver saw the password change beside the request, with who made it.
    const seen = (await stateOf(teams.m1, customer)).waiting!.recentStaffChanges
    expect(seen.map((c) => [c.action, c.by.email])).toEqual([
      ['customer.password.reset', teams.w1.email],
      ['customer.second_factor.reset.request', teams.w1.email],
    ])
    expect(seen[0]).toMatchObject({ label: 'Password reset by support', by: { id: teams.w1.id, role: 'WORKER' }, at: expect.any(String) })
    await staffCall(t, teams.m1, 'POST', `${resetsOf(customer)}/${resetId}/reject`, { reason: 'Asked by the one who set the password' })

    // Asking again after setting the password is refused at once, and writes nothing.
    const rows = (await auditRowsOf(t, customer.id)).length
    const again = await ask(teams.w1, customer)
    expect([again.statusCode, again.json()]).toEqual([409, refusal('FACTOR_RESET_RECENT_CHANGE')])
    expect(await auditRowsOf(t, customer.id)).toHaveLength(rows)

    // The worker signs in with the password it set: a code is asked for, and it goes to the customer's mailbox alone.
    const mailsBefore = t.smtp.mails.length
    const { body, pending } = await signInWithStaffPassword(customer)
    expect(body).toMatchObject({ twoFactorRedirect: true, method: 'email' })
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: pending } })).statusCode).toBe(401)
    expect((await post(t, '/api/auth/two-factor/send-otp', {}, { cookie: pending })).statusCode).toBe(200)
    const code = await t.smtp.until((all) => all.slice(mailsBefore).find((m) => /sign-in code/.test(m.subject)), { timeoutMs: 5000, what: 'the sign-in code' })
    expect(code.to).toEqual([customer.email])
  })

  it('keeps the mailed code through an approved reset, in either order, while the password is one staff set', async () => {
    // Password first: an authenticator reset gives way to mailed codes; turning those off is refused.
    const first = await customerOf(teams.w1, 'totp')
    await resetPassword(teams.w1, first)
    expect((await decide(teams.m1, first, waitingId(await ask(teams.admin, first)))).statusCode).toBe(200)
    expect(await methodOf(first)).toBe('email')
    expect((await signInWithStaffPassword(first)).body).toMatchObject({ twoFactorRedirect: true, method: 'email' })
    const off = await ask(await createUser(t, { role: 'ADMIN' }), first)
    expect([off.statusCode, off.json()]).toEqual([409, refusal('FACTOR_RESET_STAFF_PASSWORD')])
    expect(await methodOf(first)).toBe('email')

    // A request made before the password was set is refused at the approval too.
    const second = await customerOf(teams.w2, 'email')
    const resetId = waitingId(await ask(teams.w2, second))
    await resetPassword(teams.admin, second)
    const approved = await decide(teams.m2, second, resetId)
    expect([approved.statusCode, approved.json()]).toEqual([409, refusal('FACTOR_RESET_STAFF_PASSWORD')])
    expect(await methodOf(second)).toBe('email')

    // Reset first: mailed codes turned off, then a password set by staff turns them back on.
    const third = await customerOf(teams.w2, 'email')
    expect((await decide(teams.m2, third, waitingId(await ask(teams.w2, third)))).statusCode).toBe(200)
    expect(await methodOf(third)).toBe('none')
    await resetPassword(teams.admin, third)
    expect(await methodOf(third)).toBe('email')
    expect((await signInWithStaffPassword(third)).body).toMatchObject({ twoFactorRedirect: true, method: 'email' })

    // Once the customer chose their own password (past their mailbox), the mailed codes may be reset again.
    await signInAsHolder(t, first.email, TEMPORARY)
    const [asker, approver] = [await createUser(t, { role: 'ADMIN' }), await createUser(t, { role: 'ADMIN' })]
    expect((await decide(approver, first, waitingId(await ask(asker, first)))).statusCode).toBe(200)
    expect(await methodOf(first)).toBe('none')
  })

  it('bars both people of an approved reset from asking for or approving the next one', async () => {
    const customer = await customerOf(teams.w1, 'totp')
    expect((await decide(teams.admin, customer, waitingId(await ask(teams.w1, customer)))).statusCode).toBe(200)
    expect(await methodOf(customer)).toBe('email')
    for (const who of [teams.w1, teams.admin]) {
      const res = await ask(who, customer)
      expect([res.statusCode, res.json()], who.email).toEqual([409, refusal('FACTOR_RESET_RECENT_CHANGE')])
    }
    const resetId = waitingId(await ask(teams.m1, customer))
    const byAdmin = await decide(teams.admin, customer, resetId)
    expect([byAdmin.statusCode, byAdmin.json()]).toEqual([409, refusal('FACTOR_RESET_RECENT_CHANGE')])
    expect((await decide(await createUser(t, { role: 'ADMIN' }), customer, resetId)).statusCode).toBe(200)
    expect(await methodOf(customer)).toBe('none')
  })

  // Last: it moves the clock on.
  it('refuses a second account the asker or the approver commands, and lets the window end after 7 days', async () => {
    // The manager creates a worker and holds it: the puppet sets the customer's password.
    const created = await staffCall(t, teams.m1, 'POST', '/api/manager/workers', {
      fullName: 'Pat Puppet',
      email: 'pat.puppet@example.com',
      password: 'temporary pass 1',
    })
    expect(created.statusCode, created.body).toBe(201)
    const puppet = await signInAsHolder(t, 'pat.puppet@example.com', 'temporary pass 1')
    const customer = await customerOf(puppet, 'totp')
    await resetPassword(puppet, customer)

    // The manager asks: linked to the puppet that set the password.
    const asked = await ask(teams.m1, customer)
    expect([asked.statusCode, asked.json()]).toEqual([409, refusal('FACTOR_RESET_RECENT_CHANGE')])
    // Someone unlinked asks; the manager approves: linked to the puppet, refused.
    const resetId = waitingId(await ask(teams.admin, customer))
    const approved = await decide(teams.m1, customer, resetId)
    expect([approved.statusCode, approved.json()]).toEqual([409, refusal('FACTOR_RESET_RECENT_CHANGE')])
    expect(await methodOf(customer)).toBe('totp')
    expect(await t.database.db.select().from(secondFactorResets).where(eq(secondFactorResets.id, resetId))).toMatchObject([{ state: 'awaiting' }])
    // The changes beside the request name the puppet, so the approver can see who is behind them.
    expect((await stateOf(teams.m1, customer)).waiting!.recentStaffChanges.map((c) => c.by.email)).toContain('pat.puppet@example.com')

    // Seven days on, the password change no longer bars them; the reset goes through.
    clock.advance(7 * DAY + 60_000)
    expect((await stateOf(teams.m1, customer)).waiting!.recentStaffChanges).toEqual([])
    expect((await decide(teams.m1, customer, resetId)).statusCode).toBe(200)
    expect(await methodOf(customer)).toBe('email')
  })
})
