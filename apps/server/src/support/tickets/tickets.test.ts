import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportTickets, ticketResponses, userProfiles } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'

describe('support tickets', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let worker: TestUser

  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
    alice = await createUser(t)
    bob = await createUser(t)
    worker = await createUser(t, { role: 'WORKER', fullName: 'Support Worker' })
  })
  afterAll(() => t.close())

  const create = (user: TestUser | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/tickets', headers: user ? user.headers() : { origin: 'http://localhost:3000' }, payload: payload as object })

  /** A support answer, as the worker screens will write it. */
  async function supportReplies(ticketId: string, message = 'We are on it.') {
    await t.database.db.insert(ticketResponses).values({ ticketId, userId: worker.id, message, isFromWorker: true })
  }

  it('creates a ticket with medium urgency by default and answers 201 with it', async () => {
    const res = await create(alice, { subject: '  Cannot withdraw  ', message: 'My withdrawal is stuck.' })
    expect(res.statusCode).toBe(201)
    const ticket = res.json()
    expect(ticket).toMatchObject({
      user_id: alice.id,
      subject: 'Cannot withdraw',
      message: 'My withdrawal is stuck.',
      urgency: 'medium',
      status: 'open',
    })
    // The customer's answer names no staff member, assigned or not (docs/decisions/128).
    expect(ticket).not.toHaveProperty('assigned_worker_id')
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id))
    expect(row?.userId).toBe(alice.id)
    expect(row?.assignedWorkerId).toBeNull()
  })

  it("assigns a new ticket to the customer's assigned worker", async () => {
    await t.database.db.update(userProfiles).set({ assignedWorkerId: worker.id }).where(eq(userProfiles.userId, bob.id))
    const res = await create(bob, { subject: 'Help', message: 'Question', urgency: 'high' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ urgency: 'high' })
    expect(res.json()).not.toHaveProperty('assigned_worker_id')
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, res.json().id))
    expect(row?.assignedWorkerId).toBe(worker.id)
  })

  it('refuses missing or blank fields with the spec messages and writes nothing', async () => {
    const before = await t.database.db.$count(supportTickets)
    expect((await create(alice, { message: 'x' })).json().error).toBe('Please enter a subject for your ticket')
    expect((await create(alice, { subject: '   ', message: 'x' })).json().error).toBe('Please enter a subject for your ticket')
    expect((await create(alice, { subject: 'Hi' })).json().error).toBe('Please provide a message describing your issue')
    expect((await create(alice, { subject: 'Hi', message: ' \n ' })).json().error).toBe('Please provide a message describing your issue')
    const badUrgency = await create(alice, { subject: 'Hi', message: 'x', urgency: 'critical' })
    expect(badUrgency.statusCode).toBe(400)
    expect(badUrgency.json().error).toBe('Please choose an urgency: low, medium or high.')
    expect(await t.database.db.$count(supportTickets)).toBe(before)
  })

  it('refuses wrong JSON types, malformed JSON and overlong fields with a 4xx', async () => {
    const before = await t.database.db.$count(supportTickets)
    const wrongTypes = await create(alice, { subject: 42, message: ['a'] })
    expect(wrongTypes.statusCode).toBe(400)
    expect(wrongTypes.json().error).toBe('Please enter a subject for your ticket')
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: alice.headers({ 'content-type': 'application/json' }),
      payload: '{"subject": "x",',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().code).toBe('INVALID_JSON')
    const longSubject = await create(alice, { subject: 's'.repeat(201), message: 'x' })
    expect(longSubject.json()).toEqual({ error: 'The subject can be at most 200 characters.', code: 'VALIDATION_FAILED', requestId: expect.any(String) })
    const longMessage = await create(alice, { subject: 'Long', message: 'm'.repeat(10_001) })
    expect(longMessage.json()).toEqual({ error: 'The message can be at most 10000 characters.', code: 'VALIDATION_FAILED', requestId: expect.any(String) })
    expect(await t.database.db.$count(supportTickets)).toBe(before)
  })

  it('needs a session, with the spec message', async () => {
    const res = await create(null, { subject: 'Hi', message: 'x' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'You must be logged in to create a ticket', code: 'TICKET_LOGIN_REQUIRED', requestId: expect.any(String) })
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets' })).statusCode).toBe(401)
  })

  it('stores HTML and script as plain text and returns it unchanged as JSON text', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const res = await create(alice, { subject: hostile, message: `${hostile}\n& more` })
    expect(res.statusCode).toBe(201)
    const id = res.json().id
    const detail = await t.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers: alice.headers() })
    expect(detail.headers['content-type']).toMatch(/^application\/json/)
    expect(detail.json().ticket.subject).toBe(hostile)
    expect(detail.json().ticket.message).toBe(`${hostile}\n& more`)
  })

  it("lists only the customer's own tickets, newest first, 5 a page, with the total", async () => {
    const carol = await createUser(t)
    for (let i = 1; i <= 7; i++) {
      expect((await create(carol, { subject: `Ticket ${i}`, message: 'x' })).statusCode).toBe(201)
    }
    const page1 = (await t.app.inject({ method: 'GET', url: '/api/tickets', headers: carol.headers() })).json()
    expect(page1.total).toBe(7)
    expect(page1.pageSize).toBe(5)
    expect(page1.tickets.map((x: { subject: string }) => x.subject)).toEqual(['Ticket 7', 'Ticket 6', 'Ticket 5', 'Ticket 4', 'Ticket 3'])
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/tickets?page=2', headers: carol.headers() })).json()
    expect(page2.tickets.map((x: { subject: string }) => x.subject)).toEqual(['Ticket 2', 'Ticket 1'])
    expect(page2.tickets.every((x: { user_id: string }) => x.user_id === carol.id)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets?page=0', headers: carol.headers() })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets?page=abc', headers: carol.headers() })).statusCode).toBe(400)
    for (const page of ['0x2', '2e0', '%202', '2.0']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/tickets?page=${page}`, headers: carol.headers() })).json(), page).toEqual({
        error: 'Invalid page.',
        code: 'VALIDATION_FAILED',
        requestId: expect.any(String),
      })
    }
  })

  it("answers 404 for another customer's ticket, to read it or to reply", async () => {
    const id = (await create(alice, { subject: 'Private', message: 'x' })).json().id
    await supportReplies(id)
    const read = await t.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers: bob.headers() })
    expect(read.statusCode).toBe(404)
    expect(read.json()).toEqual({ error: 'Ticket not found.', code: 'TICKET_NOT_FOUND', requestId: expect.any(String) })
    const reply = await t.app.inject({ method: 'POST', url: `/api/tickets/${id}/responses`, headers: bob.headers(), payload: { message: 'hi' } })
    expect(reply.statusCode).toBe(404)
    expect(await t.database.db.$count(ticketResponses, eq(ticketResponses.userId, bob.id))).toBe(0)
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets/not-a-uuid', headers: alice.headers() })).statusCode).toBe(400)
  })

  it('lets the customer reply only when the last response is from support', async () => {
    const id = (await create(alice, { subject: 'Conversation', message: 'First' })).json().id
    const reply = (message: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/tickets/${id}/responses`, headers: alice.headers(), payload: { message } as object })

    const early = await reply('Anyone?')
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ error: 'Waiting for support to respond...', code: 'TICKET_AWAITING_SUPPORT', requestId: expect.any(String) })
    let detail = (await t.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers: alice.headers() })).json()
    expect(detail.canReply).toBe(false)

    await supportReplies(id, 'How can we help?')
    expect((await reply('   ')).json().error).toBe('Please enter a message.')
    expect((await reply(12)).statusCode).toBe(400)
    expect((await reply('x'.repeat(10_001))).statusCode).toBe(400)
    const ok = await reply('  Thanks, here are the details.  ')
    expect(ok.statusCode).toBe(201)
    expect(ok.json()).toMatchObject({ ticket_id: id, message: 'Thanks, here are the details.', is_from_worker: false })
    expect(ok.json()).not.toHaveProperty('user_id')
    const [stored] = await t.database.db.select().from(ticketResponses).where(eq(ticketResponses.id, ok.json().id))
    expect(stored?.userId).toBe(alice.id)

    const again = await reply('One more thing')
    expect(again.statusCode).toBe(409)

    detail = (await t.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers: alice.headers() })).json()
    expect(detail.responses.map((r: { message: string }) => r.message)).toEqual(['How can we help?', 'Thanks, here are the details.'])
    expect(detail.responses.map((r: { is_from_worker: boolean }) => r.is_from_worker)).toEqual([true, false])
    expect(detail.canReply).toBe(false)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('support tickets under concurrent replies', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
  })
  afterAll(() => t.close())

  it('accepts exactly one of several simultaneous customer replies to one support answer', async () => {
    const customer = await createUser(t)
    const worker = await createUser(t, { role: 'WORKER' })
    const created = await t.app.inject({ method: 'POST', url: '/api/tickets', headers: customer.headers(), payload: { subject: 'Race', message: 'x' } })
    const id = created.json().id
    await t.database.db.insert(ticketResponses).values({ ticketId: id, userId: worker.id, message: 'Answer', isFromWorker: true })
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({ method: 'POST', url: `/api/tickets/${id}/responses`, headers: customer.headers(), payload: { message: `reply ${i}` } }),
      ),
    )
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409])
    expect(await t.database.db.$count(ticketResponses, eq(ticketResponses.userId, customer.id))).toBe(1)
  })
})
