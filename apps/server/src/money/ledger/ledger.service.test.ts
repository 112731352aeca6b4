import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { balances, idempotencyKeys, transactions } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { checkLedger, verifyLedger } from './verify-ledger.ts'

describe('ledger service', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
  })
  afterAll(() => t.close())

  const figures = async () => (await t.app.services.ledger.figures(t.database.db, user.id)).BTC

  it('projects Complete, Pending in and Pending out rows into the balances', async () => {
    await fund(t, user.id, 'BTC', '1.5')
    await fund(t, user.id, 'BTC', '0.25', 'Pending')
    await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, { userId: user.id, asset: 'BTC', amount: '-0.5', status: 'Pending', type: 'withdrawal' }),
    )
    await fund(t, user.id, 'BTC', '7', 'Failed')
    expect(await figures()).toEqual({ balance: '1.5', pendingDeposits: '0.25', pendingWithdrawals: '-0.5', available: '1' })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('refuses a reservation beyond the available balance with a 409 and writes nothing', async () => {
    const before = await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))
    await expect(
      t.database.db.transaction((tx) =>
        t.app.services.ledger.record(tx, { userId: user.id, asset: 'BTC', amount: '-1.00000001', status: 'Pending', type: 'withdrawal' }),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'INSUFFICIENT_FUNDS' })
    const after = await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))
    expect(after.length).toBe(before.length)
    expect((await figures()).available).toBe('1')
  })

  it('refuses a Complete debit on an asset never funded', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        t.app.services.ledger.record(tx, { userId: user.id, asset: 'DOT', amount: '-1', status: 'Complete', type: 'adjustment' }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    const rows = await t.database.db.select().from(balances).where(eq(balances.userId, user.id))
    expect(rows.find((r) => r.asset === 'DOT')).toBeUndefined()
  })

  it('settles and fails a reservation, correcting the projection each time', async () => {
    const row = await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, { userId: user.id, asset: 'BTC', amount: '-0.2', status: 'Pending', type: 'withdrawal' }),
    )
    expect((await figures()).available).toBe('0.8')
    await t.database.db.transaction((tx) => t.app.services.ledger.setStatus(tx, row.id, 'Complete'))
    expect(await figures()).toMatchObject({ balance: '1.3', pendingWithdrawals: '-0.5', available: '0.8' })
    await t.database.db.transaction((tx) => t.app.services.ledger.setStatus(tx, row.id, 'Failed'))
    expect(await figures()).toMatchObject({ balance: '1.5', pendingWithdrawals: '-0.5', available: '1' })
    await t.database.db.transaction((tx) => t.app.services.ledger.setStatus(tx, row.id, 'Pending'))
    expect(await figures()).toMatchObject({ balance: '1.5', pendingWithdrawals: '-0.7', available: '0.8' })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('records several entries in one write: each (user, asset) moved once by their sum, their ids answered in order', async () => {
    const other = await createUser(t)
    const ids = await t.database.db.transaction((tx) =>
      t.app.services.ledger.recordMany(tx, [
        { userId: other.id, asset: 'ETH', amount: '3', status: 'Complete', type: 'deposit' },
        { userId: other.id, asset: 'BTC', amount: '0.4', status: 'Pending', type: 'deposit' },
        { userId: other.id, asset: 'ETH', amount: '-1.25', status: 'Pending', type: 'withdrawal' },
        { userId: other.id, asset: 'ETH', amount: '-0.5', status: 'Complete', type: 'fee' },
      ]),
    )
    const stored = new Map((await t.database.db.select().from(transactions).where(eq(transactions.userId, other.id))).map((r) => [r.id, r]))
    expect(stored.size).toBe(4)
    expect(ids.map((id) => [stored.get(id)?.asset, stored.get(id)?.amount, stored.get(id)?.status])).toEqual([
      ['ETH', '3.000000000000000000', 'Complete'],
      ['BTC', '0.400000000000000000', 'Pending'],
      ['ETH', '-1.250000000000000000', 'Pending'],
      ['ETH', '-0.500000000000000000', 'Complete'],
    ])
    const all = await t.app.services.ledger.figures(t.database.db, other.id)
    expect(all.ETH).toEqual({ balance: '2.5', pendingDeposits: '0', pendingWithdrawals: '-1.25', available: '1.25' })
    expect(all.BTC).toEqual({ balance: '0', pendingDeposits: '0.4', pendingWithdrawals: '0', available: '0' })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('refuses to run a write without a carried check outside a transaction, whose locks it needs', async () => {
    const other = await createUser(t)
    const write = t.app.services.ledger.recordMany(t.database.db as unknown as Tx, [
      { userId: other.id, asset: 'BTC', amount: '1', status: 'Complete', type: 'deposit' },
    ])
    await expect(write).rejects.toThrow('A ledger write without a carried check runs inside a transaction')
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, other.id))).toEqual([])
  })

  it('writes none of several entries when one of them is refused', async () => {
    const other = await createUser(t)
    await fund(t, other.id, 'BTC', '1')
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.ledger.lockBalance(tx, other.id, 'BTC')
        return t.app.services.ledger.recordMany(tx, [
          { userId: other.id, asset: 'BTC', amount: '-0.5', status: 'Pending', type: 'swap' },
          { userId: other.id, asset: 'ETH', amount: '-1', status: 'Pending', type: 'swap' },
        ])
      }),
    ).rejects.toMatchObject({ status: 409, code: 'INSUFFICIENT_FUNDS' })
    const stored = await t.database.db.select().from(transactions).where(eq(transactions.userId, other.id))
    expect(stored.map((r) => r.type)).toEqual(['deposit'])
    expect((await t.app.services.ledger.figures(t.database.db, other.id)).BTC.available).toBe('1')
    expect((await t.database.db.select().from(balances).where(eq(balances.userId, other.id))).map((r) => r.asset)).toEqual(['BTC'])
  })

  describe('a write carrying a check (recordManyChecked)', () => {
    /** A check whose read answers `value`, that passes unless the value is 'refused', and that remembers what its assert was given. */
    const carriedCheck = (value: string, assertRefuses = true) => {
      const seen: unknown[] = []
      return {
        seen,
        read: sql`select ${value}::text as value`,
        passes: (read: SQL) => sql`(select value from ${read}) <> 'refused'`,
        assert(v: unknown) {
          seen.push(v)
          if (assertRefuses) throw new AppError('SWAP_DISABLED')
        },
      }
    }
    const rowsOf = async (userId: string) => ({
      entries: await t.database.db.select().from(transactions).where(eq(transactions.userId, userId)),
      assets: (await t.database.db.select().from(balances).where(eq(balances.userId, userId))).map((r) => r.asset).sort(),
    })
    /** The statement is all or nothing by itself: the same inside a caller's transaction and on its own. */
    const ways = [
      ['inside a transaction', (write: (db: DbOrTx) => Promise<string[]>) => t.database.db.transaction((tx) => write(tx))],
      ['on its own', (write: (db: DbOrTx) => Promise<string[]>) => write(t.database.db)],
    ] as const

    describe.each(ways)('%s', (_, run) => {
      it('locks and moves the rows itself, creating a missing one for a credit; a passing check is not asked to judge', async () => {
        const other = await createUser(t)
        await fund(t, other.id, 'BTC', '1')
        const check = carriedCheck('flags')
        const ids = await run((db) =>
          t.app.services.ledger.recordManyChecked(db, check, [
            { userId: other.id, asset: 'BTC', amount: '-1', status: 'Pending', type: 'swap' },
            { userId: other.id, asset: 'ETH', amount: '20', status: 'Pending', type: 'swap' },
          ]),
        )
        expect(check.seen).toEqual([])
        expect(ids).toHaveLength(2)
        const all = await t.app.services.ledger.figures(t.database.db, other.id)
        expect(all.BTC).toEqual({ balance: '1', pendingDeposits: '0', pendingWithdrawals: '-1', available: '0' })
        expect(all.ETH).toEqual({ balance: '0', pendingDeposits: '20', pendingWithdrawals: '0', available: '0' })
        expect(await verifyLedger(t.database.db)).toEqual([])
      })

      it('refuses on its check before it looks at the money, handing the check what its read returned, and writes nothing', async () => {
        const other = await createUser(t)
        await fund(t, other.id, 'BTC', '1')
        const before = await rowsOf(other.id)
        const check = carriedCheck('refused')
        // Refused twice over (the check and the money): the check's refusal is the one the caller gets.
        await expect(
          run((db) =>
            t.app.services.ledger.recordManyChecked(db, check, [
              { userId: other.id, asset: 'BTC', amount: '-2', status: 'Pending', type: 'swap' },
              { userId: other.id, asset: 'ETH', amount: '40', status: 'Pending', type: 'swap' },
            ]),
          ),
        ).rejects.toMatchObject({ code: 'SWAP_DISABLED' })
        expect(check.seen).toEqual(['refused'])
        expect(await rowsOf(other.id)).toEqual(before)
      })

      it('refuses a debit the row cannot carry, or of a row never created, and writes nothing, not even what it carries', async () => {
        const other = await createUser(t)
        await fund(t, other.id, 'BTC', '1')
        const before = await rowsOf(other.id)
        for (const debit of [
          { asset: 'BTC', amount: '-1.000000000000000001' },
          { asset: 'DOT', amount: '-1' },
        ] as const) {
          await expect(
            run((db) =>
              t.app.services.ledger.recordManyChecked(
                db,
                carriedCheck('flags'),
                [
                  { userId: other.id, ...debit, status: 'Pending', type: 'swap' },
                  { userId: other.id, asset: 'ETH', amount: '40', status: 'Pending', type: 'swap' },
                ],
                [sql`insert into "idempotency_keys" ("user_id", "key", "route", "request_hash") values (${other.id}, ${debit.asset}, 'POST /api/swaps', 'h')`],
              ),
            ),
          ).rejects.toMatchObject({ status: 409, code: 'INSUFFICIENT_FUNDS' })
        }
        expect(await rowsOf(other.id)).toEqual(before)
        expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, other.id))).toEqual([])
        expect((await t.app.services.ledger.figures(t.database.db, other.id)).BTC.available).toBe('1')
      })

      it('fails, writing nothing, when its check refuses in SQL what the check itself would let through', async () => {
        const other = await createUser(t)
        await fund(t, other.id, 'BTC', '1')
        const before = await rowsOf(other.id)
        await expect(
          run((db) =>
            t.app.services.ledger.recordManyChecked(db, carriedCheck('refused', false), [
              { userId: other.id, asset: 'BTC', amount: '-1', status: 'Pending', type: 'swap' },
              { userId: other.id, asset: 'ETH', amount: '20', status: 'Pending', type: 'swap' },
            ]),
          ),
        ).rejects.toThrow('A carried check refused in SQL a value its assert lets through')
        expect(await rowsOf(other.id)).toEqual(before)
      })
    })
  })

  it('finds a projection that no longer matches the ledger', async () => {
    await t.database.db.update(balances).set({ balance: '99' }).where(eq(balances.userId, user.id))
    const differences = await verifyLedger(t.database.db)
    expect(differences).toEqual([expect.objectContaining({ userId: user.id, asset: 'BTC', field: 'balance', projected: '99', ledger: '1.5' })])
    await t.database.db.update(balances).set({ balance: '1.5' }).where(eq(balances.userId, user.id))
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('finds a balances row with no ledger entries behind it, and ledger entries with no balances row', async () => {
    await t.database.db.insert(balances).values({ userId: user.id, asset: 'ETH', balance: '5' })
    expect(await verifyLedger(t.database.db)).toEqual([{ userId: user.id, asset: 'ETH', field: 'balance', projected: '5', ledger: '0' }])
    await t.database.db.delete(balances).where(eq(balances.userId, user.id))
    expect(await verifyLedger(t.database.db)).toEqual([
      { userId: user.id, asset: 'BTC', field: 'balance', projected: '0', ledger: '1.5' },
      { userId: user.id, asset: 'BTC', field: 'pendingDeposits', projected: '0', ledger: '0.25' },
      { userId: user.id, asset: 'BTC', field: 'pendingWithdrawals', projected: '0', ledger: '-0.7' },
    ])
  })

  it('lists the differences of at most the given number of disagreeing pairs, and says when more disagree', async () => {
    // BTC has ledger entries and no balances row (above); DOT and ETH get balances rows with no entries behind them.
    await t.database.db.insert(balances).values([
      { userId: user.id, asset: 'ETH', balance: '5' },
      { userId: user.id, asset: 'DOT', balance: '2' },
    ])
    expect(await checkLedger(t.database.db, 2)).toEqual({
      differences: [
        { userId: user.id, asset: 'BTC', field: 'balance', projected: '0', ledger: '1.5' },
        { userId: user.id, asset: 'BTC', field: 'pendingDeposits', projected: '0', ledger: '0.25' },
        { userId: user.id, asset: 'BTC', field: 'pendingWithdrawals', projected: '0', ledger: '-0.7' },
        { userId: user.id, asset: 'DOT', field: 'balance', projected: '2', ledger: '0' },
      ],
      more: true,
    })
    const all = await checkLedger(t.database.db, 3)
    expect(all.more).toBe(false)
    expect(all.differences.map((d) => d.asset)).toEqual(['BTC', 'BTC', 'BTC', 'DOT', 'ETH'])
  })
})
