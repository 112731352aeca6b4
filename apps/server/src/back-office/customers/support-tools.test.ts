import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { customerNotes, sessions, users } from '../../db/schema.ts'

const ACCESS_DENIED = { error: 'Access Denied: You do not have permission to view this profile.', code: 'PROFILE_ACCESS_DENIED', requestId: expect.any(String) }
const ROLE_DENIED = { error: 'Access Denied: Your role cannot view user profiles.', code: 'PROFILE_ROLE_DENIED', requestId: expect.any(String) }

/** The support tools of the staff profile (docs/decisions/073): each scoped, audited in its transaction, the customer told. */
describe('support tools on the staff profile', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  const customerGet = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers() })

  /** Outside the caller's scope: another team's worker and manager, and a customer, as the other profile routes answer. */
  async function expectScoped(method: 'GET' | 'POST', path: (customerId: string) => string, payload?: unknown) {
    for (const [who, customerId] of [
      [teams.w2, teams.c1.id],
      [teams.m2, teams.c1.id],
      [teams.w1, teams.c3.id],
      [teams.w1, teams.m1.id],
    ] as const) {
      const res = await staffCall(t, who, method, path(customerId), payload)
      expect([res.statusCode, res.json()], `${who.email} → ${path(customerId)}`).toEqual([403, ACCESS_DENIED])
    }
    const customer = await staffCall(t, teams.c2, method, path(teams.c1.id), payload)
    expect([customer.statusCode, customer.json()]).toEqual([403, ROLE_DENIED])
  }

  describe('internal notes', () => {
    const notesOf = (customerId: string) => `/api/customers/${customerId}/internal-notes`

    it('are added by staff in scope, listed newest first with their author, and audited without telling the customer', async () => {
      const first = await staffCall(t, teams.w1, 'POST', notesOf(teams.c1.id), { body: '  Called about a late deposit.  ' })
      expect([first.statusCode, first.json()]).toEqual([201, { success: true, message: 'Internal note added.' }])
      await staffCall(t, teams.m1, 'POST', notesOf(teams.c1.id), { body: 'Line one\nLine two' })
      for (const who of [teams.w1, teams.m1, teams.admin]) {
        const list = await staffCall(t, who, 'GET', notesOf(teams.c1.id))
        expect(list.statusCode).toBe(200)
        expect(list.json().notes).toEqual([
          { id: expect.any(String), body: 'Line one\nLine two', author: 'Mia Manager', created_at: expect.any(String) },
          { id: expect.any(String), body: 'Called about a late deposit.', author: 'Will Worker', created_at: expect.any(String) },
        ])
      }
      const rows = (await auditRowsOf(t, teams.c1.id)).filter((r) => r.action === 'customer.internal_note.add')
      expect(rows).toHaveLength(2)
      expect(rows[0]).toMatchObject({ actorId: teams.w1.id, before: null, after: expect.objectContaining({ body: 'Called about a late deposit.' }) })
      expect(await notificationsOf(t, teams.c1.id)).toEqual([])
    })

    it('never reach the customer: not in account activity, profile, notifications or any other answer', async () => {
      await staffCall(t, teams.w1, 'POST', notesOf(teams.c1.id), { body: 'SECRET-INTERNAL-7731' })
      for (const url of ['/api/account/activity', '/api/profile', '/api/notifications', '/api/wallets', '/api/transactions', '/api/tickets']) {
        const res = await customerGet(teams.c1, url)
        expect(res.statusCode, url).toBe(200)
        expect(res.body, url).not.toContain('SECRET-INTERNAL-7731')
        expect(res.body, url).not.toContain('Internal note')
      }
      const own = await staffCall(t, teams.c1, 'GET', notesOf(teams.c1.id))
      expect([own.statusCode, own.json()]).toEqual([403, ROLE_DENIED])
    })

    it('are refused outside the caller’s scope, writing nothing', async () => {
      const before = (await t.database.db.select().from(customerNotes)).length
      await expectScoped('POST', notesOf, { body: 'Out of scope' })
      await expectScoped('GET', notesOf)
      expect(await t.database.db.select().from(customerNotes)).toHaveLength(before)
    })

    it('refuses bad input with a 400 and its message, never a 500', async () => {
      for (const [payload, message] of [
        [{}, 'Please enter a note.'],
        [{ body: '' }, 'Please enter a note.'],
        [{ body: '    ' }, 'Please enter a note.'],
        [{ body: 42 }, 'Please enter a note.'],
        [{ body: 'x'.repeat(2001) }, 'The note can be at most 2,000 characters long.'],
        [{ body: 'bad\u0000byte' }, expect.any(String)],
      ] as const) {
        const res = await staffCall(t, teams.w1, 'POST', notesOf(teams.c1.id), payload)
        expect([res.statusCode, res.json().error], JSON.stringify(payload).slice(0, 40)).toEqual([400, message])
      }
      expect((await staffCall(t, teams.w1, 'POST', notesOf(teams.c1.id), { body: 'x'.repeat(2000) })).statusCode).toBe(201)
      expect((await staffCall(t, teams.w1, 'GET', notesOf('bad id!'))).statusCode).toBe(400)
    })

    it('are written with their audit row or not at all', async () => {
      const before = (await t.database.db.select().from(customerNotes)).length
      const spy = vi.spyOn(t.app.services.audit, 'record').mockRejectedValueOnce(new Error('audit down'))
      try {
        expect((await staffCall(t, teams.w1, 'POST', notesOf(teams.c1.id), { body: 'Lost with its row' })).statusCode).toBe(500)
      } finally {
        spy.mockRestore()
      }
      expect(await t.database.db.select().from(customerNotes)).toHaveLength(before)
    })
  })

  describe('ending the customer’s sessions', () => {
    it('signs the customer out everywhere without a ban, closes their event streams, tells them and is audited', async () => {
      const customer = await createUser(t)
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
      const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id))
      const changed = vi.fn()
      const stop = await t.app.services.events.subscribeSession({ sessionId: session!.id, userId: customer.id }, changed)
      try {
        const res = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/sessions/end`)
        expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: 'The user has been signed out on every device.' }])
        await vi.waitFor(() => expect(changed).toHaveBeenCalled())
      } finally {
        await stop()
      }
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([])
      expect((await customerGet(customer, '/api/profile')).statusCode).toBe(401)
      const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.id))
      expect(user!.banned).toBeFalsy()
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toEqual(['Support signed you out on every device. Sign in again to continue.'])
      expect((await auditRowsOf(t, customer.id)).map((r) => [r.action, r.after])).toEqual([['customer.sessions.end', { sessionsEnded: 1 }]])
    })

    it('is refused outside the caller’s scope, ending nothing', async () => {
      await expectScoped('POST', (id) => `/api/customers/${id}/sessions/end`)
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, teams.c1.id))).not.toEqual([])
    })
  })

  describe('resending the email confirmation', () => {
    it('mails the sign-up confirmation again to an unconfirmed address, audited; a confirmed one is a 409', async () => {
      const customer = await createUser(t)
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
      await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, customer.id))
      const res = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/email-confirmation`)
      expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: 'A new confirmation email has been sent.' }])
      const mail = await t.smtp.waitFor(customer.email, /Welcome/)
      expect(mail.text).toMatch(/verify-email\?token=/)
      expect((await auditRowsOf(t, customer.id)).map((r) => r.action)).toEqual(['customer.email_confirmation.resend'])

      const confirmed = await staffCall(t, teams.w1, 'POST', `/api/customers/${teams.c1.id}/email-confirmation`)
      expect([confirmed.statusCode, confirmed.json()]).toEqual([
        409,
        { error: 'This customer has already confirmed their email address.', code: 'EMAIL_ALREADY_CONFIRMED', requestId: expect.any(String) },
      ])
      expect((await auditRowsOf(t, teams.c1.id)).filter((r) => r.action === 'customer.email_confirmation.resend')).toEqual([])
      await expectScoped('POST', (id) => `/api/customers/${id}/email-confirmation`)
    })
  })

  describe('the Activity tab', () => {
    it('pages the audit rows about the customer newest first, in the admin log’s shape, for staff in scope', async () => {
      const customer = await createUser(t)
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
      for (let i = 0; i < 27; i++) await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/internal-notes`, { body: `Note ${i}` })
      await staffCall(t, teams.w1, 'PUT', `/api/customers/${customer.id}/note`, { note: 'Hello' })
      const first = await staffCall(t, teams.m1, 'GET', `/api/customers/${customer.id}/activity`)
      expect(first.statusCode).toBe(200)
      const page = first.json()
      expect(page).toMatchObject({ total: 28, page: 1, pageSize: 25 })
      expect(page.rows).toHaveLength(25)
      expect(page.rows[0]).toMatchObject({
        action: 'customer.note.set',
        label: 'Dashboard note changed',
        actorEmail: teams.w1.email,
        targetUserId: customer.id,
      })
      expect(page.rows[1]).toMatchObject({ action: 'customer.internal_note.add', label: 'Internal note added' })
      const second = (await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}/activity?page=2`)).json()
      expect(second.rows.map((r: { id: number }) => r.id)).toEqual([...second.rows.map((r: { id: number }) => r.id)].sort((a, b) => b - a))
      expect(second.rows).toHaveLength(3)
      expect(Math.min(...page.rows.map((r: { id: number }) => r.id))).toBeGreaterThan(second.rows[0].id)
      for (const bad of ['?page=0', '?page=abc', '?page=99999999999']) {
        expect((await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}/activity${bad}`)).statusCode, bad).toBe(400)
      }
      await expectScoped('GET', (id) => `/api/customers/${id}/activity`)
    })
  })

  describe('the statement for staff', () => {
    it('is the file the customer downloads, its download audited as a read', async () => {
      await fund(t, teams.c1.id, 'USDT', '12.5')
      const own = await customerGet(teams.c1, '/api/transactions/statement.csv')
      const res = await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c1.id}/statement.csv`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/csv')
      expect(res.headers['content-disposition']).toBe('attachment; filename="statement.csv"')
      expect(res.body).toBe(own.body)
      expect(res.body).toContain(',USDT,')
      expect((await auditRowsOf(t, teams.c1.id)).filter((r) => r.action === 'customer.statement.download')).toEqual([
        expect.objectContaining({ actorId: teams.w1.id }),
      ])
      await expectScoped('GET', (id) => `/api/customers/${id}/statement.csv`)
    })
  })
})
