import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import type { BatchEntry } from '@wallet/shared/money/payout-batch'
import type { BatchState, PayoutState } from '@wallet/shared/money/payouts'
import type { DbOrTx, Tx } from '../../../db/client.ts'
import { users } from '../../../db/schema/auth.ts'
import { payoutBatches, payoutEntries, payouts } from '../../../db/schema/payouts.ts'

export type PayoutRow = typeof payouts.$inferSelect
export type BatchRow = typeof payoutBatches.$inferSelect
export type EntryRow = typeof payoutEntries.$inferSelect

/** The states in which a payout belongs to an approved batch: its transaction may be signed or on its way. */
export const COMMITTED_STATES: PayoutState[] = ['approved', 'exported', 'broadcast', 'confirmed']

const withEmail = { payout: payouts, email: users.email }

export const payoutsRepository = {
  async lockOfTransaction(tx: Tx, transactionId: string): Promise<PayoutRow | null> {
    const [row] = await tx.select().from(payouts).where(eq(payouts.transactionId, transactionId)).for('update')
    return row ?? null
  },

  async lock(tx: Tx, id: string): Promise<PayoutRow | null> {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update')
    return row ?? null
  },

  /** Queues a send: a new payout, or the one of a send failed and made Pending again. */
  async queue(tx: Tx, values: { transactionId: string; userId: string; asset: string; amount: string; recipient: string; queuedBy: string }) {
    const [row] = await tx
      .insert(payouts)
      .values({ ...values, state: 'awaiting_batch' })
      .onConflictDoUpdate({
        target: payouts.transactionId,
        set: { state: 'awaiting_batch', batchId: null, txHash: null, returnReason: null, queuedBy: values.queuedBy, updatedAt: sql`now()` },
      })
      .returning()
    return row!
  },

  async setState(tx: Tx, id: string, state: PayoutState, extra: Partial<Pick<PayoutRow, 'batchId' | 'txHash' | 'returnReason'>> = {}) {
    const [row] = await tx
      .update(payouts)
      .set({ state, ...extra, updatedAt: sql`now()` })
      .where(eq(payouts.id, id))
      .returning()
    return row!
  },

  /**
   * Moves the payouts that still await a batch into it, and answers the ids it moved. The condition is read again on
   * each row once its lock is held: of two batches taking one payout at once, exactly one gets it.
   */
  async take(tx: Tx, ids: string[], batchId: string): Promise<string[]> {
    const rows = await tx
      .update(payouts)
      .set({ state: 'in_batch', batchId, updatedAt: sql`now()` })
      .where(and(inArray(payouts.id, ids), eq(payouts.state, 'awaiting_batch')))
      .returning({ id: payouts.id })
    return rows.map((r) => r.id)
  },

  async setBatchPayouts(tx: Tx, batchId: string, state: PayoutState) {
    await tx
      .update(payouts)
      .set({ state, updatedAt: sql`now()` })
      .where(and(eq(payouts.batchId, batchId), notInArray(payouts.state, ['returned', 'failed', 'confirmed'])))
  },

  async inState(db: DbOrTx, state: PayoutState) {
    return db.select(withEmail).from(payouts).innerJoin(users, eq(users.id, payouts.userId)).where(eq(payouts.state, state)).orderBy(asc(payouts.createdAt))
  },

  async ofBatches(db: DbOrTx, batchIds: string[]) {
    if (batchIds.length === 0) return []
    return db
      .select(withEmail)
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.userId))
      .where(inArray(payouts.batchId, batchIds))
      .orderBy(asc(payouts.createdAt))
  },

  async ofBatch(db: DbOrTx, batchId: string) {
    return db.select().from(payouts).where(eq(payouts.batchId, batchId)).orderBy(asc(payouts.createdAt), asc(payouts.id))
  },

  async createBatch(tx: Tx, createdBy: string): Promise<BatchRow> {
    const [row] = await tx.insert(payoutBatches).values({ createdBy }).returning()
    return row!
  },

  async lockBatch(tx: Tx, id: string): Promise<BatchRow | null> {
    const [row] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update')
    return row ?? null
  },

  async updateBatch(tx: Tx, id: string, set: Partial<Omit<BatchRow, 'id' | 'createdBy' | 'createdAt'>>) {
    const [row] = await tx.update(payoutBatches).set(set).where(eq(payoutBatches.id, id)).returning()
    return row!
  },

  async batchesInState(db: DbOrTx, states: BatchState[]) {
    return db.select().from(payoutBatches).where(inArray(payoutBatches.state, states)).orderBy(asc(payoutBatches.createdAt))
  },

  /** Open batches, and the latest closed ones, newest first, with their builder's name. */
  async recentBatches(db: DbOrTx, closedLimit: number) {
    const open = db.select().from(payoutBatches).where(ne(payoutBatches.state, 'closed'))
    const closed = db.select().from(payoutBatches).where(eq(payoutBatches.state, 'closed')).orderBy(desc(payoutBatches.createdAt)).limit(closedLimit)
    const rows = [...(await open), ...(await closed)].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    const names = rows.length
      ? await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...new Set(rows.map((r) => r.createdBy))]))
      : []
    const nameOf = new Map(names.map((n) => [n.id, n.name]))
    return rows.map((r) => ({ ...r, createdByName: nameOf.get(r.createdBy) ?? null }))
  },

  async insertEntries(tx: Tx, batchId: string, entries: Array<BatchEntry & { payoutId: string | null }>) {
    await tx.insert(payoutEntries).values(
      entries.map(({ payoutId, ...entry }, position) => ({
        id: entry.id,
        batchId,
        position,
        payoutId,
        kind: entry.kind,
        asset: entry.asset,
        fromAddress: entry.from,
        nonce: entry.tx.nonce,
        entry,
      })),
    )
  },

  async entriesOf(db: DbOrTx, batchId: string): Promise<EntryRow[]> {
    return db.select().from(payoutEntries).where(eq(payoutEntries.batchId, batchId)).orderBy(asc(payoutEntries.position))
  },

  async entriesInState(db: DbOrTx, state: EntryRow['state']): Promise<EntryRow[]> {
    return db.select().from(payoutEntries).where(eq(payoutEntries.state, state)).orderBy(asc(payoutEntries.batchId), asc(payoutEntries.position))
  },

  async lockEntry(tx: Tx, id: string): Promise<EntryRow | null> {
    const [row] = await tx.select().from(payoutEntries).where(eq(payoutEntries.id, id)).for('update')
    return row ?? null
  },

  async updateEntry(tx: Tx, id: string, set: Partial<Pick<EntryRow, 'state' | 'txHash' | 'rawTransaction' | 'failure'>>) {
    await tx
      .update(payoutEntries)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(payoutEntries.id, id))
  },

  async emailOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    return row?.email ?? null
  },
}
