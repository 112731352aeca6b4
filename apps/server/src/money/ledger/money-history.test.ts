import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, balances, scheduledTransactions, transactions, users } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund } from '../../../test/factories.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { verifyLedger } from './verify-ledger.ts'

/** A refusal by a foreign key that restricts deletes (PostgreSQL 15 reports 23503, PGlite 23001), however the driver wraps it. */
async function refusedByRestrict(work: Promise<unknown>) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err, 'the database accepted it').not.toBeNull()
  const codes: string[] = []
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code) codes.push(e.code)
    e = e.cause as typeof e
  }
  expect(
    codes.some((c) => c === '23503' || c === '23001'),
    codes.join(),
  ).toBe(true)
}

describe('money history is never erased', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('refuses to delete a funded customer: the ledger, the projection and the stakes stay', async () => {
    const customer = await createUser(t)
    await fund(t, customer.id, 'BTC', '2')
    await t.database.db.insert(scheduledTransactions).values({
      userId: customer.id,
      asset: 'BTC',
      amount: '1.01',
      principal: '1',
      durationDays: 30,
      rate: '12',
      scheduledAt: new Date(Date.now() + 86_400_000),
    })

    await refusedByRestrict(t.database.db.delete(users).where(eq(users.id, customer.id)))

    expect(await t.database.db.select().from(users).where(eq(users.id, customer.id))).toHaveLength(1)
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id))).toHaveLength(1)
    expect(await t.database.db.select().from(balances).where(eq(balances.userId, customer.id))).toHaveLength(1)
    expect(await t.database.db.select().from(scheduledTransactions).where(eq(scheduledTransactions.userId, customer.id))).toHaveLength(1)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('refuses to delete a user the audit log names, as actor or as target', async () => {
    const staff = await createUser(t, { role: 'ADMIN' })
    const customer = await createUser(t)
    const actor: Actor = {
      userId: staff.id,
      email: staff.email,
      fullName: 'Staff',
      role: 'ADMIN',
      requiresPasswordChange: false,
      authenticatorRequired: false,
      activeMfaMethod: 'totp',
      sessionId: 's',
      ip: '127.0.0.1',
      requestId: 'req-1',
    }
    await t.database.db.transaction((tx) => t.app.services.audit.record(tx, actor, { action: 'customer.ban', targetUserId: customer.id }))

    await refusedByRestrict(t.database.db.delete(users).where(eq(users.id, customer.id)))
    await refusedByRestrict(t.database.db.delete(users).where(eq(users.id, staff.id)))
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, customer.id))).toHaveLength(1)
  })

  it('keeps the audit log append-only (its rows written above cannot be removed or changed)', async () => {
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`update audit_log set reason = 'x'`)).rejects.toThrow()
  })
})

describe('one ledger entry per Idempotency-Key', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('refuses a second entry with the same (user, key), and allows the same key for another user', async () => {
    const alice = await createUser(t)
    const bob = await createUser(t)
    const deposit = (userId: string) =>
      t.database.db.transaction((tx) =>
        t.app.services.ledger.record(tx, { userId, asset: 'ETH', amount: '1', status: 'Complete', type: 'deposit', idempotencyKey: 'key-1' }),
      )
    await deposit(alice.id)
    // The unique index refuses it; the ledger answers that the key's first request already wrote its entry.
    await expect(deposit(alice.id)).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS' })
    await deposit(bob.id)

    const rows = await t.database.db.select().from(transactions).where(eq(transactions.idempotencyKey, 'key-1'))
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort())
    expect((await t.app.services.ledger.figures(t.database.db, alice.id)).ETH.balance).toBe('1')
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})
