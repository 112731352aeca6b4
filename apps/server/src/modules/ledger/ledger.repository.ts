import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
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

export type BalanceDelta = { userId: string; asset: string } & ProjectionDelta

/**
 * UPDATE … FROM (VALUES …) adding each delta to its projection row; returns the rows it changed. The rows must exist
 * (the caller locked them): an INSERT … ON CONFLICT cannot add a delta, because PostgreSQL judges the CHECKs on the
 * row it proposes to insert (the bare delta) before it finds the conflict.
 */
function updateDeltas(deltas: ReadonlyArray<BalanceDelta>): SQL {
  const values = sql.join(
    deltas.map((d) => sql`(${d.userId}::text, ${d.asset}::text, ${d.balance}::numeric, ${d.pendingDeposits}::numeric, ${d.pendingWithdrawals}::numeric)`),
    sql`, `,
  )
  return sql`update ${balances} set
      balance = ${balances.balance} + d.balance,
      pending_deposits = ${balances.pendingDeposits} + d.pending_deposits,
      pending_withdrawals = ${balances.pendingWithdrawals} + d.pending_withdrawals,
      updated_at = now()
    from (values ${values}) as d (user_id, asset, balance, pending_deposits, pending_withdrawals)
    where ${balances.userId} = d.user_id and ${balances.asset} = d.asset
    returning ${balances.userId}`
}

/** Ledger queries only; the rules live in ledger.service.ts. */
export const ledgerRepository = {
  /**
   * Locks the (user, asset) rows one after the other in the order given, creating a missing one at zero, and returns
   * them as locked, in one statement. INSERT … VALUES takes its rows in list order, each either inserted or, on the
   * conflict, locked and rewritten unchanged, so the caller's order is the order the locks are taken in. `keys` must
   * not repeat a pair.
   */
  async lockBalances(tx: Tx, keys: ReadonlyArray<{ userId: string; asset: string }>): Promise<BalanceRow[]> {
    if (keys.length === 0) return []
    return tx
      .insert(balances)
      .values(keys.map(({ userId, asset }) => ({ userId, asset })))
      .onConflictDoUpdate({ target: [balances.userId, balances.asset], set: { updatedAt: sql`${balances.updatedAt}` } })
      .returning()
  },

  /** Adds each delta to its (existing, locked) projection row; answers how many rows it changed. */
  async applyDeltas(tx: Tx, deltas: ReadonlyArray<BalanceDelta>): Promise<number> {
    const result = (await tx.execute(updateDeltas(deltas))) as unknown as { rows: unknown[] }
    return result.rows.length
  },

  /**
   * A whole ledger write in one statement: the projection deltas as `applyDeltas` adds them (`moved` answers how many
   * rows they changed), and the ledger rows inserted and returned. `notice`, when given, is evaluated for every
   * inserted row (the transaction events).
   */
  async insertWithDeltas(
    tx: Tx,
    rows: NewTransactionRow[],
    deltas: ReadonlyArray<BalanceDelta>,
    notice?: SQL,
  ): Promise<{ rows: TransactionRow[]; moved: number }> {
    const moved = tx.$with('moved', { userId: balances.userId }).as(updateDeltas(deltas))
    const columns = getTableColumns(transactions)
    const inserted = await tx
      .with(moved)
      .insert(transactions)
      .values(rows)
      .returning({ ...columns, moved: sql<number>`(select count(*)::int from ${moved})`.mapWith(Number), ...(notice ? { notice } : {}) })
    return {
      rows: inserted.map(({ moved: _moved, ...row }) => {
        delete (row as { notice?: unknown }).notice
        return row
      }),
      moved: inserted[0]?.moved ?? 0,
    }
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
   * The (user, asset) pairs whose balances row disagrees with the ledger's sums, compared inside the database so that
   * only the disagreements travel: memory stays flat however long the ledger is.
   */
  async projectionDisagreements(db: DbOrTx): Promise<ProjectionComparison[]> {
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
      order by 1, 2`)) as unknown as { rows: ProjectionComparison[] }
    return result.rows
  },
}
