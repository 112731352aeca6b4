import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import type { ApprovalQueuePage, WorkItem, WorkQueue, WorkSummary } from '@wallet/shared/back-office/work'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { addPaymentMethod, fund, setPermissions, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { supportTickets, ticketResponses, transactions, users } from '../../db/schema.ts'

describe('work queues', () => {
  let t: TestApp
  let teams: Teams
  /** The pending rows waiting for staff, by customer. */
  const pending: Record<'c1' | 'c2' | 'c3', string> = { c1: '', c2: '', c3: '' }

  const record = (
    userId: string,
    entry: { asset: 'USDT' | 'BTC'; amount: string; type: 'deposit' | 'withdrawal'; createdBy?: string | null } & Record<string, unknown>,
  ) => t.database.db.transaction((tx) => t.app.services.ledger.record(tx, { status: 'Pending', createdBy: userId, ...entry, userId } as never))

  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
    for (const c of [teams.c1, teams.c2, teams.c3]) await fund(t, c.id, 'USDT', '1000')
    // Waiting, oldest first: c1's withdrawal, c2's deposit request, c3's send.
    pending.c1 = (
      await record(teams.c1.id, { asset: 'USDT', amount: '-10.1', type: 'withdrawal', paymentMethodId: await addPaymentMethod(t, teams.c1.id, 'bank_account') })
    ).id
    pending.c2 = (await record(teams.c2.id, { asset: 'BTC', amount: '0.5', type: 'deposit', paymentMethodId: await addPaymentMethod(t, teams.c2.id) })).id
    pending.c3 = (await record(teams.c3.id, { asset: 'USDT', amount: '-50', type: 'withdrawal', recipientAddress: '0xabc' })).id
    // Not waiting for staff here: hidden, made by staff, a swap leg, already decided.
    await record(teams.c1.id, { asset: 'USDT', amount: '5', type: 'deposit', isHidden: true })
    await record(teams.c1.id, { asset: 'USDT', amount: '5', type: 'deposit', createdBy: teams.w1.id })
    await record(teams.c1.id, { asset: 'USDT', amount: '-5', type: 'withdrawal', requestId: crypto.randomUUID() })
    await fund(t, teams.c1.id, 'BTC', '1', 'Failed')
    // c1's row has waited three hours.
    await t.database.db
      .update(transactions)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(transactions.id, pending.c1))

    for (const [i, c] of [teams.c1, teams.c2, teams.c3].entries()) {
      await setPermissions(t, c.id, { kycStatus: 'pending', kycSubmittedAt: new Date(Date.now() - (3 - i) * 1000), firstName: 'Kay' })
    }

    // Credits waiting for a second person: w1's and the admin's to c1, w2's to c2.
    const credit = (who: TestUser, customer: TestUser) =>
      staffCall(t, who, 'POST', `/api/customers/${customer.id}/transactions`, {
        assetId: 'USDT',
        sentAt: new Date().toISOString(),
        amount: '5000',
        status: 'Complete',
        senderAddress: 'bank',
      })
    for (const [who, customer] of [
      [teams.w1, teams.c1],
      [teams.admin, teams.c1],
      [teams.w2, teams.c2],
    ] as const) {
      expect((await credit(who, customer)).json()).toMatchObject({ approval: { customerId: customer.id } })
    }

    // Second-factor resets waiting for a second person: w1's of c1, w2's of c2 (both sign in with mailed codes).
    await t.database.db
      .update(users)
      .set({ activeMfaMethod: 'email', twoFactorEnabled: true })
      .where(inArray(users.id, [teams.c1.id, teams.c2.id]))
    for (const [who, customer] of [
      [teams.w1, teams.c1],
      [teams.w2, teams.c2],
    ] as const) {
      const res = await staffCall(t, who, 'POST', `/api/customers/${customer.id}/second-factor/resets`, { reason: 'Lost the phone' })
      expect(res.statusCode, res.body).toBe(202)
    }

    // Tickets: c1's and c3's unanswered, c2's answered by support.
    const ticket = async (values: typeof supportTickets.$inferInsert) => (await t.database.db.insert(supportTickets).values(values).returning())[0]!
    await ticket({ userId: teams.c1.id, subject: 'Where is my money', message: 'Hello', assignedWorkerId: teams.w1.id })
    await ticket({ userId: teams.c3.id, subject: 'Nobody answers', message: 'Hello' })
    const answered = await ticket({ userId: teams.c2.id, subject: 'Answered', message: 'Hello', assignedWorkerId: teams.w2.id })
    await t.database.db.insert(ticketResponses).values({ ticketId: answered.id, userId: teams.w2.id, message: 'On it', isFromWorker: true })
  })
  afterAll(() => t.close())

  const queue = (who: TestUser, name: WorkQueue, query = '') => staffCall(t, who, 'GET', `/api/work/${name}${query}`)
  const customersIn = async (who: TestUser, name: WorkQueue, query = '') => {
    const res = await queue(who, name, query)
    expect(res.statusCode, res.body).toBe(200)
    return (res.json().items as WorkItem[]).map((i) => i.customerId)
  }

  it('scopes every queue to the actor as customer access is', async () => {
    const { c1, c2, c3, w1, w2, m1, m2, admin } = teams
    const denied = ['403', 'WORK_QUEUE_DENIED']
    const expected: Record<WorkQueue, Array<[TestUser, string[]]>> = {
      transactions: [
        [w1, [c1.id]],
        [w2, [c2.id]],
        [m1, [c1.id]],
        [m2, [c2.id]],
        [admin, [c1.id, c2.id, c3.id]],
      ],
      kyc: [
        [w1, [c1.id]],
        [w2, [c2.id]],
        [m1, [c1.id]],
        [m2, [c2.id]],
        [admin, [c1.id, c2.id, c3.id]],
      ],
      // Never one's own request: the admin's credit to c1 waits for someone else.
      approvals: [
        [w1, denied],
        [w2, denied],
        [m1, [c1.id, c1.id]],
        [m2, [c2.id]],
        [admin, [c1.id, c2.id]],
      ],
      resets: [
        [w1, denied],
        [w2, denied],
        [m1, [c1.id]],
        [m2, [c2.id]],
        [admin, [c1.id, c2.id]],
      ],
      tickets: [
        [w1, [c1.id]],
        [w2, []],
        [m1, [c1.id, c3.id]],
        [m2, [c3.id]],
        [admin, [c1.id, c3.id]],
      ],
      unclaimed: [
        [w1, [c3.id]],
        [w2, [c3.id]],
        [m1, denied],
        [m2, denied],
        [admin, [c3.id]],
      ],
    }
    for (const [name, rows] of Object.entries(expected) as Array<[WorkQueue, Array<[TestUser, string[]]>]>) {
      for (const [who, want] of rows) {
        if (want === denied) {
          const res = await queue(who, name)
          expect([res.statusCode, res.json()]).toEqual([
            403,
            { error: ERRORS.WORK_QUEUE_DENIED.message, code: 'WORK_QUEUE_DENIED', requestId: expect.any(String) },
          ])
        } else {
          expect(await customersIn(who, name), `${name} for ${who.email}`).toEqual(want)
        }
      }
    }
    // Customers have no work.
    expect((await queue(c1, 'transactions')).statusCode).toBe(403)
  })

  it('describes each waiting transaction: kind, amount without sign, asset, age', async () => {
    const items = (await queue(teams.admin, 'transactions')).json().items as WorkItem[]
    expect(items.map((i) => [i.kind, i.assetId, i.amount, i.txType])).toEqual([
      ['withdrawal', 'USDT', '10.1', 'withdrawal'],
      ['deposit', 'BTC', '0.5', 'deposit'],
      ['send', 'USDT', '50', 'withdrawal'],
    ])
    expect(Date.now() - Date.parse(items[0]!.since)).toBeGreaterThan(3 * 3600_000 - 60_000)
  })

  it('filters by asset, minimum amount and minimum age, and pages', async () => {
    const { c1, c2, c3, admin } = teams
    expect(await customersIn(admin, 'transactions', '?asset=BTC')).toEqual([c2.id])
    expect(await customersIn(admin, 'transactions', '?minAmount=10.1')).toEqual([c1.id, c3.id])
    expect(await customersIn(admin, 'transactions', '?minAgeMinutes=60')).toEqual([c1.id])
    expect(await customersIn(admin, 'approvals', '?asset=BTC')).toEqual([])
    expect(await customersIn(admin, 'kyc', '?minAgeMinutes=60')).toEqual([])
    const second = (await queue(admin, 'transactions', '?page=2&pageSize=1')).json()
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1, items: [{ customerId: c2.id }] })
    expect((await queue(admin, 'transactions', '?page=9')).json()).toMatchObject({ total: 3, items: [] })
    for (const bad of ['?pageSize=51', '?page=0', '?minAmount=-1', '?minAmount=abc', '?asset=NOPE', '?minAgeMinutes=1e3']) {
      expect((await queue(admin, 'transactions', bad)).statusCode, bad).toBe(400)
    }
    expect((await staffCall(t, admin, 'GET', '/api/work/nothing')).statusCode).toBe(400)
  })

  it('sums up each queue for the actor with its three oldest items', async () => {
    const summary = (await staffCall(t, teams.w1, 'GET', '/api/work/summary')).json<WorkSummary>()
    expect(summary.queues.map((q) => [q.queue, q.count, q.items.map((i) => i.customerId)])).toEqual([
      ['transactions', 1, [teams.c1.id]],
      ['kyc', 1, [teams.c1.id]],
      ['tickets', 1, [teams.c1.id]],
      ['unclaimed', 1, [teams.c3.id]],
    ])
    expect(summary.total).toBe(4)
    const admin = (await staffCall(t, teams.admin, 'GET', '/api/work/summary')).json<WorkSummary>()
    expect(admin.queues.map((q) => [q.queue, q.count, q.items.length])).toEqual([
      ['transactions', 3, 3],
      ['kyc', 3, 3],
      ['approvals', 2, 2],
      ['resets', 2, 2],
      ['tickets', 2, 2],
      ['unclaimed', 1, 1],
    ])
  })

  it('describes the approvals queue in full, for deciding in place: the same requests, filters and pages, never one of the caller’s own', async () => {
    const { c1, c2, w1, w2, m1, m2, admin } = teams
    const requests = (who: TestUser, query = '') => staffCall(t, who, 'GET', `/api/work/approvals/requests${query}`)
    type Page = ApprovalQueuePage
    for (const who of [m1, m2, admin]) {
      const page = (await requests(who)).json<Page>()
      const listed = (await queue(who, 'approvals')).json().items as WorkItem[]
      // Exactly the queue's requests, in its order, each one the caller may decide.
      expect(
        page.approvals.map((a) => a.id),
        who.email,
      ).toEqual(listed.map((i) => i.id))
      expect(page.approvals.every((a) => a.canDecide && a.requestedBy.id !== who.id)).toBe(true)
      expect(page).toMatchObject({ total: listed.length, more: false, page: 1 })
    }
    const m1Page = (await requests(m1)).json<Page>()
    expect(m1Page.approvals.map((a) => [a.customerEmail, a.requestedBy.email, a.amount, a.assetId, a.waitReason])).toEqual([
      [c1.email, w1.email, '5000', 'USDT', 'amount'],
      [c1.email, admin.email, '5000', 'USDT', 'amount'],
    ])
    expect((await requests(admin)).json<Page>().approvals.map((a) => [a.customerId, a.requestedBy.id])).toEqual([
      [c1.id, w1.id],
      [c2.id, w2.id],
    ])
    // The queue's filters and pages.
    expect((await requests(admin, '?asset=BTC')).json<Page>().approvals).toEqual([])
    expect((await requests(m1, '?page=2&pageSize=1')).json()).toMatchObject({ total: 2, page: 2, pageSize: 1, approvals: [{ requestedBy: { id: admin.id } }] })
    expect((await requests(admin, '?minAmount=abc')).statusCode).toBe(400)
    // Workers approve nothing.
    for (const who of [w1, w2]) expect((await requests(who)).statusCode).toBe(403)
  })
  it('rings the bell of each staff member who may approve a new credit or reset request, never the maker', async () => {
    const { c1, c2, w1, w2, m1, m2, admin } = teams
    const bell = async (who: TestUser) => (await notificationsOf(t, who.id)).map((n) => n.message).sort()
    const asks = (customer: TestUser) => `A credit of 5,000 USDT to ${customer.email} waits for your approval.`
    const reset = (customer: TestUser) => `A reset of the second factor of ${customer.email} waits for your approval.`
    expect(await bell(m1)).toEqual([asks(c1), asks(c1), reset(c1)].sort())
    expect(await bell(m2)).toEqual([asks(c2), reset(c2)].sort())
    expect(await bell(admin)).toEqual([asks(c1), asks(c2), reset(c1), reset(c2)].sort())
    expect(await bell(w1)).toEqual([])
    expect(await bell(w2)).toEqual([])
  })

  it('completes a waiting withdrawal through the staff edit: audited, and gone from every queue; a second decision is 409', async () => {
    const { c1, w1, m1 } = teams
    const item = ((await queue(w1, 'transactions')).json().items as WorkItem[])[0]!
    const before = (await auditRowsOf(t, c1.id)).length
    const res = await staffCall(t, w1, 'PATCH', `/api/customers/${c1.id}/transactions/${item.id}`, {
      status: 'Complete',
      type: item.txType,
      note: item.title,
      expectedStatus: 'Pending',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().transaction).toMatchObject({ id: item.id, status: 'Complete', note: item.title })
    const audit = await auditRowsOf(t, c1.id)
    expect(audit).toHaveLength(before + 1)
    expect(audit.at(-1)).toMatchObject({ action: 'customer.transaction.edit', actorId: w1.id })
    expect(await customersIn(w1, 'transactions')).toEqual([])
    expect(await customersIn(m1, 'transactions')).toEqual([])
    // The manager had the same item open: their Fail is refused, nothing changes.
    const late = await staffCall(t, m1, 'PATCH', `/api/customers/${c1.id}/transactions/${item.id}`, {
      status: 'Failed',
      type: item.txType,
      note: item.title,
      expectedStatus: 'Pending',
    })
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { error: ERRORS.TRANSACTION_ALREADY_DECIDED.message, code: 'TRANSACTION_ALREADY_DECIDED', requestId: expect.any(String) },
    ])
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, item.id)))
    expect(row!.status).toBe('Complete')
    expect(await auditRowsOf(t, c1.id)).toHaveLength(before + 1)
  })

  it('claims an unclaimed customer from the queue with claim-user: one worker wins', async () => {
    const { c3, w1, w2, m2 } = teams
    const ok = await staffCall(t, w1, 'POST', '/api/worker/claim-user', { userIdToClaim: c3.id })
    expect(ok.statusCode).toBe(200)
    const lost = await staffCall(t, w2, 'POST', '/api/worker/claim-user', { userIdToClaim: c3.id })
    expect([lost.statusCode, lost.json().code]).toEqual([409, 'CLAIM_CONFLICT'])
    expect(await customersIn(w2, 'unclaimed')).toEqual([])
    // c3 is now w1's: their send and ticket follow; m2 no longer sees the ticket of nobody's customer.
    expect(await customersIn(w1, 'transactions')).toEqual([c3.id])
    expect(await customersIn(m2, 'tickets')).toEqual([])
  })
})
