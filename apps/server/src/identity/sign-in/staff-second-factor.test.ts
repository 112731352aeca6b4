import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import {
  cookiesOf,
  makeAccount,
  ORIGIN,
  PASSWORD,
  post,
  randomTotpSecret,
  signIn,
  signInWithMailedCode,
  totpCode,
  enrolThroughRoutes,
} from '../../../test/auth-support.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { users } from '../../db/schema.ts'
import { enrolAuthenticator } from './accounts.ts'

/**
 * Staff sign in with an authenticator app of their own (docs/decisions/072-staff-second-factor.md): until they have
 * one, only its enrolment answers them; a password chosen by someone else never signs a staff account in alone.
 */
const REQUIRED = { error: 'Set up your authenticator app before you use the back office.', code: 'AUTHENTICATOR_REQUIRED', requestId: expect.any(String) }
const STAFF_ONLY = { error: 'Staff accounts sign in with an authenticator app, and keep it.', code: 'STAFF_AUTHENTICATOR_ONLY', requestId: expect.any(String) }

const get = (t: TestApp, url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const session = async (t: TestApp, cookie: string) => (await get(t, '/api/session', cookie)).json()

describe('staff sign in with their own authenticator app', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  it('holds an admin with only a password away from approvals, the audit log and staff bans, until they enrol', async () => {
    // An admin account as it stood before this rule: a password and no second factor.
    const { id, email } = await makeAccount(t, { role: 'ADMIN', mfaEmail: true })
    await t.database.db.update(users).set({ activeMfaMethod: 'none', twoFactorEnabled: false }).where(eq(users.id, id))
    const res = await signIn(t, { email, password: PASSWORD })
    expect(res.statusCode).toBe(200)
    const cookie = cookiesOf(res)
    expect((await session(t, cookie)).user).toMatchObject({ id, role: 'ADMIN', activeMfaMethod: 'none', authenticatorRequired: true })

    const held = [
      await get(t, '/api/admin/approvals', cookie),
      await get(t, '/api/admin/audit', cookie),
      await get(t, '/api/admin/staff', cookie),
      await post(t, `/api/admin/staff/${teams.w1.id}/ban`, {}, { cookie }),
      await get(t, '/api/wallets', cookie),
    ]
    for (const answer of held) {
      expect(answer.statusCode, answer.body).toBe(403)
      expect(answer.json()).toEqual(REQUIRED)
    }
    expect((await t.database.db.select({ banned: users.banned }).from(users).where(eq(users.id, teams.w1.id)))[0]!.banned).toBe(false)

    // The enrolment answers, and the same session then reaches the back office at once.
    expect((await get(t, '/api/security/mfa', cookie)).statusCode).toBe(200)
    await enrolThroughRoutes(t, cookie)
    expect((await session(t, cookie)).user).toMatchObject({ activeMfaMethod: 'totp', authenticatorRequired: false })
    expect((await get(t, '/api/admin/approvals', cookie)).statusCode).toBe(200)
  })

  it('answers every signed-in route but the enrolment, the forced password change and the session with AUTHENTICATOR_REQUIRED', async () => {
    const { id, email } = await makeAccount(t, { role: 'MANAGER', mfaEmail: true })
    await t.database.db.update(users).set({ activeMfaMethod: 'none', twoFactorEnabled: false }).where(eq(users.id, id))
    const cookie = cookiesOf(await signIn(t, { email, password: PASSWORD }))
    const reachable = new Set([
      'GET /api/security/mfa',
      'POST /api/security/mfa/totp/start',
      'POST /api/security/mfa/totp/verify',
      'POST /api/security/mfa/totp/cancel',
      'POST /api/account/forced-password',
    ])
    const answered: string[] = []
    for (const route of t.app.routeTable().filter((r) => r.guard !== 'public')) {
      for (const method of route.method.split(',').filter((m) => m !== 'HEAD')) {
        const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
        const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie, origin: ORIGIN }, payload: method === 'GET' ? undefined : {} })
        if (res.statusCode !== 403 || res.json().code !== 'AUTHENTICATOR_REQUIRED') answered.push(`${method} ${route.url}`)
      }
    }
    expect(answered.sort()).toEqual([...reachable].sort())
  })

  it('gives a new worker a first sign-in that takes a code mailed to their own address: the manager’s password alone signs no one in', async () => {
    const email = `hire-${Date.now()}@example.com`
    const created = await staffCall(t, teams.m1, 'POST', '/api/manager/workers', { fullName: 'Nora Newhire', email, password: 'Chosen-By-1' })
    expect(created.statusCode, created.body).toBe(201)

    // The password the manager chose: no session, only the pending emailed-code step.
    const first = await signIn(t, { email, password: 'Chosen-By-1' })
    expect(first.json()).toEqual({ twoFactorRedirect: true, method: 'email' })
    expect(cookiesOf(first)).not.toContain('wallet.session_token=')

    // The worker, with their mailbox: a new password first, then their own authenticator, then the back office.
    const cookie = await signInWithMailedCode(t, email, 'Chosen-By-1')
    expect((await get(t, '/api/worker/users', cookie)).json().code).toBe('PASSWORD_CHANGE_REQUIRED')
    expect((await post(t, '/api/account/forced-password', { password: 'Own-Choice-22' }, { cookie })).statusCode).toBe(200)
    expect((await session(t, cookie)).user).toMatchObject({ activeMfaMethod: 'email', authenticatorRequired: true })
    expect((await get(t, '/api/worker/users', cookie)).json()).toEqual(REQUIRED)
    // Emailed codes are not a staff member's second factor to keep: the authenticator replaces them.
    await enrolThroughRoutes(t, cookie)
    expect((await session(t, cookie)).user).toMatchObject({ activeMfaMethod: 'totp', authenticatorRequired: false })
    expect((await get(t, '/api/worker/users', cookie)).statusCode).toBe(200)
  })

  it('keeps the worker’s own authenticator through a password reset: the temporary password leads only to its code', async () => {
    const email = `reset-${Date.now()}@example.com`
    const secret = randomTotpSecret()
    const worker = await makeAccount(t, { role: 'WORKER', totpSecret: secret, email })
    await t.app.services.customers.ensureProfile(worker.id)
    expect((await staffCall(t, teams.admin, 'PUT', `/api/admin/workers/${worker.id}/manager`, { managerId: teams.m1.id })).statusCode).toBe(200)

    const reset = await staffCall(t, teams.m1, 'POST', `/api/manager/workers/${worker.id}/reset-password`)
    expect(reset.statusCode, reset.body).toBe(200)
    const { temporaryPassword } = reset.json()

    const withTemporary = await signIn(t, { email, password: temporaryPassword })
    expect(withTemporary.json()).toEqual({ twoFactorRedirect: true, method: 'totp' })
    expect(cookiesOf(withTemporary)).not.toContain('wallet.session_token=')
    const verified = await post(t, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, { cookie: cookiesOf(withTemporary) })
    expect(verified.statusCode).toBe(200)
    expect((await session(t, cookiesOf(verified))).user).toMatchObject({ requiresPasswordChange: true, activeMfaMethod: 'totp' })
  })

  it('turns on the emailed code when it resets a worker who has no second factor yet', async () => {
    const worker = await makeAccount(t, { role: 'WORKER', mfaEmail: true })
    await t.database.db.update(users).set({ activeMfaMethod: 'none', twoFactorEnabled: false }).where(eq(users.id, worker.id))
    expect((await staffCall(t, teams.admin, 'PUT', `/api/admin/workers/${worker.id}/manager`, { managerId: teams.m1.id })).statusCode).toBe(200)

    const reset = await staffCall(t, teams.m1, 'POST', `/api/manager/workers/${worker.id}/reset-password`)
    const withTemporary = await signIn(t, { email: worker.email, password: reset.json().temporaryPassword })
    expect(withTemporary.json()).toEqual({ twoFactorRedirect: true, method: 'email' })
    expect(cookiesOf(withTemporary)).not.toContain('wallet.session_token=')
  })

  it('refuses a staff member removing their authenticator or turning to emailed codes', async () => {
    const cookie = teams.w1.cookie
    expect((await post(t, '/api/security/mfa/totp/remove', { password: 'correct horse 1' }, { cookie })).json()).toEqual(STAFF_ONLY)
    expect((await post(t, '/api/security/mfa/email/send-code', {}, { cookie })).json()).toEqual(STAFF_ONLY)
    expect((await post(t, '/api/security/mfa/email/disable', { password: 'correct horse 1' }, { cookie })).json()).toEqual(STAFF_ONLY)
    expect((await session(t, cookie)).user).toMatchObject({ activeMfaMethod: 'totp', authenticatorRequired: false })
  })

  it('leaves customers free to have no second factor, or to remove theirs', async () => {
    const secret = randomTotpSecret()
    const customer = await makeAccount(t)
    await enrolAuthenticator(t.app.auth, customer.id, secret)
    const pending = cookiesOf(await signIn(t, { email: customer.email, password: PASSWORD }))
    const cookie = cookiesOf(await post(t, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, { cookie: pending }))
    expect((await post(t, '/api/security/mfa/totp/remove', { password: PASSWORD }, { cookie })).statusCode).toBe(200)
    expect((await session(t, cookie)).user).toMatchObject({ activeMfaMethod: 'none', authenticatorRequired: false })
    expect((await get(t, '/api/wallets', cookie)).statusCode).toBe(200)
  })
})
