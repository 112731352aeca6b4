import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { balances, transactions, transactionStatusChanges } from '../../db/schema.ts'

export type TransactionRow = typeof transactions.$inferSelect
export type NewTransactionRow = typeof transactions.$inferInsert
export type BalanceRow = typeof balances.$inferSelect

export interface ProjectionDelta {
  balance: string
  pendingDeposits: string
  pendingWithdrawals: string
}

/** Ledger queries only; the rules live in ledger.service.ts. */
export const ledgerRepository = {
  async lockBalance(tx: Tx, userId: string, asset: string): Promise<BalanceRow> {
    await tx.insert(balances).values({ userId, asset }).onConflictDoNothing()
    const [row] = await tx
      .select()
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.asset, asset)))
      .for('update')
    return row!
  },

  /** Adds the deltas to the locked (user, asset) projection row; the CHECKs judge the result. */
  async applyDelta(tx: Tx, userId: string, asset: string, d: ProjectionDelta): Promise<void> {
    await tx
      .update(balances)
      .set({
        balance: sql`${balances.balance} + ${d.balance}`,
        pendingDeposits: sql`${balances.pendingDeposits} + ${d.pendingDeposits}`,
        pendingWithdrawals: sql`${balances.pendingWithdrawals} + ${d.pendingWithdrawals}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(balances.userId, userId), eq(balances.asset, asset)))
  },

  async insertTransaction(tx: Tx, row: NewTransactionRow): Promise<TransactionRow> {
    const [inserted] = await tx.insert(transactions).values(row).returning()
    return inserted!
  },

  async lockTransaction(tx: Tx, id: string): Promise<TransactionRow | undefined> {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update')
    return row
  },

  async updateStatus(tx: Tx, id: string, status: string): Promise<TransactionRow> {
    const [row] = await tx.update(transactions).set({ status, updatedAt: sql`now()` }).where(eq(transactions.id, id)).returning()
    return row!
  },

  /** Stamped with the clock at the change itself (not the transaction's start), so the row's changes sort in order. */
  async insertStatusChange(tx: Tx, change: Omit<typeof transactionStatusChanges.$inferInsert, 'changedAt'>): Promise<void> {
    await tx.insert(transactionStatusChanges).values({ ...change, changedAt: sql`clock_timestamp()` })
  },

  async updateDetails(tx: Tx, id: string, details: { type: string | null; note: string | null }): Promise<TransactionRow> {
    const [row] = await tx.update(transactions).set({ ...details, updatedAt: sql`now()` }).where(eq(transactions.id, id)).returning()
    return row!
  },

  /** The rows sharing a request id (a swap's legs), locked in id order so that two edits cannot deadlock. */
  async lockRequestLegs(tx: Tx, requestId: string): Promise<TransactionRow[]> {
    return tx.select().from(transactions).where(eq(transactions.requestId, requestId)).orderBy(transactions.id).for('update')
  },

  async balancesOf(db: DbOrTx, userId: string): Promise<BalanceRow[]> {
    return db.select().from(balances).where(eq(balances.userId, userId))
  },

  async allBalances(db: DbOrTx): Promise<BalanceRow[]> {
    return db.select().from(balances)
  },

  /** The projection recomputed from the ledger, per (user, asset). */
  async recomputedProjection(db: DbOrTx): Promise<{ userId: string; asset: string; balance: string; pendingDeposits: string; pendingWithdrawals: string }[]> {
    return db
      .select({
        userId: transactions.userId,
        asset: transactions.asset,
        balance: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'Complete'), 0)`,
        pendingDeposits: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'Pending' and ${transactions.amount} > 0), 0)`,
        pendingWithdrawals: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'Pending' and ${transactions.amount} < 0), 0)`,
      })
      .from(transactions)
      .groupBy(transactions.userId, transactions.asset)
  },
}
