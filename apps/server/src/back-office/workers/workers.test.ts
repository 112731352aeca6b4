import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog, supportTickets, userProfiles } from '../../db/schema.ts'

describe('the worker’s tools, and who reaches which dashboard', () => {
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

      const conflict = { error: 'Cannot claim user: User may already be assigned or is not claimable.', code: 'CLAIM_CONFLICT', requestId: expect.any(String) }
      for (const target of [customer.id, teams.c1.id, teams.m1.id, teams.w1.id, 'no-such-id']) {
        const res = await claim(teams.w1, target)
        expect([res.statusCode, res.json()], target).toEqual([409, conflict])
      }
      expect(await assignedWorkerOf(customer.id)).toBe(teams.w2.id)
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, customer.id))
      expect(rows).toEqual([
        expect.objectContaining({ action: 'customer.claim', actorId: teams.w2.id, after: { assignedWorkerId: teams.w2.id, ticketsMoved: 1 } }),
      ])
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
      expect((await staffCall(t, teams.w1, 'GET', '/api/worker/users')).json().ownedUsers.map((u: { profile_user_id: string }) => u.profile_user_id)).toEqual([
        teams.c1.id,
      ])
    })
  })

  describe('who reaches which dashboard', () => {
    it('answers each role only on its own dashboard', async () => {
      const routes: Array<[string, 'GET' | 'POST', string, unknown?]> = [
        ['worker', 'POST', '/api/worker/search-user', { emailToSearch: 'a@b.c' }],
        ['worker', 'GET', '/api/worker/users'],
        ['worker', 'GET', '/api/worker/announcements'],
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
