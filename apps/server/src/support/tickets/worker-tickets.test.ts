import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog } from '../../db/schema.ts'

describe('the worker’s support tickets', () => {
  let t: TestApp
  let teams: Teams
  const ids: string[] = []
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    // Seven tickets of c1 (assigned to w1 at creation), newest last.
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: teams.c1.headers(),
        payload: { subject: `Question ${i}`, message: `Details ${i}`, urgency: 'high' },
      })
      ids.push(res.json().id)
    }
  })
  afterAll(() => t.close())

  it('lists the worker’s tickets 5 a page with the customers’ emails and the count of each status', async () => {
    const page = (await staffCall(t, teams.w1, 'GET', '/api/worker/tickets?status=all&page=1')).json()
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 5, counts: { all: 7, open: 7, in_progress: 0, resolved: 0 } })
    expect(page.tickets.map((x: { subject: string }) => x.subject)).toEqual(['Question 6', 'Question 5', 'Question 4', 'Question 3', 'Question 2'])
    expect(page.userEmails).toEqual({ [teams.c1.id]: teams.c1.email })
    expect((await staffCall(t, teams.w1, 'GET', '/api/worker/tickets?page=2')).json().tickets).toHaveLength(2)
    expect((await staffCall(t, teams.w2, 'GET', '/api/worker/tickets')).json()).toMatchObject({ total: 0, tickets: [] })
    expect((await staffCall(t, teams.w1, 'GET', '/api/worker/tickets?status=closed')).statusCode).toBe(400)
  })

  it('a reply is labelled as support, moves an open ticket to in progress and lets the customer answer', async () => {
    const id = ids[0]!
    const reply = await staffCall(t, teams.w1, 'POST', `/api/worker/tickets/${id}/responses`, { message: 'We are looking into it.' })
    expect(reply.statusCode).toBe(201)
    expect(reply.json()).toMatchObject({ is_from_worker: true, message: 'We are looking into it.', user_id: teams.w1.id })
    const detail = (await staffCall(t, teams.w1, 'GET', `/api/worker/tickets/${id}`)).json()
    expect(detail).toMatchObject({ ticket: { status: 'in_progress' }, userEmail: teams.c1.email })
    const customerView = (await t.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers: teams.c1.headers() })).json()
    expect(customerView).toMatchObject({ canReply: true, responses: [expect.objectContaining({ is_from_worker: true })] })
    const answer = await t.app.inject({ method: 'POST', url: `/api/tickets/${id}/responses`, headers: teams.c1.headers(), payload: { message: 'Thank you!' } })
    expect(answer.statusCode).toBe(201)
    expect((await notificationsOf(t, teams.c1.id)).map((n) => n.message)).toContain('Support replied to your ticket "Question 0".')
    const empty = await staffCall(t, teams.w1, 'POST', `/api/worker/tickets/${id}/responses`, { message: '   ' })
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'Please enter a message.'])
  })

  it('sets any of the three statuses on its own tickets only, audited and told', async () => {
    const id = ids[1]!
    const res = await staffCall(t, teams.w1, 'POST', `/api/worker/tickets/${id}/status`, { status: 'resolved' })
    expect(res.json()).toMatchObject({ success: true, ticket: { id, status: 'resolved' } })
    expect((await staffCall(t, teams.w1, 'GET', '/api/worker/tickets?status=resolved')).json()).toMatchObject({ total: 1, counts: { resolved: 1 } })
    expect((await staffCall(t, teams.w1, 'POST', `/api/worker/tickets/${id}/status`, { status: 'done' })).statusCode).toBe(400)
    // Another team's worker or manager does not find it (its own manager and admins do: team-tickets.test.ts).
    for (const who of [teams.w2, teams.m2]) {
      const other = await staffCall(t, who, 'POST', `/api/worker/tickets/${id}/status`, { status: 'open' })
      expect(other.statusCode, who.email).toBe(404)
    }
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, teams.c1.id))
    expect(rows.filter((r) => r.action === 'ticket.status')).toEqual([
      expect.objectContaining({ before: { ticketId: id, status: 'open' }, after: { ticketId: id, status: 'resolved' } }),
    ])
    expect((await notificationsOf(t, teams.c1.id)).map((n) => n.message)).toContain('Your ticket "Question 1" is now resolved.')
  })

  it('a reply to a resolved ticket re-opens it (in progress), audited, and the customer may answer again', async () => {
    const id = ids[2]!
    await staffCall(t, teams.w1, 'POST', `/api/worker/tickets/${id}/status`, { status: 'resolved' })
    const reply = await staffCall(t, teams.w1, 'POST', `/api/worker/tickets/${id}/responses`, { message: 'One more thing.' })
    expect(reply.statusCode).toBe(201)
    expect((await staffCall(t, teams.w1, 'GET', `/api/worker/tickets/${id}`)).json().ticket.status).toBe('in_progress')
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ticket.reply'))
    expect(rows.at(-1)).toMatchObject({ before: { ticketId: id, status: 'resolved' }, after: { ticketId: id, status: 'in_progress' } })
    const customerView = (await t.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers: teams.c1.headers() })).json()
    expect(customerView).toMatchObject({ ticket: { status: 'in_progress' }, canReply: true })
  })
})
