import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { signIn } from '../../../test/account-fixtures.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog, sessions, staff, supportTickets, userProfiles, users } from '../../db/schema.ts'

describe('worker and manager dashboards, and the admin’s staff console', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  const assignedWorkerOf = async (customerId: string) =>
    (await t.database.db.select({ w: userProfiles.assignedWorkerId }).from(userProfiles).where(eq(userProfiles.userId, customerId)))[0]?.w ?? null

  describe('worker: search and claim', () => {
    it('finds an account by its exact email, any case; says when there is none; needs an email', async () => {
      const found = await staffCall(t, teams.w1, 'POST', '/api/worker/search-user', { emailToSearch: `  ${teams.c3.email.toUpperCase()} ` })
      expect(found.json()).toEqual({ user: { id: teams.c3.id, email: teams.c3.email, role: 'USER' }, message: 'User found.' })
      const partial = await staffCall(t, teams.w1, 'POST', '/api/worker/search-user', { emailToSearch: teams.c3.email.slice(0, 6) })
      expect(partial.json()).toEqual({ user: null, message: 'User not found.' })
      const empty = await staffCall(t, teams.w1, 'POST', '/api/worker/search-user', { emailToSearch: '   ' })
      expect([empty.statusCode, empty.json().error]).toEqual([400, 'Please enter an email address.'])
    })

    it('finds customers only: a staff account’s email answers as an unknown one does', async () => {
      for (const who of [teams.w2, teams.m1, teams.admin, teams.w1]) {
        const res = await staffCall(t, teams.w1, 'POST', '/api/worker/search-user', { emailToSearch: who.email })
        expect([res.statusCode, res.json()], who.email).toEqual([200, { user: null, message: 'User not found.' }])
      }
    })

    it('claims an unassigned customer with their open unassigned tickets; an assigned customer or a staff account is 409', async () => {
      const customer = await createUser(t)
      const [open, resolved] = await t.database.db
        .insert(supportTickets)
        .values([
          { userId: customer.id, subject: 'Where is my deposit?', message: 'Hi' },
          { userId: customer.id, subject: 'Old question', message: 'Done', status: 'resolved' },
        ])
        .returning()
      const claim = (who: TestUser, id: string) => staffCall(t, who, 'POST', '/api/worker/claim-user', { userIdToClaim: id })

      expect((await claim(teams.w2, customer.id)).json()).toEqual({ success: true, error: null, message: 'User successfully claimed!' })
      expect(await assignedWorkerOf(customer.id)).toBe(teams.w2.id)
      const tickets = await t.database.db.select().from(supportTickets).where(eq(supportTickets.userId, customer.id))
      expect(tickets.find((x) => x.id === open!.id)!.assignedWorkerId).toBe(teams.w2.id)
      expect(tickets.find((x) => x.id === resolved!.id)!.assignedWorkerId).toBeNull()
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toEqual(['A support specialist is now looking after your account.'])

      const conflict = { error: 'Cannot claim user: User may already be assigned or is not claimable.', code: 'CLAIM_CONFLICT' }
      for (const target of [customer.id, teams.c1.id, teams.m1.id, teams.w1.id, 'no-such-id']) {
        const res = await claim(teams.w1, target)
        expect([res.statusCode, res.json()], target).toEqual([409, conflict])
      }
      expect(await assignedWorkerOf(customer.id)).toBe(teams.w2.id)
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, customer.id))
      expect(rows).toEqual([expect.objectContaining({ action: 'customer.claim', actorId: teams.w2.id, after: { assignedWorkerId: teams.w2.id, ticketsMoved: 1 } })])
    })

    it.skipIf(!process.env.TEST_DATABASE_URL)('lets exactly one of ten workers claiming one customer at the same moment win', async () => {
      const customer = await createUser(t)
      const workers = await Promise.all(Array.from({ length: 10 }, () => createUser(t, { role: 'WORKER' })))
      const answers = await Promise.all(workers.map((w) => staffCall(t, w, 'POST', '/api/worker/claim-user', { userIdToClaim: customer.id })))
      const codes = answers.map((a) => a.statusCode).sort()
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409])
      const winner = workers[answers.findIndex((a) => a.statusCode === 200)]!
      expect(await assignedWorkerOf(customer.id)).toBe(winner.id)
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, customer.id))).toHaveLength(1)
      expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
    })

    it('lists only the worker’s own customers, 10 a page, searched by email', async () => {
      const worker = await createUser(t, { role: 'WORKER' })
      const mine = []
      for (let i = 0; i < 12; i++) {
        const c = await createUser(t, { email: `owned-${i}-${worker.id.slice(0, 6)}@example.com` })
        await t.app.services.customers.setAssignedWorker(t.database.db, c.id, worker.id)
        mine.push(c)
      }
      const page1 = (await staffCall(t, worker, 'GET', '/api/worker/users?page=1')).json()
      expect(page1).toMatchObject({ total: 12, page: 1, pageSize: 10 })
      expect(page1.ownedUsers).toHaveLength(10)
      expect(page1.ownedUsers[0]).toMatchObject({ user_email: expect.stringMatching(/^owned-11-/), profile_user_id: mine[11]!.id, kyc_status: 'not_started' })
      expect((await staffCall(t, worker, 'GET', '/api/worker/users?page=2')).json().ownedUsers).toHaveLength(2)
      const searched = (await staffCall(t, worker, 'GET', '/api/worker/users?search=owned-3-')).json()
      expect(searched.ownedUsers.map((u: { profile_user_id: string }) => u.profile_user_id)).toEqual([mine[3]!.id])
      // Wildcards are text, not patterns.
      expect((await staffCall(t, worker, 'GET', '/api/worker/users?search=%25')).json().total).toBe(0)
      expect((await staffCall(t, teams.w1, 'GET', '/api/worker/users')).json().ownedUsers.map((u: { profile_user_id: string }) => u.profile_user_id)).toEqual([teams.c1.id])
    })
  })

  describe('manager: workers', () => {
    it('creates a worker who belongs to the manager and must choose their own password at first sign-in', async () => {
      const create = (body: Record<string, unknown>) => staffCall(t, teams.m1, 'POST', '/api/manager/workers', body)
      expect((await create({ fullName: '', email: 'x@example.com', password: 'long enough 1' })).json().error).toBe('Please fill in all fields.')
      expect((await create({ fullName: 'New Worker', email: 'nw@example.com', password: 'short' })).json().error).toBe('Password must be at least 8 characters long.')
      const taken = await create({ fullName: 'Dup', email: teams.c1.email.toUpperCase(), password: 'long enough 1' })
      expect([taken.statusCode, taken.json().error]).toEqual([409, 'A user with this email already exists. Please try a different email.'])

      const res = await create({ fullName: 'Nora New', email: 'nora.new@example.com', password: 'first password 1' })
      expect(res.statusCode).toBe(201)
      const id = res.json().id
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
      expect(row).toMatchObject({ role: 'WORKER', fullName: 'Nora New', emailVerified: true, requiresPasswordChange: true })
      expect(await t.database.db.select().from(staff).where(eq(staff.workerId, id))).toEqual([expect.objectContaining({ managerId: teams.m1.id })])
      const signedIn = await signIn(t, 'nora.new@example.com', 'first password 1')
      expect(signedIn.status).toBe(200)
      expect((await t.app.inject({ method: 'GET', url: '/api/worker/users', headers: { cookie: signedIn.cookie } })).json().code).toBe('PASSWORD_CHANGE_REQUIRED')

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

    it('lists the customers of its workers only, searched by name or email and paged', async () => {
      const worker = await createUser(t, { role: 'WORKER' })
      const manager = await createUser(t, { role: 'MANAGER' })
      await t.database.db.insert(staff).values({ workerId: worker.id, managerId: manager.id })
      for (let i = 0; i < 13; i++) {
        const c = await createUser(t, { fullName: i === 4 ? 'Zelda Quartz' : `Team Customer ${i}` })
        await t.app.services.customers.setAssignedWorker(t.database.db, c.id, worker.id)
      }
      const page = (query: string) => staffCall(t, manager, 'GET', `/api/manager/users?${query}`).then((r) => r.json())
      const first = await page('page=1&perPage=10')
      expect(first.totalCount).toBe(13)
      expect(first.users).toHaveLength(10)
      expect(first.users[0]).toMatchObject({ kyc_status: 'not_started', assigned_worker_name: 'Test Customer' })
      expect((await page('page=2&perPage=10')).users).toHaveLength(3)
      expect((await page('searchQuery=quartz')).users.map((u: { full_name: string }) => u.full_name)).toEqual(['Zelda Quartz'])
      expect((await page('searchQuery=' + encodeURIComponent(teams.c1.email))).totalCount).toBe(0)
      expect((await staffCall(t, teams.m1, 'GET', '/api/manager/users')).json().users.map((u: { id: string }) => u.id)).toEqual([teams.c1.id])
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
      const created = await staffCall(t, teams.admin, 'POST', '/api/admin/managers', { fullName: 'Mona Manager', email: 'mona@example.com', password: 'manager pass 1' })
      expect(created.statusCode).toBe(201)
      const monaId = created.json().id
      expect((await staffCall(t, teams.admin, 'PUT', `/api/admin/workers/${teams.w2.id}/manager`, { managerId: monaId })).json()).toMatchObject({ success: true })
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

    it('lists every customer, searched by name or email', async () => {
      const res = (await staffCall(t, teams.admin, 'GET', `/api/admin/customers?search=${encodeURIComponent('Cara')}`)).json()
      expect(res.users.map((u: { id: string }) => u.id)).toEqual([teams.c1.id])
      expect((await staffCall(t, teams.admin, 'GET', '/api/admin/customers')).json().totalCount).toBeGreaterThan(10)
    })
  })

  describe('who reaches which dashboard', () => {
    it('answers each role only on its own dashboard', async () => {
      const routes: Array<[string, 'GET' | 'POST', string, unknown?]> = [
        ['worker', 'POST', '/api/worker/search-user', { emailToSearch: 'a@b.c' }],
        ['worker', 'GET', '/api/worker/users'],
        ['worker', 'GET', '/api/worker/announcements'],
        ['worker', 'GET', '/api/worker/tickets'],
        ['manager', 'GET', '/api/manager/workers'],
        ['manager', 'GET', '/api/manager/users'],
        ['manager', 'POST', '/api/manager/announcements', { message: 'hi' }],
        ['admin', 'GET', '/api/admin/staff'],
        ['admin', 'GET', '/api/admin/audit'],
        ['admin', 'GET', '/api/admin/approvals'],
        ['admin', 'GET', '/api/admin/customers'],
      ]
      const callers = { worker: teams.w1, manager: teams.m1, admin: teams.admin, customer: teams.c1 }
      for (const [owner, method, url, body] of routes) {
        for (const [name, who] of Object.entries(callers)) {
          if (name === owner) continue
          const res = await staffCall(t, who, method, url, body)
          expect([res.statusCode, res.json().code], `${name} ${method} ${url}`).toEqual([403, 'FORBIDDEN'])
        }
        expect((await staffCall(t, null, method, url, body)).statusCode, url).toBe(401)
      }
    })
  })
})
