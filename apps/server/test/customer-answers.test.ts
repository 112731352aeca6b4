import { ne } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { users } from '../src/db/schema.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { cookiesOf, enrolThroughRoutes, signInWithMailedCode } from './auth-support.ts'
import { fund, ORIGIN, USER_PASSWORD, type TestUser } from './factories.ts'
import { setPrices, TEST_PRICES } from './market-fixtures.ts'
import { kycSubmission, multipart, PNG } from './multipart.ts'
import { createTeams, staffCall, type Teams } from './staff-fixtures.ts'
import { openApiPath, type OpenApiDocument } from './openapi-answers.ts'

/**
 * Staff text stays staff text (docs/decisions/128): every answer a customer can read, walked from the route table,
 * after staff did everything they do on the account (tickets answered, credits approved and rejected with a reason,
 * a second-factor reset asked for, approved and rejected with a note, a ban with a reason, internal notes, a KYC
 * decision…). No answer may hold a staff member's user id or email, nor a text staff wrote for staff only. A new
 * customer GET route is walked without a change here; one that needs a path parameter or a query must be given one in
 * SEEDED_URLS, or the test fails.
 */

/** Texts staff write for staff only: the audit log and staff screens keep them; no customer answer may. */
const STAFF_ONLY = {
  creditApproval: 'Staff-only: approved after the bank statement check 7731',
  creditRejection: 'Staff-only: no matching bank transfer 7732',
  factorResetRequest: 'Staff-only: lost phone, identity checked on a call 7733',
  factorResetApproval: 'Staff-only: approved after a call back 7734',
  factorResetRejection: 'Staff-only: caller could not prove who they are 7735',
  ban: 'Staff-only: chargeback under investigation 7736',
  internalNote: 'Staff-only: the customer sounded unsure on the phone 7737',
}

/** Texts whose form says the customer sees them: they must reach the customer (the walk is not blind). */
const FOR_THE_CUSTOMER = {
  kycRejection: 'Your proof of residence is older than three months.',
  debit: 'Duplicate deposit reversed.',
  sendDisabled: 'Sending is paused while we check your account.',
}

/** Customer routes whose address needs a parameter or a query the route table cannot give: seeded below. */
type Seeded = Record<string, (s: SeededIds) => string>
interface SeededIds {
  ticketId: string
  transactionId: string
  buyingLinkId: string
}
const SEEDED_URLS: Seeded = {
  'GET /api/tickets/:id': (s) => `/api/tickets/${s.ticketId}`,
  'GET /api/transactions/:id': (s) => `/api/transactions/${s.transactionId}`,
  'GET /api/buying-links/:id/logo': (s) => `/api/buying-links/${s.buyingLinkId}/logo`,
  'GET /api/prices/history': () => '/api/prices/history?asset=BTC&hours=24',
  'GET /api/swaps/quote': () => '/api/swaps/quote?fromTokenId=BTC&toTokenId=ETH&fromAmount=0.01',
}

/** Public routes that answer about the signed-in caller: walked with the customer's session too. */
const PUBLIC_ABOUT_THE_CALLER = ['GET /api/session']

