import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { staff, supportTickets, userProfiles } from '../../db/schema.ts'

/** Moving customers between workers (docs/decisions/075-customer-assignment.md). */
describe('customer assignment', () => {
  let t: TestApp
  let teams: Teams
  /** A second working worker of m1 (w3 of the fixtures is banned). */
  let w4: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    w4 = await createUser(t, { role: 'WORKER', fullName: 'Wes Fourth' })
    await t.database.db.insert(staff).values({ workerId: w4.id, managerId: teams.m1.id })
  })
  afterAll(() => t.close())

  const workerOf = async (customerId: string) =>
    (await t.database.db.select({ w: userProfiles.assignedWorkerId }).from(userProfiles).where(eq(userProfiles.userId, customerId)))[0]!.w
  const move = (who: TestUser, customerId: string, workerId: string | null) => staffCall(t, who, 'PUT', `/api/customers/${customerId}/worker`, { workerId })

  /** A customer of `worker` with one open and one resolved ticket. */
  async function customerOf(worker: TestUser): Promise<TestUser> {
    const customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
    for (const subject of ['Open question', 'Old question']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tickets', headers: customer.headers(), payload: { subject, message: 'Hello' } })
      expect(res.statusCode).toBe(201)
    }
    await t.database.db
      .update(supportTickets)
      .set({ status: 'resolved' })
      .where(and(eq(supportTickets.userId, customer.id), eq(supportTickets.subject, 'Old question')))
    return customer
  }
  const ticketWorkers = async (customerId: string) =>
    Object.fromEntries(
      (await t.database.db.select().from(supportTickets).where(eq(supportTickets.userId, customerId))).map((r) => [r.subject, r.assignedWorkerId]),
    )

  it('lets a manager move a team customer to another of the team’s workers: audited, told, open tickets follow', async () => {
    const customer = await customerOf(teams.w1)
    const res = await move(teams.m1, customer.id, w4.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ assignedWorkerId: w4.id, ticketsMoved: 1, message: 'The customer now has a new account manager.' })
    expect(await workerOf(customer.id)).toBe(w4.id)
    expect(await ticketWorkers(customer.id)).toEqual({ 'Open question': w4.id, 'Old question': teams.w1.id })

    const [row] = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.reassign')
    expect(row).toMatchObject({ actorId: teams.m1.id, before: { assignedWorkerId: teams.w1.id }, after: { assignedWorkerId: w4.id, ticketsMoved: 1 } })
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain('Another support specialist is now looking after your account.')
    // The new worker sees the customer and the ticket; the old one sees neither.
    expect((await staffCall(t, w4, 'GET', `/api/customers/${customer.id}`)).statusCode).toBe(200)
    expect((await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}`)).statusCode).toBe(403)
  })

  it('lets a manager unassign a team customer: the open tickets wait unassigned, and the customer is told', async () => {
    const customer = await customerOf(w4)
    const res = await move(teams.m1, customer.id, null)
    expect([res.statusCode, res.json().message]).toEqual([200, 'The customer has no account manager now.'])
    expect(await workerOf(customer.id)).toBeNull()
    expect((await ticketWorkers(customer.id))['Open question']).toBeNull()
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain(
      'Your account is waiting for a new support specialist. Your tickets stay open.',
    )
  })

  it('keeps a manager within the team, lets an admin move across teams, and refuses workers and customers', async () => {
    const customer = await customerOf(teams.w1)
    const toOtherTeam = await move(teams.m1, customer.id, teams.w2.id)
    expect([toOtherTeam.statusCode, toOtherTeam.json().code]).toEqual([404, 'WORKER_NOT_FOUND'])
    expect((await move(teams.m2, customer.id, teams.w2.id)).json().code).toBe('PROFILE_ACCESS_DENIED')
    expect((await move(teams.m1, customer.id, teams.m2.id)).json().code).toBe('WORKER_NOT_FOUND')
    expect((await move(teams.m1, customer.id, teams.w1.id)).json()).toEqual({
      error: 'The customer already has that account manager.',
      code: 'ASSIGNMENT_UNCHANGED',
      requestId: expect.any(String),
    })
    expect((await move(teams.w1, customer.id, w4.id)).statusCode).toBe(403)
    expect((await move(teams.c1, customer.id, w4.id)).statusCode).toBe(403)
    expect(await workerOf(customer.id)).toBe(teams.w1.id)

    const acrossTeams = await move(teams.admin, customer.id, teams.w2.id)
    expect(acrossTeams.statusCode).toBe(200)
    expect(await workerOf(customer.id)).toBe(teams.w2.id)
    // An admin may also give an unclaimed customer a worker.
    expect((await move(teams.admin, teams.c3.id, teams.w2.id)).statusCode).toBe(200)
    await t.app.services.customers.setAssignedWorker(t.database.db, teams.c3.id, null)
  })

  it('refuses bad input with 4xx and leaves the customer where they were', async () => {
    const customer = await customerOf(teams.w1)
    for (const body of [{}, { workerId: 42 }, { workerId: 'x\u0000y' }, { workerId: w4.id, extra: true }]) {
      const res = await staffCall(t, teams.m1, 'PUT', `/api/customers/${customer.id}/worker`, body)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
    }
    expect(await workerOf(customer.id)).toBe(teams.w1.id)
  })

  it('hands every customer of a leaving worker on, with a result for each, even when one of them fails', async () => {
    const leaving = await createUser(t, { role: 'WORKER', fullName: 'Lea Leaving' })
    await t.database.db.insert(staff).values({ workerId: leaving.id, managerId: teams.m1.id })
    const customers = [await customerOf(leaving), await customerOf(leaving), await customerOf(leaving)]
    // One customer's profile refuses the change (a database failure), as a concurrent change or an outage might.
    const { db } = t.database
    await db.execute(
      sql.raw(`create function refuse_move_for_test() returns trigger language plpgsql as $$
        begin if new.user_id = '${customers[1]!.id}' then raise exception 'refused for the test'; end if; return new; end $$`),
    )
    await db.execute(sql.raw('create trigger refuse_move_for_test before update on user_profiles for each row execute function refuse_move_for_test()'))
    try {
      const res = await staffCall(t, teams.m1, 'POST', `/api/workers/${leaving.id}/reassign-customers`, { toWorkerId: w4.id })
      expect(res.statusCode, res.body).toBe(200)
      const { results, message } = res.json()
      expect(message).toBe('2 moved, 1 could not be moved: see each row.')
      expect(results).toEqual(
        customers.map((c, i) =>
          i === 1
            ? { customerId: c.id, email: c.email, moved: false, error: 'An unexpected error occurred. Please try again later.', code: 'INTERNAL' }
            : { customerId: c.id, email: c.email, moved: true, error: null, code: null },
        ),
      )
    } finally {
      await db.execute(sql.raw('drop trigger refuse_move_for_test on user_profiles'))
      await db.execute(sql.raw('drop function refuse_move_for_test()'))
    }
    expect(await Promise.all(customers.map((c) => workerOf(c.id)))).toEqual([w4.id, leaving.id, w4.id])
    // The failed one left nothing half-written: no audit row, its ticket still with the leaving worker.
    expect((await auditRowsOf(t, customers[1]!.id)).filter((r) => r.action === 'customer.reassign')).toEqual([])
    expect((await ticketWorkers(customers[1]!.id))['Open question']).toBe(leaving.id)

    // The manager may only hand on their own team's workers, to their own team's workers.
    expect((await staffCall(t, teams.m2, 'POST', `/api/workers/${leaving.id}/reassign-customers`, { toWorkerId: teams.w2.id })).json().code).toBe(
      'WORKER_NOT_FOUND',
    )
    expect((await staffCall(t, teams.m1, 'POST', `/api/workers/${leaving.id}/reassign-customers`, { toWorkerId: teams.w2.id })).json().code).toBe(
      'WORKER_NOT_FOUND',
    )
    expect((await staffCall(t, teams.w1, 'POST', `/api/workers/${leaving.id}/reassign-customers`, { toWorkerId: w4.id })).statusCode).toBe(403)
  })

  it('lists the workers a manager (the team’s) or an admin (all) may assign to', async () => {
    const ids = async (who: TestUser) => ((await staffCall(t, who, 'GET', '/api/assignable-workers')).json().workers as Array<{ id: string }>).map((w) => w.id)
    expect(await ids(teams.m1)).toEqual(expect.arrayContaining([teams.w1.id, w4.id]))
    expect(await ids(teams.m1)).not.toContain(teams.w2.id)
    expect(await ids(teams.admin)).toEqual(expect.arrayContaining([teams.w1.id, teams.w2.id, w4.id]))
    expect((await staffCall(t, teams.w1, 'GET', '/api/assignable-workers')).statusCode).toBe(403)
  })
})
