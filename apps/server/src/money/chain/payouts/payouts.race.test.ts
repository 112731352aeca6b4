import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { connectedChain, startAnvil, type Anvil } from '../../../../test/anvil.ts'
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../../test/factories.ts'
import { staffCall } from '../../../../test/staff-fixtures.ts'
import { auditLog } from '../../../db/schema/audit.ts'
import { payoutBatches, payouts } from '../../../db/schema/payouts.ts'

/** Two staff at the same moment (meant for PostgreSQL, where requests really run side by side; PGlite serialises them). */
describe('payouts under concurrency', () => {
  let anvil: Anvil
  let t: TestApp
  let admins: TestUser[]
  let customer: TestUser

  beforeAll(async () => {
    anvil = await startAnvil()
    const { chain } = await connectedChain(anvil)
    t = await buildTestApp({ chain })
    admins = [await createUser(t, { role: 'ADMIN' }), await createUser(t, { role: 'ADMIN' })]
    customer = await createUser(t)
    await fund(t, customer.id, 'ETH', '10')
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await anvil?.stop()
  })

  async function pendingSend(amount: string): Promise<string> {
    const row = await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, {
        userId: customer.id,
        asset: 'ETH',
        amount: `-${amount}`,
        status: 'Pending',
        type: 'withdrawal',
        recipientAddress: '0x1000000000000000000000000000000000000001',
        createdBy: customer.id,
      }),
    )
    return row.id
  }
  const approve = (who: TestUser, transactionId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer.id}/transactions/${transactionId}`,
      headers: { ...who.headers(), 'idempotency-key': randomUUID() },
      payload: { status: 'Complete', type: 'withdrawal' },
    })

  it('queues a send approved by two staff at once one time', async () => {
    const id = await pendingSend('1')
    const answers = await Promise.all(admins.map((a) => approve(a, id)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await t.database.db.select().from(payouts).where(eq(payouts.transactionId, id))).toHaveLength(1)
  })

  it('puts a payout two staff add to two batches at once in exactly one', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await pendingSend('0.1')
      expect((await approve(admins[0]!, id)).statusCode).toBe(200)
      const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.transactionId, id))
      const answers = await Promise.all(admins.map((a) => staffCall(t, a, 'POST', '/api/payouts/batches', { payoutIds: [payout!.id] })))
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('PAYOUT_NOT_QUEUED')
      const batchId = answers.find((a) => a.statusCode === 201)!.json().batch.id
      const [after] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout!.id))
      expect([after!.state, after!.batchId]).toEqual(['in_batch', batchId])
      // The refused batch left nothing behind: no batch row, no audit row.
      const batches = await t.database.db
        .select()
        .from(payoutBatches)
        .where(
          inArray(
            payoutBatches.createdBy,
            admins.map((a) => a.id),
          ),
        )
      expect(batches).toHaveLength(round + 1)
      const built = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payout.batch.build'))
      expect(built).toHaveLength(round + 1)
    }
  }, 60_000)
})
