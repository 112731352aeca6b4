import { and, asc, eq, lte, or } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { scheduledTransactions } from '../../db/schema.ts'

export type ScheduledRow = typeof scheduledTransactions.$inferSelect

export const stakesRepository = {
  /** Whether a ledger row is a stake's principal or its payout. */
  async isStakeLeg(db: DbOrTx, transactionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: scheduledTransactions.id })
      .from(scheduledTransactions)
      .where(or(eq(scheduledTransactions.stakeTransactionId, transactionId), eq(scheduledTransactions.payoutTransactionId, transactionId)))
      .limit(1)
    return row !== undefined
  },

  async insertPayout(tx: Tx, values: typeof scheduledTransactions.$inferInsert): Promise<ScheduledRow> {
    const [row] = await tx.insert(scheduledTransactions).values(values).returning()
    return row!
  },

  /** The Manage Stakes list: payouts still pending, soonest first. */
  async pendingOf(db: DbOrTx, userId: string): Promise<ScheduledRow[]> {
    return db
      .select()
      .from(scheduledTransactions)
      .where(and(eq(scheduledTransactions.userId, userId), eq(scheduledTransactions.status, 'pending'), eq(scheduledTransactions.type, 'stake_payout')))
      .orderBy(asc(scheduledTransactions.scheduledAt))
  },

  /** Due payouts, locked for this transaction; rows another instance is paying are skipped. */
  async claimDue(tx: Tx, now: Date, limit: number): Promise<ScheduledRow[]> {
    return tx
      .select()
      .from(scheduledTransactions)
      .where(and(eq(scheduledTransactions.status, 'pending'), eq(scheduledTransactions.type, 'stake_payout'), lte(scheduledTransactions.scheduledAt, now)))
      .orderBy(asc(scheduledTransactions.scheduledAt), asc(scheduledTransactions.id))
      .limit(limit)
      .for('update', { skipLocked: true })
  },

  async markPaid(tx: Tx, id: string, payoutTransactionId: string, paidAt: Date): Promise<void> {
    await tx.update(scheduledTransactions).set({ status: 'paid', payoutTransactionId, paidAt }).where(eq(scheduledTransactions.id, id))
  },
}
