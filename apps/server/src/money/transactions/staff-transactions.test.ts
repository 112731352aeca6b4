import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { creditApprovals, transactions, transactionStatusChanges } from '../../db/schema.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'
import { creditApprovalsRepository } from './credit-approvals.repository.ts'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

describe('staff transactions', () => {
  let t: TestApp
  let teams: Teams
  /** A fresh customer of worker w1 (team of manager m1) for each test. */
  let customer: TestUser

  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  beforeEach(async () => {
    customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
  })
  afterAll(() => t.close())

  const figures = async (asset: 'BTC' | 'USDT' = 'USDT') => (await t.app.services.ledger.figures(t.database.db, customer.id))[asset]
  const add = (body: Record<string, unknown>, who = teams.w1) => staffCall(t, who, 'POST', `/api/customers/${customer.id}/transactions`, body)
  const edit = (id: string, body: Record<string, unknown>, who = teams.w1) =>
    staffCall(t, who, 'PATCH', `/api/customers/${customer.id}/transactions/${id}`, body)
  const credit = (amount: string, status = 'Complete', extra: Record<string, unknown> = {}) =>
    add({ assetId: 'USDT', sentAt: '2026-11-20T10:00:00.000Z', amount, status, senderAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', ...extra })
  const rowsOf = () => t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id))

  describe('add-transaction', () => {
    it('refuses missing fields and bad amounts with the spec’s message, writing nothing', async () => {
      const base = { assetId: 'USDT', sentAt: '2026-11-20T10:00:00.000Z', amount: '5', status: 'Pending', senderAddress: 'sender' }
      const required = 'Please fill in all required fields (*).'
      for (const [body, message] of [
        [{ ...base, sentAt: undefined }, required],
        [{ ...base, sentAt: 'yesterday' }, required],
        [{ ...base, senderAddress: '   ' }, required],
        [{ ...base, amount: '' }, required],
        [{ ...base, amount: '0' }, required],
        [{ ...base, amount: '-5' }, required],
        [{ ...base, amount: 'abc' }, required],
        [{ ...base, status: 'Approved' }, required],
        [{ ...base, assetId: 'XYZ' }, required],
        [{ ...base, amount: `1.${'1'.repeat(30)}` }, 'Amounts can have at most 18 decimal places.'],
        [{ ...base, note: 'n'.repeat(10_000) }, 'This field is too long.'],
      ] as const) {
        const res = await add(body)
        expect([res.statusCode, res.json().error], JSON.stringify(body).slice(0, 80)).toEqual([400, message])
      }
      expect(await rowsOf()).toEqual([])
      expect(await auditRowsOf(t, customer.id)).toEqual([])
    })

    it('books a credit through the ledger: Pending → pending deposit, Complete → balance, Failed → nothing', async () => {
      const pending = await credit('100', 'Pending')
      expect(pending.statusCode).toBe(201)
      expect(pending.json()).toMatchObject({
        success: true,
        message: 'Transaction added successfully!',
        approval: null,
        transaction: { amount: '100', status: 'Pending', type: 'deposit' },
      })
      expect(await figures()).toMatchObject({ balance: '0', pendingDeposits: '100' })
      await credit('40')
      expect(await figures()).toMatchObject({ balance: '40', pendingDeposits: '100' })
      await credit('7', 'Failed')
      expect(await figures()).toMatchObject({ balance: '40', pendingDeposits: '100' })
      const rows = await rowsOf()
      expect(rows).toHaveLength(3)
      expect(rows.every((r) => r.createdBy === teams.w1.id && r.senderAddress === '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(true)
      expect((await auditRowsOf(t, customer.id)).map((r) => r.action)).toEqual([
        'customer.transaction.add',
        'customer.transaction.add',
        'customer.transaction.add',
      ])
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain(
        'A USDT transaction of 40 USDT (Complete) was added to your account by support.',
      )
      expect(await verifyLedger(t.database.db)).toEqual([])
    })

    it('books a hidden credit into the balance but keeps it out of the customer’s history; the statement shows it', async () => {
      const res = await credit('25', 'Complete', { isHidden: true, note: 'Goodwill credit', txid: 'abc123' })
      const id = res.json().transaction.id
      expect(await figures()).toMatchObject({ balance: '25' })
      const history = (await t.app.inject({ method: 'GET', url: '/api/transactions', headers: customer.headers() })).json()
      expect(history.total).toBe(0)
      const statement = (await t.app.inject({ method: 'GET', url: '/api/transactions/statement.csv', headers: customer.headers() })).body
      expect(statement).toContain(',USDT,adjustment,Account adjustment,Complete,25,25')
      const staffList = (await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}/transactions`)).json()
      expect(staffList.items).toEqual([expect.objectContaining({ id, isHidden: true, note: 'Goodwill credit', txid: 'abc123' })])
      expect((await notificationsOf(t, customer.id)).length).toBe(1)
    })
  })

  describe('edit', () => {
    it('a hidden Pending credit can be settled: Complete books it, and it stays out of the customer’s history', async () => {
      const id = (await credit('30', 'Pending', { isHidden: true })).json().transaction.id
      expect(await figures()).toMatchObject({ balance: '0', pendingDeposits: '30' })
      const res = await edit(id, { status: 'Complete', type: 'deposit', note: 'Settled' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ transaction: { id, status: 'Complete' } })
      expect(await figures()).toMatchObject({ balance: '30', pendingDeposits: '0' })
      const staffList = (await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}/transactions`)).json()
      expect(staffList.items).toEqual([expect.objectContaining({ id, isHidden: true, status: 'Complete' })])
      const history = (await t.app.inject({ method: 'GET', url: '/api/transactions', headers: customer.headers() })).json()
      expect(history.total).toBe(0)
      expect((await t.app.inject({ method: 'GET', url: `/api/transactions/${id}`, headers: customer.headers() })).statusCode).toBe(404)
      expect(await verifyLedger(t.database.db)).toEqual([])
    })

    it('a pending withdrawal set to Failed releases its reservation; set to Complete it settles', async () => {
      await fund(t, customer.id, 'BTC', '1')
      const send = (amount: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallets/send',
          headers: customer.headers(),
          payload: { assetId: 'BTC', amount, recipientAddress: BTC_ADDRESS },
        })
      const first = (await send('0.3')).json().transaction.id
      const second = (await send('0.2')).json().transaction.id
      expect(await figures('BTC')).toMatchObject({ balance: '1', pendingWithdrawals: '-0.5', available: '0.5' })

      const failed = await edit(first, { status: 'Failed', type: 'withdrawal', note: 'Rejected by compliance' })
      expect(failed.json()).toMatchObject({ message: 'Transaction updated successfully!', transaction: { status: 'Failed', note: 'Rejected by compliance' } })
      expect(await figures('BTC')).toMatchObject({ balance: '1', pendingWithdrawals: '-0.2', available: '0.8' })
      await edit(second, { status: 'Complete', type: 'withdrawal', note: null })
      expect(await figures('BTC')).toMatchObject({ balance: '0.8', pendingWithdrawals: '0', available: '0.8' })

      const history = await t.database.db.select().from(transactionStatusChanges).where(eq(transactionStatusChanges.transactionId, first))
      expect(history).toEqual([expect.objectContaining({ fromStatus: 'Pending', toStatus: 'Failed', changedBy: teams.w1.id })])
      const [audit] = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.transaction.edit')
      expect(audit).toMatchObject({
        before: { status: 'Pending', note: 'Send to ' + BTC_ADDRESS },
        after: { status: 'Failed', note: 'Rejected by compliance' },
      })
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain(
        'Support updated your BTC transaction of -0.3 BTC: status Pending → Failed; note updated.',
      )
      expect(await verifyLedger(t.database.db)).toEqual([])
    })

    it('reverses a completed credit only while the available balance allows it, else 409 and nothing changes', async () => {
      const id = (await credit('100')).json().transaction.id
      await credit('30')
      // The customer reserves most of it in a withdrawal request.
      const card = { id: await addPaymentMethod(t, customer.id, 'bank_account') }
      const withdrawal = await t.app.inject({
        method: 'POST',
        url: '/api/payments/withdrawals',
        headers: customer.headers(),
        payload: { tokenId: 'USDT', amount: '60', paymentMethodId: card.id },
      })
      expect(withdrawal.statusCode).toBe(201)
      expect(await figures()).toMatchObject({ balance: '130', available: '69.4' })

      const refused = await edit(id, { status: 'Failed', type: 'deposit', note: null })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toBe("The customer's available balance is too small to reverse this credit.")
      expect(await figures()).toMatchObject({ balance: '130', available: '69.4' })
      expect((await rowsOf()).find((r) => r.id === id)!.status).toBe('Complete')

      const small = (await credit('20')).json().transaction.id
      expect((await edit(small, { status: 'Failed', type: 'deposit', note: null })).statusCode).toBe(200)
      expect(await figures()).toMatchObject({ balance: '130', available: '69.4' })
      expect(await verifyLedger(t.database.db)).toEqual([])
    })

    it('sets type and note (none clears the type) and refuses a row of another customer', async () => {
      const id = (await credit('10', 'Pending')).json().transaction.id
      const res = await edit(id, { status: 'Pending', type: 'none', note: '  Checked by phone  ' })
      expect(res.json().transaction).toMatchObject({ type: null, note: 'Checked by phone', status: 'Pending' })
      const other = await createUser(t)
      const foreign = (await fund(t, other.id, 'USDT', '5')).id
      const notHers = await edit(foreign, { status: 'Failed', type: 'deposit', note: null })
      expect([notHers.statusCode, notHers.json().error]).toEqual([404, 'Transaction not found.'])
      expect((await t.app.services.ledger.figures(t.database.db, other.id)).USDT.balance).toBe('5')
    })

    it('editing one leg of a swap sets the status of both legs', async () => {
      await fund(t, customer.id, 'USDT', '1000')
      const swap = await t.app.inject({
        method: 'POST',
        url: '/api/swaps',
        headers: customer.headers(),
        payload: { fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '950' },
      })
      expect(swap.statusCode).toBe(201)
      const { fromTransactionId, toTransactionId } = swap.json()
      await edit(toTransactionId, { status: 'Failed', type: 'swap', note: null })
      const legs = await t.database.db.select().from(transactions).where(eq(transactions.requestId, swap.json().requestId))
      expect(legs.map((l) => l.status)).toEqual(['Failed', 'Failed'])
      expect(legs.find((l) => l.id === fromTransactionId)!.status).toBe('Failed')
      expect(await figures()).toMatchObject({ balance: '1000', pendingWithdrawals: '0', available: '1000' })
      expect(await verifyLedger(t.database.db)).toEqual([])
    })
  })

  describe('a second staff member for large credits', () => {
    it('holds a credit above the threshold until the worker’s manager approves; the maker and a worker cannot', async () => {
      const res = await credit('50000')
      expect(res.statusCode).toBe(201)
      const { approval } = res.json()
      expect(res.json()).toMatchObject({ message: 'The credit is waiting for a second staff member to approve it.', transaction: null })
      expect(approval).toMatchObject({
        kind: 'add',
        amount: '50000',
        assetId: 'USDT',
        usdValue: '50000.00',
        canDecide: false,
        requestedBy: { id: teams.w1.id },
      })
      expect(await figures()).toMatchObject({ balance: '0', pendingDeposits: '0' })
      expect(await rowsOf()).toEqual([])

      const approveAs = (who: TestUser) => staffCall(t, who, 'POST', `/api/customers/${customer.id}/approvals/${approval.id}/approve`, {})
      expect((await approveAs(teams.w1)).json()).toEqual({ error: 'You do not have permission to do this.', code: 'FORBIDDEN', requestId: expect.any(String) })
      expect((await approveAs(teams.m2)).json().code).toBe('PROFILE_ACCESS_DENIED')
      expect((await figures()).balance).toBe('0')

      const seenByManager = (await staffCall(t, teams.m1, 'GET', `/api/customers/${customer.id}/transactions`)).json()
      expect(seenByManager.approvals).toEqual([expect.objectContaining({ id: approval.id, canDecide: true })])

      const approved = await approveAs(teams.m1)
      expect(approved.json()).toMatchObject({ message: 'Credit approved and booked.', transaction: { amount: '50000', status: 'Complete' } })
      expect(await figures()).toMatchObject({ balance: '50000' })
      expect((await rowsOf())[0]!.createdBy).toBe(teams.w1.id)
      expect((await approveAs(teams.admin)).json().error).toBe('This credit is no longer waiting for approval.')
      expect((await auditRowsOf(t, customer.id)).map((r) => [r.action, r.actorId])).toEqual([
        ['customer.credit.request', teams.w1.id],
        ['customer.credit.approve', teams.m1.id],
      ])
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toEqual([
        'A USDT transaction of 50,000 USDT (Complete) was added to your account by support.',
      ])
    })

    it('never lets the maker approve their own credit, even a manager; an admin can', async () => {
      const approval = (await credit('9999', 'Complete', {})).json().approval
      expect(approval).not.toBeNull()
      const byManager = await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/transactions`, {
        assetId: 'USDT',
        sentAt: '2026-11-20T10:00:00.000Z',
        amount: '2000',
        status: 'Complete',
        senderAddress: 'x',
      })
      const own = byManager.json().approval
      expect(own.canDecide).toBe(false)
      const refused = await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/approvals/${own.id}/approve`, {})
      expect([refused.statusCode, refused.json().error]).toEqual([403, 'A credit must be approved by a second staff member, not by the one who made it.'])
      expect((await staffCall(t, teams.admin, 'POST', `/api/customers/${customer.id}/approvals/${own.id}/approve`, {})).statusCode).toBe(200)
      expect((await figures()).balance).toBe('2000')
    })

    it('a rejected credit books nothing', async () => {
      const approval = (await credit('20000')).json().approval
      // A rejection always says why.
      for (const body of [{}, { reason: '   ' }]) {
        const refused = await staffCall(t, teams.admin, 'POST', `/api/customers/${customer.id}/approvals/${approval.id}/reject`, body)
        expect([refused.statusCode, refused.json().error]).toEqual([400, 'Please say why the request is rejected.'])
      }
      const res = await staffCall(t, teams.admin, 'POST', `/api/customers/${customer.id}/approvals/${approval.id}/reject`, {
        reason: 'No matching bank transfer',
      })
      expect(res.json()).toMatchObject({ message: 'Credit rejected.' })
      expect(await rowsOf()).toEqual([])
      const [row] = await t.database.db.select().from(creditApprovals).where(eq(creditApprovals.id, approval.id))
      expect(row).toMatchObject({ state: 'rejected', decidedBy: teams.admin.id, decisionReason: 'No matching bank transfer' })
    })

    it('an edit that would complete a large pending credit waits for approval too', async () => {
      const id = (await credit('8000', 'Pending')).json().transaction.id
      expect(await figures()).toMatchObject({ balance: '0', pendingDeposits: '8000' })
      const res = await edit(id, { status: 'Complete', type: 'deposit', note: 'Bank transfer arrived' })
      expect(res.json()).toMatchObject({ approval: { kind: 'edit', transactionId: id, amount: '8000' }, transaction: null })
      // The row itself says that a change of it waits for a second person.
      const listed = (await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}/transactions`)).json().items as Array<{
        id: string
        awaitingApproval: boolean
      }>
      expect(listed.find((item) => item.id === id)?.awaitingApproval).toBe(true)
      expect(listed.filter((item) => item.id !== id).every((item) => !item.awaitingApproval)).toBe(true)
      expect(await figures()).toMatchObject({ balance: '0', pendingDeposits: '8000' })
      const again = await edit(id, { status: 'Failed', type: 'deposit', note: null })
      expect([again.statusCode, again.json().error]).toEqual([409, 'A change to this transaction is already waiting for approval.'])
      await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/approvals/${res.json().approval.id}/approve`, {})
      expect(await figures()).toMatchObject({ balance: '8000', pendingDeposits: '0' })
      expect((await rowsOf())[0]).toMatchObject({ status: 'Complete', note: 'Bank transfer arrived' })
      expect(await verifyLedger(t.database.db)).toEqual([])
      expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
    })
  })

  describe('the Transactions tab, page by page', () => {
    it('shows every page of 57 rows (hidden ones included) exactly as the plain newest-first order slices them', async () => {
      for (let i = 0; i < 57; i++) {
        await t.database.db.transaction((tx) =>
          t.app.services.ledger.record(tx, {
            userId: customer.id,
            asset: 'BTC',
            amount: `${i + 1}`,
            status: 'Complete',
            type: 'deposit',
            isHidden: i % 9 === 0,
          }),
        )
      }
      // Five send times and two creation times: many rows tie on both, so the id decides their order.
      await t.database.db.execute(sql`
        update transactions set sent_at = '2026-11-01T12:00:00Z'::timestamptz + (amount::int % 5) * interval '1 minute',
          created_at = '2026-11-01T13:00:00Z'::timestamptz + (amount::int % 2) * interval '1 second'
        where user_id = ${customer.id}`)
      const rows = await rowsOf()
      const expected = rows
        .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
        .map((r) => r.id)
      expect(expected).toHaveLength(57)
      for (let page = 1; page <= 4; page++) {
        const res = await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}/transactions?page=${page}`)
        expect(res.statusCode).toBe(200)
        expect(res.json().total).toBe(57)
        expect(
          res.json().items.map((i: { id: string }) => i.id),
          `page ${page}`,
        ).toEqual(expected.slice((page - 1) * 20, page * 20))
      }
      for (const limit of [1, 7, 20]) {
        for (let offset = 0; offset <= 58; offset++) {
          const keys = (await creditApprovalsRepository.customerRows(t.database.db, customer.id, limit, offset, 57)).map((r) => r.id)
          expect(keys, `limit ${limit}, offset ${offset}`).toEqual(expected.slice(offset, offset + limit))
        }
      }
    })
  })
})
