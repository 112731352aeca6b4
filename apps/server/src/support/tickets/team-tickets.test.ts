import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import type { TestUser } from '../../../test/factories.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'

/** Tickets for the whole team (docs/decisions/075-customer-assignment.md): managers answer the team's, admins all. */
describe('tickets for the whole team', () => {
  let t: TestApp
  let teams: Teams
  const ticketOf: Record<string, string> = {}
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    for (const [name, customer] of [
      ['c1', teams.c1],
      ['c2', teams.c2],
      ['c3', teams.c3],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: customer.headers(),
        payload: { subject: `Help ${name}`, message: 'Hello' },
      })
      expect(res.statusCode).toBe(201)
      ticketOf[name] = res.json().id
    }
  })
  afterAll(() => t.close())

  const listed = async (who: TestUser) =>
    ((await staffCall(t, who, 'GET', '/api/worker/tickets')).json().tickets as Array<{ id: string }>).map((x) => x.id).sort()
  const ids = (...names: string[]) => names.map((n) => ticketOf[n]!).sort()

  it('lists a worker’s own tickets, a manager’s team’s, and every ticket to an admin', async () => {
    expect(await listed(teams.w1)).toEqual(ids('c1'))
    expect(await listed(teams.w2)).toEqual(ids('c2'))
    expect(await listed(teams.m1)).toEqual(ids('c1'))
    expect(await listed(teams.m2)).toEqual(ids('c2'))
    expect(await listed(teams.admin)).toEqual(expect.arrayContaining(ids('c1', 'c2', 'c3')))
    expect((await staffCall(t, teams.c1, 'GET', '/api/worker/tickets')).statusCode).toBe(403)
  })

  it('lets a manager answer the team’s tickets (audited, the customer told) and not another team’s', async () => {
    const reply = await staffCall(t, teams.m1, 'POST', `/api/worker/tickets/${ticketOf.c1}/responses`, { message: 'Your manager here.' })
    expect(reply.statusCode, reply.body).toBe(201)
    expect((await auditRowsOf(t, teams.c1.id)).some((r) => r.action === 'ticket.reply' && r.actorId === teams.m1.id)).toBe(true)
    expect((await notificationsOf(t, teams.c1.id)).length).toBeGreaterThan(0)

    for (const call of [
      staffCall(t, teams.m2, 'GET', `/api/worker/tickets/${ticketOf.c1}`),
      staffCall(t, teams.m2, 'POST', `/api/worker/tickets/${ticketOf.c1}/responses`, { message: 'Not mine.' }),
      staffCall(t, teams.m2, 'POST', `/api/worker/tickets/${ticketOf.c1}/status`, { status: 'resolved' }),
      staffCall(t, teams.w2, 'GET', `/api/worker/tickets/${ticketOf.c1}`),
    ]) {
      expect((await call).json()).toEqual({ error: 'Ticket not found.', code: 'TICKET_NOT_FOUND', requestId: expect.any(String) })
    }
    // An admin answers anyone's, an unclaimed customer's too.
    expect((await staffCall(t, teams.admin, 'POST', `/api/worker/tickets/${ticketOf.c3}/responses`, { message: 'An admin here.' })).statusCode).toBe(201)
    expect((await staffCall(t, teams.admin, 'POST', `/api/worker/tickets/${ticketOf.c2}/status`, { status: 'in_progress' })).statusCode).toBe(200)
  })

  it('lists a customer’s tickets on the staff profile, for the staff who may see the customer', async () => {
    for (const who of [teams.w1, teams.m1, teams.admin]) {
      const res = await staffCall(t, who, 'GET', `/api/customers/${teams.c1.id}/tickets`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ total: 1, tickets: [{ id: ticketOf.c1, subject: 'Help c1' }], userEmails: { [teams.c1.id]: teams.c1.email } })
    }
    expect((await staffCall(t, teams.m2, 'GET', `/api/customers/${teams.c1.id}/tickets`)).json().code).toBe('PROFILE_ACCESS_DENIED')
    expect((await staffCall(t, teams.c1, 'GET', `/api/customers/${teams.c1.id}/tickets`)).json().code).toBe('PROFILE_ROLE_DENIED')
    expect((await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c1.id}/tickets?status=nonsense`)).statusCode).toBe(400)
  })
})
