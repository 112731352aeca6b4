import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { signIn } from '../../../test/account-fixtures.ts'
import { createTeams, signInAsHolder, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog, sessions, staff, users } from '../../db/schema.ts'

describe('staff accounts: the manager’s workers and the admin’s staff console', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  describe('manager: workers', () => {
    it('creates a worker who belongs to the manager and must choose their own password at first sign-in', async () => {
      const create = (body: Record<string, unknown>) => staffCall(t, teams.m1, 'POST', '/api/manager/workers', body)
      expect((await create({ fullName: '', email: 'x@example.com', password: 'long enough 1' })).json().error).toBe('Please fill in all fields.')
      expect((await create({ fullName: 'New Worker', email: 'nw@example.com', password: 'short' })).json().error).toBe(
        'Password must be at least 8 characters long.',
      )
      const taken = await create({ fullName: 'Dup', email: teams.c1.email.toUpperCase(), password: 'long enough 1' })
      expect([taken.statusCode, taken.json().error]).toEqual([409, 'A user with this email already exists. Please try a different email.'])

      const res = await create({ fullName: 'Nora New', email: 'nora.new@example.com', password: 'first password 1' })
      expect(res.statusCode).toBe(201)
      const id = res.json().id
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
      expect(row).toMatchObject({ role: 'WORKER', fullName: 'Nora New', emailVerified: true, requiresPasswordChange: true })
      expect(await t.database.db.select().from(staff).where(eq(staff.workerId, id))).toEqual([expect.objectContaining({ managerId: teams.m1.id })])
      // The password the manager chose signs no one in alone: a code goes to the worker's own address (decision 072).
      expect(row).toMatchObject({ activeMfaMethod: 'email', twoFactorEnabled: true })
      const signedIn = await signIn(t, 'nora.new@example.com', 'first password 1')
      expect([signedIn.status, signedIn.body]).toEqual([200, { twoFactorRedirect: true, method: 'email' }])
      const worker = await signInAsHolder(t, 'nora.new@example.com', 'first password 1')
      expect((await t.app.inject({ method: 'GET', url: '/api/worker/users', headers: { cookie: worker.cookie } })).statusCode).toBe(200)

      const list = (await staffCall(t, teams.m1, 'GET', '/api/manager/workers')).json()
      expect(list.workers.map((w: { email: string }) => w.email)).toEqual(expect.arrayContaining([teams.w1.email, 'nora.new@example.com']))
      expect(list.workers.map((w: { email: string }) => w.email)).not.toContain(teams.w2.email)
      expect(list.workers.find((w: { id: string }) => w.id === teams.w1.id)).toMatchObject({ full_name: 'Will Worker', customers: 1 })
    })

    it('resets only its own worker’s password: a temporary one shown once, sessions ended, change required', async () => {
      const res = await staffCall(t, teams.m1, 'POST', `/api/manager/workers/${teams.w3.id}/reset-password`)
      expect(res.statusCode).toBe(200)
      const { temporaryPassword } = res.json()
      expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{14}$/)
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, teams.w3.id))).toEqual([])
      const [row] = await t.database.db.select().from(users).where(eq(users.id, teams.w3.id))
      expect(row!.requiresPasswordChange).toBe(true)
      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, teams.w3.id))
      expect(audit).toMatchObject({ action: 'worker.password.reset', actorId: teams.m1.id })
      expect(JSON.stringify(audit)).not.toContain(temporaryPassword)

      const other = await staffCall(t, teams.m2, 'POST', `/api/manager/workers/${teams.w1.id}/reset-password`)
      expect([other.statusCode, other.json().error]).toEqual([404, 'Worker not found.'])
      expect((await staffCall(t, teams.w1, 'POST', `/api/manager/workers/${teams.w2.id}/reset-password`)).statusCode).toBe(403)
    })
  })

  describe('one transaction per new staff account', () => {
    /** The audit row is the last write of a new account: a trigger makes it fail for one email only. */
    async function failingAuditFor(email: string) {
      const { db } = t.database
      await db.execute(
        sql.raw(`create function fail_audit_for_test() returns trigger language plpgsql as $$
          begin
            if new.after ->> 'email' = '${email}' then raise exception 'audit row refused for the test'; end if;
            return new;
          end $$`),
      )
      await db.execute(sql.raw('create trigger fail_audit_for_test before insert on audit_log for each row execute function fail_audit_for_test()'))
      return async () => {
        await db.execute(sql.raw('drop trigger fail_audit_for_test on audit_log'))
        await db.execute(sql.raw('drop function fail_audit_for_test()'))
      }
    }

    it('leaves nothing of a worker or a manager when the audit row, the last write, fails', async () => {
      for (const [who, url, email] of [
        [teams.m1, '/api/manager/workers', 'half.worker@example.com'],
        [teams.admin, '/api/admin/managers', 'half.manager@example.com'],
      ] as const) {
        const restore = await failingAuditFor(email)
        try {
          const res = await staffCall(t, who, 'POST', url, { fullName: 'Half Made', email, password: 'first password 1' })
          expect(res.statusCode).toBe(500)
        } finally {
          await restore()
        }
        const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
        expect(user, email).toBeUndefined()
        const orphans = (await t.database.db.execute(
          sql`select (select count(*) from account where user_id not in (select id from "user"))::int as accounts,
                     (select count(*) from user_profiles where user_id not in (select id from "user"))::int as profiles,
                     (select count(*) from staff where worker_id not in (select id from "user"))::int as links`,
        )) as { rows: unknown[] }
        expect(orphans.rows[0]).toEqual({ accounts: 0, profiles: 0, links: 0 })
      }
      expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
      // With the trigger gone, the same address can be used: nothing of the failed attempt holds it.
      expect(
        (await staffCall(t, teams.m1, 'POST', '/api/manager/workers', { fullName: 'Whole', email: 'half.worker@example.com', password: 'first password 1' }))
          .statusCode,
      ).toBe(201)
    })
  })

  describe('admin: staff console', () => {
    it('lists every staff account with role, manager and last sign-in', async () => {
      const { staff: accounts } = (await staffCall(t, teams.admin, 'GET', '/api/admin/staff')).json()
      const w1 = accounts.find((a: { id: string }) => a.id === teams.w1.id)
      expect(w1).toMatchObject({ role: 'WORKER', manager: { id: teams.m1.id, email: teams.m1.email }, last_sign_in: expect.any(String) })
      expect(accounts.find((a: { id: string }) => a.id === teams.c1.id)).toBeUndefined()
    })

    it('creates a manager, moves a worker to them, and bans and unbans a staff account (sessions end at once)', async () => {
      const created = await staffCall(t, teams.admin, 'POST', '/api/admin/managers', {
        fullName: 'Mona Manager',
        email: 'mona@example.com',
        password: 'manager pass 1',
      })
      expect(created.statusCode).toBe(201)
      const monaId = created.json().id
      expect((await staffCall(t, teams.admin, 'PUT', `/api/admin/workers/${teams.w2.id}/manager`, { managerId: monaId })).json()).toMatchObject({
        success: true,
      })
      expect(await t.database.db.select().from(staff).where(eq(staff.workerId, teams.w2.id))).toEqual([expect.objectContaining({ managerId: monaId })])
      expect((await staffCall(t, teams.admin, 'PUT', `/api/admin/workers/${teams.w2.id}/manager`, { managerId: teams.c1.id })).statusCode).toBe(400)
      // m2 no longer sees w2's customer; the customer's worker is unchanged.
      expect((await staffCall(t, teams.m2, 'GET', `/api/customers/${teams.c2.id}`)).statusCode).toBe(403)

      const ban = await staffCall(t, teams.admin, 'POST', `/api/admin/staff/${teams.m2.id}/ban`)
      expect(ban.json()).toEqual({ success: true, message: 'Staff account suspended.' })
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, teams.m2.id))).toEqual([])
      expect((await signIn(t, teams.m2.email, 'correct horse 1')).status).toBe(403)
      expect((await staffCall(t, teams.admin, 'POST', `/api/admin/staff/${teams.c1.id}/ban`)).statusCode).toBe(404)
      expect((await staffCall(t, teams.admin, 'POST', `/api/admin/staff/${teams.admin.id}/ban`)).json().error).toBe('You cannot suspend your own account.')
      await staffCall(t, teams.admin, 'POST', `/api/admin/staff/${teams.m2.id}/unban`)
      expect((await signIn(t, teams.m2.email, 'correct horse 1')).status).toBe(200)
      const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, teams.admin.id))).map((r) => r.action)
      expect(actions).toEqual(expect.arrayContaining(['staff.manager.create', 'staff.worker.move', 'staff.ban', 'staff.unban']))
    })
  })
})
