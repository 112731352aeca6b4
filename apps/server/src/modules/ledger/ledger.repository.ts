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

export type ProjectionComparison = {
  userId: string
  asset: string
  ledgerBalance: string
  projectedBalance: string
  ledgerPendingDeposits: string
  projectedPendingDeposits: string
  ledgerPendingWithdrawals: string
  projectedPendingWithdrawals: string
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

  /**
   * The first `limit` (user, asset) pairs, in that order, whose balances row disagrees with the ledger's sums,
   * compared inside the database so that only the disagreements travel, and at most `limit` of them: memory stays flat
   * however long the ledger is and however much of it disagrees.
   */
  async projectionDisagreements(db: DbOrTx, limit: number): Promise<ProjectionComparison[]> {
    // Both drivers (node-postgres and PGlite) answer raw SQL with { rows }.
    const result = (await db.execute(sql`
      with ledger as (
        select user_id, asset,
          coalesce(sum(amount) filter (where status = 'Complete'), 0) as balance,
          coalesce(sum(amount) filter (where status = 'Pending' and amount > 0), 0) as pending_deposits,
          coalesce(sum(amount) filter (where status = 'Pending' and amount < 0), 0) as pending_withdrawals
        from ${transactions}
        group by user_id, asset
      )
      select coalesce(l.user_id, b.user_id) as "userId", coalesce(l.asset, b.asset) as "asset",
        coalesce(l.balance, 0)::text as "ledgerBalance", coalesce(b.balance, 0)::text as "projectedBalance",
        coalesce(l.pending_deposits, 0)::text as "ledgerPendingDeposits", coalesce(b.pending_deposits, 0)::text as "projectedPendingDeposits",
        coalesce(l.pending_withdrawals, 0)::text as "ledgerPendingWithdrawals", coalesce(b.pending_withdrawals, 0)::text as "projectedPendingWithdrawals"
      from ledger l
      full join ${balances} b on b.user_id = l.user_id and b.asset = l.asset
      where coalesce(l.balance, 0) <> coalesce(b.balance, 0)
         or coalesce(l.pending_deposits, 0) <> coalesce(b.pending_deposits, 0)
         or coalesce(l.pending_withdrawals, 0) <> coalesce(b.pending_withdrawals, 0)
      order by 1, 2
      limit ${limit}`)) as unknown as { rows: ProjectionComparison[] }
    return result.rows
  },
}
