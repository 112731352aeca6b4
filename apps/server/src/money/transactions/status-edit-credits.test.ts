import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITABLE_TX_TYPES } from '@wallet/shared/money/staff-transactions'
import type { TxStatus } from '@wallet/shared/money/transactions'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { scheduledTransactions } from '../../db/schema.ts'
import type { TxType } from '../ledger/ledger.service.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

/**
 * Every staff status edit that raises what a customer holds is a credit, judged as one (docs/decisions/046): above
 * MANUAL_CREDIT_APPROVAL_USD (1000 in tests) it waits for a second staff member. The table below is every (type, sign,
 * from, to) the edit dialog can reach; a large amount must wait exactly where the settled balance would rise.
 */
const STATUSES: TxStatus[] = ['Pending', 'Complete', 'Failed']
const LEGS: Array<{ type: TxType; sign: 1 | -1 }> = [
  { type: 'deposit', sign: 1 },
  { type: 'withdrawal', sign: -1 },
  { type: 'fee', sign: -1 },
  { type: 'adjustment', sign: 1 },
  { type: 'adjustment', sign: -1 },
  { type: 'swap', sign: 1 },
  { type: 'swap', sign: -1 },
]

/** The rule, as the decision's table states it. */
const raisesBalance = (sign: 1 | -1, from: TxStatus, to: TxStatus) => (sign > 0 ? to === 'Complete' : from === 'Complete')

describe('status edits that raise a balance are credits', () => {
  let t: TestApp
  let teams: Teams
  let customer: TestUser

  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
    customer = await createUser(t)
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    await fund(t, customer.id, 'USDT', '10000000')
  })
  afterAll(() => t.close())

  async function row(type: TxType, amount: string, status: TxStatus) {
    return t.database.db.transaction((tx) => t.app.services.ledger.record(tx, { userId: customer.id, asset: 'USDT', amount, status, type }))
  }
  /** The dialog offers deposit, withdrawal, adjustment and swap; a fee's row is edited with its type cleared. */
  const edit = (id: string, status: TxStatus, type: string) =>
    staffCall(t, teams.w1, 'PATCH', `/api/customers/${customer.id}/transactions/${id}`, {
      status,
      type: (EDITABLE_TX_TYPES as readonly string[]).includes(type) ? type : 'none',
      note: null,
    })

  it('waits for a second person exactly where a large edit raises the settled balance, and never for a small one', async () => {
    const seen: string[] = []
    const expected: string[] = []
    for (const { type, sign } of LEGS) {
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          if (from === to) continue
          for (const amount of ['5000', '10']) {
            const created = await row(type, sign > 0 ? amount : `-${amount}`, from)
            const res = await edit(created.id, to, type)
            expect(res.statusCode, `${type} ${sign} ${from}→${to} ${amount}`).toBe(200)
            const waits = res.json().approval !== null
            const label = `${type} ${sign > 0 ? '+' : '-'}${amount} ${from}→${to}`
            seen.push(`${label}: ${waits ? 'waits' : 'booked'}`)
            expected.push(`${label}: ${amount === '5000' && raisesBalance(sign, from, to) ? 'waits' : 'booked'}`)
          }
        }
      }
    }
    expect(seen).toEqual(expected)
    expect(expected.filter((e) => e.endsWith('waits'))).toHaveLength(14)
    expect(await verifyLedger(t.database.db)).toEqual([])
    expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
  })

  it('a reversed swap waits: undoing its debit leg is a credit, whatever its credit leg does', async () => {
    const swap = await staffCall(t, customer, 'POST', '/api/swaps', { fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '20000' })
    expect(swap.statusCode).toBe(201)
    expect(await t.app.services.swaps.settlePending()).toBe(1)
    const { items } = (await staffCall(t, teams.w1, 'GET', `/api/customers/${customer.id}/transactions`)).json()
    const debit = items.find((i: { assetId: string; amount: string }) => i.assetId === 'USDT' && i.amount === '-20000')
    const res = await edit(debit.id, 'Failed', 'swap')
    expect(res.json()).toMatchObject({ transaction: null, approval: { kind: 'edit', transactionId: debit.id, assetId: 'USDT', amount: '20000' } })
  })

  it('never edits a stake’s principal or payout by status or type: the stake changes only through itself', async () => {
    const stake = await staffCall(t, customer, 'POST', '/api/stakes', { assetId: 'USDT', amount: '600', durationDays: 7, rate: '2.7' })
    expect(stake.statusCode).toBe(201)
    const [scheduled] = await t.database.db.select().from(scheduledTransactions).where(eq(scheduledTransactions.userId, customer.id))
    for (const status of ['Failed', 'Pending'] as const) {
      const res = await edit(scheduled!.stakeTransactionId!, status, 'adjustment')
      expect([res.statusCode, res.json().code]).toEqual([409, 'STAKE_LEG_LOCKED'])
    }
    const typeOnly = await edit(scheduled!.stakeTransactionId!, 'Complete', 'adjustment')
    expect([typeOnly.statusCode, typeOnly.json().code]).toEqual([409, 'STAKE_LEG_LOCKED'])
    await t.app.services.stakes.payDue({ now: new Date(Date.now() + 8 * 24 * 3600_000) })
    const [paid] = await t.database.db.select().from(scheduledTransactions).where(eq(scheduledTransactions.id, scheduled!.id))
    expect(paid!.payoutTransactionId).not.toBeNull()
    const payout = await edit(paid!.payoutTransactionId!, 'Failed', 'adjustment')
    expect([payout.statusCode, payout.json().code]).toEqual([409, 'STAKE_LEG_LOCKED'])
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})
