import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SWAP_MESSAGES } from '@wallet/shared/money/swap'
import { notifications, transactions, userProfiles } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, setPermissions, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

describe('swaps API', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    user = await createUser(t)
    await fund(t, user.id, 'BTC', '1')
  })

  const swap = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/swaps', headers: user.headers(headers), payload: body as object })
  const legsOf = (userId: string) =>
    t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.type, 'swap')))
  const figures = async () => t.app.services.ledger.figures(t.database.db, user.id)

  it('quotes from the server prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/swaps/quote?fromTokenId=BTC&toTokenId=ETH&fromAmount=0.5', headers: user.headers() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      fromTokenId: 'BTC',
      toTokenId: 'ETH',
      fromAmount: '0.5',
      fromPrice: '95000',
      toPrice: '3400',
      rate: '27.941176',
      fee: '0.005',
      feeUsd: '475',
      grossToAmount: '13.970588235294117647',
      toAmount: '13.83088235294117647',
    })
  })

  it('reserves the from amount and writes two linked Pending legs', async () => {
    const res = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.5' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe('Your swap request has been submitted and is being processed. You can check the status in your transaction history.')
    expect(body).toMatchObject({ status: 'Pending', fee: '0.005', toAmount: '13.83088235294117647' })
    const legs = await legsOf(user.id)
    expect(legs).toHaveLength(2)
    const from = legs.find((l) => l.asset === 'BTC')!
    const to = legs.find((l) => l.asset === 'ETH')!
    expect(from).toMatchObject({ status: 'Pending', type: 'swap', requestId: body.requestId, id: body.fromTransactionId })
    expect(Number(from.amount)).toBe(-0.5)
    expect(to).toMatchObject({ status: 'Pending', type: 'swap', requestId: body.requestId, id: body.toTransactionId })
    expect(to.amount).toBe('13.830882352941176470')
    for (const leg of legs) {
      expect(leg.note).toContain('Swap:')
      expect(leg.note).toContain(`(Req ID: ${body.requestId})`)
    }
    const f = await figures()
    expect(f.BTC).toEqual({ balance: '1', pendingDeposits: '0', pendingWithdrawals: '-0.5', available: '0.5' })
    expect(f.ETH).toEqual({ balance: '0', pendingDeposits: '13.83088235294117647', pendingWithdrawals: '0', available: '0' })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('settles pending swaps: both legs Complete and a notification', async () => {
    const body = (await swap({ fromTokenId: 'BTC', toTokenId: 'USDT', fromAmount: '0.1' })).json()
    expect(await t.app.services.swaps.settlePending()).toBeGreaterThanOrEqual(1)
    const legs = await legsOf(user.id)
    expect(legs.map((l) => l.status)).toEqual(['Complete', 'Complete'])
    const f = await figures()
    expect(f.BTC).toEqual({ balance: '0.9', pendingDeposits: '0', pendingWithdrawals: '0', available: '0.9' })
    // 0.1 × 95000 × 0.99 = 9405
    expect(f.USDT).toEqual({ balance: '9405', pendingDeposits: '0', pendingWithdrawals: '0', available: '9405' })
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notes).toEqual([expect.objectContaining({ message: 'Your swap of 0.1 BTC to 9,405 USDT has been completed.', transactionId: body.toTransactionId })])
    expect(await t.app.services.swaps.settlePending()).toBe(0)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('refuses more than the available balance with the spec message and writes nothing', async () => {
    await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.75' })
    const res = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.25000001' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Insufficient balance', code: 'SWAP_INSUFFICIENT_BALANCE', requestId: expect.any(String) })
    expect(await legsOf(user.id)).toHaveLength(2)
  })

  it.each([
    ['zero', { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0' }, SWAP_MESSAGES.invalidAmount],
    ['negative', { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '-1' }, SWAP_MESSAGES.invalidAmount],
    ['NaN', { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: 'NaN' }, SWAP_MESSAGES.invalidAmount],
    ['Infinity', { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: 'Infinity' }, SWAP_MESSAGES.invalidAmount],
    ['a number', { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: 0.5 }, SWAP_MESSAGES.invalidAmount],
    ['huge', { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '9'.repeat(40) }, SWAP_MESSAGES.invalidAmount],
    ['30 decimals', { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.' + '1'.repeat(30) }, SWAP_MESSAGES.invalidAmount],
    ['missing', { fromTokenId: 'BTC', toTokenId: 'ETH' }, SWAP_MESSAGES.invalidAmount],
    ['an unknown token', { fromTokenId: 'BTC', toTokenId: 'SHIB', fromAmount: '0.1' }, SWAP_MESSAGES.unknownToken],
    ['a token to itself', { fromTokenId: 'BTC', toTokenId: 'BTC', fromAmount: '0.1' }, SWAP_MESSAGES.sameToken],
    ['too small to credit anything', { fromTokenId: 'DOGE', toTokenId: 'BTC', fromAmount: '0.000000000000000001' }, SWAP_MESSAGES.invalidAmount],
  ])('refuses %s with a 400 and writes nothing', async (_name, body, message) => {
    await fund(t, user.id, 'DOGE', '1')
    const res = await swap(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(message)
    expect(await legsOf(user.id)).toEqual([])
  })

  it('refuses when swapping is disabled, with the staff note when there is one', async () => {
    await setPermissions(t, user.id, { canSwap: false })
    let res = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.1' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'Swapping is currently disabled for your account.', code: 'SWAP_DISABLED', requestId: expect.any(String) })
    await setPermissions(t, user.id, { canSwap: false, swapDisabledNote: 'Swaps are paused while we review your account.' })
    res = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.1' })
    expect(res.json().error).toBe('Swaps are paused while we review your account.')
    expect(await legsOf(user.id)).toEqual([])
  })

  it('lets a customer without a profile row swap: every flag is on until staff turn one off', async () => {
    await t.database.db.delete(userProfiles).where(eq(userProfiles.userId, user.id))
    const res = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.1' })
    expect(res.statusCode).toBe(201)
    expect(await legsOf(user.id)).toHaveLength(2)
  })

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/swaps',
      headers: { origin: 'http://localhost:3000' },
      payload: { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.1' },
    })
    expect(res.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/swaps/quote?fromTokenId=BTC&toTokenId=ETH&fromAmount=1' })).statusCode).toBe(401)
  })

  it('answers a replayed Idempotency-Key with the first answer and swaps once', async () => {
    const key = randomUUID()
    const first = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.2' }, { 'idempotency-key': key })
    const again = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.2' }, { 'idempotency-key': key })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(await legsOf(user.id)).toHaveLength(2)
    const other = await swap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.3' }, { 'idempotency-key': key })
    expect(other.statusCode).toBe(422)
  })
})
