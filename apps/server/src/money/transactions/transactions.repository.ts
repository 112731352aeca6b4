import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { pageWindow } from '../../lib/paging.ts'
import { transactions } from '../../db/schema.ts'
import type { TransactionRow } from '../ledger/ledger.service.ts'

/** An entry of the history: a single row, or both legs of a swap (same request id). */
const entryKey = sql`coalesce(${transactions.requestId}, ${transactions.id})`

/**
 * One visible row per entry: a single row, or a swap's outgoing leg (both legs are written in one transaction, so
 * they share sent_at, and customers' swaps are never hidden). It matches the partial index
 * transactions_user_entries_idx, so a page and the count read only that index (docs/decisions/061-reads-at-scale.md).
 */
const entryRow = (userId: string) =>
  and(
    eq(transactions.userId, userId),
    // Written out, not as parameters: the planner must see the index's own condition to use it.
    sql`${transactions.isHidden} = false and (${transactions.requestId} is null or ${transactions.amount} < 0)`,
  )

export const transactionsRepository = {
  /**
   * Entry keys of one page, newest first, hidden rows left out. With `total` (the count of entries) known, a page past
   * the middle is read from the oldest end and turned round (`pageWindow`): the last page costs what the first does.
   */
  async pageKeys(db: DbOrTx, userId: string, limit: number, offset: number, total?: number): Promise<string[]> {
    const window = pageWindow(limit, offset, total)
    if (!window) return []
    const rows = await db
      .select({ key: sql<string>`${entryKey}::text` })
      .from(transactions)
      .where(entryRow(userId))
      // The index's own order (sent_at desc nulls last, then the entry key), so a page is read from it in order; or
      // exactly its reverse (the entry key is unique), read from the same index backwards.
      .orderBy(
        ...(window.oldestFirst ? [sql`${transactions.sentAt} asc nulls first`, asc(entryKey)] : [sql`${transactions.sentAt} desc nulls last`, desc(entryKey)]),
      )
      .limit(window.limit)
      .offset(window.offset)
    const keys = rows.map((r) => r.key)
    return window.oldestFirst ? keys.reverse() : keys
  },

  async countEntries(db: DbOrTx, userId: string): Promise<number> {
    return db.$count(transactions, entryRow(userId))
  },

  /** The visible rows belonging to the given entry keys (row ids or request ids). */
  async rowsOfEntries(db: DbOrTx, userId: string, keys: string[]): Promise<TransactionRow[]> {
    if (keys.length === 0) return []
    return db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.isHidden, false), or(inArray(transactions.id, keys), inArray(transactions.requestId, keys))))
  },

  async findOwn(db: DbOrTx, userId: string, id: string): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId), eq(transactions.isHidden, false)))
    return row
  },

  async swapLegs(db: DbOrTx, userId: string, requestId: string): Promise<TransactionRow[]> {
    return db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.requestId, requestId), eq(transactions.isHidden, false)))
  },

  /**
   * Every row of the user, hidden ones included, oldest first (the statement), in batches: each batch starts after the
   * last row of the one before (sent_at, created_at, id), so memory holds one batch however long the history.
   */
  async *statementBatches(db: DbOrTx, userId: string, batchSize = 2000): AsyncGenerator<TransactionRow[]> {
    // The position as the database wrote it: a JavaScript Date would drop the microseconds and repeat rows.
    let after: { sentAt: string; createdAt: string; id: string } | undefined
    for (;;) {
      const batch = await db
        .select({
          ...getTableColumns(transactions),
          sentAtKey: sql<string>`${transactions.sentAt}::text`,
          createdAtKey: sql<string>`${transactions.createdAt}::text`,
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            // The position goes in as sub-selects, whose values the planner does not know: it then assumes a third of
            // the customer's rows follow it and walks transactions_user_rows_idx in order for one batch. Given the
            // values, it judged from sent_at's statistics over every customer how many of this customer's rows are
            // later, and at 10 million rows believed so few were left that it read and sorted all the rest of the
            // history for every batch (docs/decisions/061-reads-at-scale.md).
            after &&
              sql`(${transactions.sentAt}, ${transactions.createdAt}, ${transactions.id}) > ((select ${after.sentAt}::timestamptz), (select ${after.createdAt}::timestamptz), (select ${after.id}::uuid))`,
          ),
        )
        .orderBy(asc(transactions.sentAt), asc(transactions.createdAt), asc(transactions.id))
        .limit(batchSize)
      if (batch.length > 0) yield batch.map(({ sentAtKey: _s, createdAtKey: _c, ...row }) => row)
      const last = batch.at(-1)
      if (!last || batch.length < batchSize) return
      after = { sentAt: last.sentAtKey, createdAt: last.createdAtKey, id: last.id }
    }
  },
}