describe('customer answers hold no staff id and no staff-only text', () => {
  let t: TestApp
  let teams: Teams
  let customer: TestUser
  let seeded: SeededIds
  /** Every answer the customer received while the account was set up (their own writes), by request. */
  const writeAnswers: Array<{ request: string; body: string }> = []

  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
    customer = teams.c1
    seeded = await seedAccount()
  }, 120_000)
  afterAll(() => t.close())

  /** The customer's own call; its answer is scanned with the rest. */
  async function asCustomer(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...customer.headers(), ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    })
    writeAnswers.push({ request: `${method} ${url}`, body: res.body })
    return res
  }

  const ok = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`)
    return res
  }
  const staff = async (who: TestUser, method: 'POST' | 'PUT' | 'PATCH', path: string, payload?: unknown) =>
    ok(await staffCall(t, who, method, `/api/customers/${customer.id}${path}`, payload), `${method} ${path}`)

  /** Everything staff do on a customer's account, with the customer's own side of it. */
  async function seedAccount(): Promise<SeededIds> {
    const { w1, m1, admin } = teams

    // A ban with a reason, lifted; then a second factor, reset by two staff members with their notes.
    await staff(w1, 'POST', '/ban', { duration: '1d', reason: STAFF_ONLY.ban })
    await staff(m1, 'POST', '/unban', {})
    customer = { ...customer, ...(await signedIn()) }
    await enrolThroughRoutes(t, customer.cookie)
    // Rejected first: after an approved reset, its asker may not ask for another within 7 days (docs/decisions/122).
    const refusedReset = await staff(w1, 'POST', '/second-factor/resets', { reason: STAFF_ONLY.factorResetRequest })
    await staff(admin, 'POST', `/second-factor/resets/${refusedReset.json().state.waiting.id}/reject`, { reason: STAFF_ONLY.factorResetRejection })
    const asked = await staff(w1, 'POST', '/second-factor/resets', { reason: STAFF_ONLY.factorResetRequest })
    await staff(m1, 'POST', `/second-factor/resets/${asked.json().state.waiting.id}/approve`, { reason: STAFF_ONLY.factorResetApproval })
    customer = { ...customer, ...(await signedIn(true)) }

    // A debit whose reason the customer is told; credits: one held and approved with a reason, one held and rejected with one.
    await fund(t, customer.id, 'USDT', '100')
    await staff(w1, 'POST', '/debits', { assetId: 'USDT', amount: '5', reason: FOR_THE_CUSTOMER.debit })
    const credit = {
      assetId: 'USDT',
      sentAt: '2026-11-20T10:00:00.000Z',
      amount: '50000',
      status: 'Complete',
      senderAddress: 'Bank transfer',
      note: 'Welcome bonus',
    }
    const held = await staff(w1, 'POST', '/transactions', credit)
    await staff(m1, 'POST', `/approvals/${held.json().approval.id}/approve`, { reason: STAFF_ONLY.creditApproval })
    const refused = await staff(w1, 'POST', '/transactions', credit)
    await staff(admin, 'POST', `/approvals/${refused.json().approval.id}/reject`, { reason: STAFF_ONLY.creditRejection })
    const pending = await staff(w1, 'POST', '/transactions', { ...credit, amount: '10', status: 'Pending' })
    await staff(w1, 'PATCH', `/transactions/${pending.json().transaction.id}`, { status: 'Complete', type: 'deposit', note: 'Checked' })

    // Profile work: an internal note, permissions with a reason the customer sees, a dashboard note, an address, a link.
    await staff(w1, 'POST', '/internal-notes', { body: STAFF_ONLY.internalNote })
    await staff(m1, 'PUT', '/permissions', {
      permissions: { can_send: false, can_swap: true, can_buy: true, can_sell: true, can_stake: true },
      sendDisabledNote: FOR_THE_CUSTOMER.sendDisabled,
    })
    await staff(w1, 'PUT', '/note', { note: 'Welcome to the wallet.' })
    await staff(w1, 'PUT', '/addresses/BTC', { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })
    const link = multipart([
      { name: 'url', value: 'https://buy.example.com' },
      { name: 'name', value: 'Example' },
      { name: 'logo', filename: 'logo.png', content: PNG, type: 'image/png' },
    ])
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/${customer.id}/buying-links`,
        headers: { ...w1.headers(), 'content-type': link.contentType },
        payload: link.payload,
      }),
      'buying link',
    )

    // KYC, rejected with a reason the customer is told.
    const kyc = multipart(kycSubmission())
    ok(await asCustomer('POST', '/api/kyc', kyc.payload, { 'content-type': kyc.contentType }), 'KYC')
    await staff(w1, 'POST', '/kyc/reject', { reason: FOR_THE_CUSTOMER.kycRejection })

    // A ticket answered by the worker (assigned to them), moved on, and answered by the customer.
    const ticket = ok(await asCustomer('POST', '/api/tickets', { subject: 'Deposit', message: 'Where is my deposit?' }), 'ticket')
    const ticketId = ticket.json().id as string
    ok(await staffCall(t, w1, 'POST', `/api/worker/tickets/${ticketId}/responses`, { message: 'We are looking into it.' }), 'staff reply')
    ok(await staffCall(t, w1, 'POST', `/api/worker/tickets/${ticketId}/status`, { status: 'in_progress' }), 'status')
    ok(await asCustomer('POST', `/api/tickets/${ticketId}/responses`, { message: 'Thank you.' }), 'customer reply')

    // A proof-of-reserves snapshot taken by an admin: the customer's proof must not name who took it.
    ok(await staffCall(t, admin, 'POST', '/api/admin/proof-of-reserves/snapshots'), 'snapshot')
    const transactions = ok(await asCustomer('GET', '/api/transactions'), 'transactions').json()
    const links = ok(await asCustomer('GET', '/api/payments/buying-links'), 'buying links').json()
    return { ticketId, transactionId: firstId(transactions), buyingLinkId: firstId(links) }
  }

  /** The customer signs in again after staff ended their sessions: with the password, or with a mailed code. */
  async function signedIn(mailedCode = false): Promise<Pick<TestUser, 'cookie' | 'headers'>> {
    const cookie = mailedCode
      ? await signInWithMailedCode(t, customer.email, USER_PASSWORD)
      : cookiesOf(
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers: { origin: ORIGIN },
            payload: { email: customer.email, password: USER_PASSWORD },
          }),
        )
    return { cookie, headers: (extra = {}) => ({ cookie, origin: ORIGIN, ...extra }) }
  }

  /** What no customer answer may contain: every staff account's id and email, and the staff-only texts. */
  async function forbiddenTexts(): Promise<Map<string, string>> {
    const staffAccounts = await t.database.db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(ne(users.role, 'USER'))
    expect(staffAccounts.map((s) => s.id)).toEqual(expect.arrayContaining([teams.w1.id, teams.m1.id, teams.admin.id]))
    const texts = new Map<string, string>()
    for (const s of staffAccounts) {
      texts.set(s.id, `the id of ${s.role} ${s.email}`)
      texts.set(s.email, `the email of ${s.role} ${s.email}`)
    }
    for (const [key, text] of Object.entries(STAFF_ONLY)) texts.set(text, `staff-only text (${key})`)
    return texts
  }

  /** The customer's GET routes, from the route table: a new one is walked as soon as it is registered. */
  function customerReads(): Array<{ route: string; url: string; stream: boolean }> {
    const described = (t.app as unknown as { swagger(): OpenApiDocument }).swagger()
    const table = t.app.routeTable().filter((r) => r.method === 'GET' && (r.guard === 'customer:self' || PUBLIC_ABOUT_THE_CALLER.includes(`GET ${r.url}`)))
    return table.map((r) => {
      const route = `GET ${r.url}`
      const seed = SEEDED_URLS[route]
      const needsParams = r.url.includes(':') || r.url.includes('*')
      const query = r.schema.querystring as z.ZodType | undefined
      const needsQuery = query !== undefined && !query.safeParse({}).success
      if ((needsParams || needsQuery) && !seed) throw new Error(`${route} needs a parameter or a query: give it one in SEEDED_URLS`)
      const content = described.paths[openApiPath(r.url)]?.get?.responses?.['200']?.content ?? {}
      return { route, url: seed ? seed(seeded) : r.url, stream: 'text/event-stream' in content }
    })
  }

  it('walks every customer route and finds no staff id, staff email or staff-only text', async () => {
    const forbidden = await forbiddenTexts()
    const reads = customerReads()
    expect(reads.length).toBeGreaterThan(20)
    const leaks: string[] = []
    const scan = (request: string, body: string) => {
      for (const [text, what] of forbidden) if (body.includes(text)) leaks.push(`${request} shows ${what}`)
    }
    for (const read of reads) {
      const body = read.stream ? await firstEvent(read.url) : await readAnswer(read)
      scan(read.route, body)
    }
    for (const answer of writeAnswers) scan(answer.request, answer.body)
    expect(leaks).toEqual([])
  })

  it('still shows the customer the texts whose form says the customer sees them', async () => {
    const body = JSON.stringify(
      await Promise.all(['/api/account/activity', '/api/notifications', '/api/profile'].map(async (url) => (await asCustomer('GET', url)).json())),
    )
    for (const text of Object.values(FOR_THE_CUSTOMER)) expect(body).toContain(text)
  })

  it('shows a fixed text for each staff decision in the account activity, never the reason staff typed', async () => {
    const items = (await asCustomer('GET', '/api/account/activity')).json().items as Array<{ label: string; details: string[] }>
    const of = (label: string) => items.filter((i) => i.label === label)
    for (const label of ['Credit approved', 'Second factor reset by support', 'Reset of your second factor rejected', 'Account suspended']) {
      expect(of(label), label).toHaveLength(1)
      expect(of(label)[0]!.details, label).not.toContainEqual(expect.stringContaining('Reason'))
    }
    expect(of('Identity verification rejected')[0]!.details).toContain(`Reason: ${FOR_THE_CUSTOMER.kycRejection}`)
  })

  async function readAnswer(read: { route: string; url: string }): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: read.url, headers: customer.headers() })
    expect(res.statusCode, `${read.route}: ${res.body.slice(0, 200)}`).toBe(200)
    return res.body
  }

  /** A stream is read over a real connection until the first event a change of the customer's causes. */
  async function firstEvent(url: string): Promise<string> {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    try {
      const res = await fetch(address + url, { headers: customer.headers(), signal: controller.signal })
      expect(res.status, url).toBe(200)
      const reader = res.body!.getReader()
      await fund(t, customer.id, 'ETH', '1')
      let text = ''
      const deadline = Date.now() + 5000
      while (!text.includes('event: transaction') && Date.now() < deadline) {
        const { value, done } = await reader.read()
        if (done) break
        text += new TextDecoder().decode(value)
      }
      expect(text, url).toContain('event: transaction')
      return text
    } finally {
      controller.abort()
    }
  }
})

function firstId(answer: unknown): string {
  const found = JSON.stringify(answer).match(/"id":"([0-9a-f-]{36})"/)
  if (!found) throw new Error(`no id in ${JSON.stringify(answer).slice(0, 200)}`)
  return found[1]!
}
