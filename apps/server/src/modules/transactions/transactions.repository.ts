import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { transactions } from '../../db/schema.ts'
import type { TransactionRow } from '../ledger/ledger.service.ts'

/** An entry of the history: a single row, or both legs of a swap (same request id). */
const entryKey = sql`coalesce(${transactions.requestId}, ${transactions.id})`

export const transactionsRepository = {
  /** Entry keys of one page, newest first, hidden rows left out. */
  async pageKeys(db: DbOrTx, userId: string, limit: number, offset: number): Promise<string[]> {
    const rows = await db
      .select({ key: sql<string>`${entryKey}::text`, latest: sql`max(${transactions.sentAt})` })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.isHidden, false)))
      .groupBy(entryKey)
      .orderBy(desc(sql`max(${transactions.sentAt})`), desc(entryKey))
      .limit(limit)
      .offset(offset)
    return rows.map((r) => r.key)
  },

  async countEntries(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${entryKey})::int` })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.isHidden, false)))
    return Number(row?.n ?? 0)
  },

  /** The visible rows belonging to the given entry keys (row ids or request ids). */
  async rowsOfEntries(db: DbOrTx, userId: string, keys: string[]): Promise<TransactionRow[]> {
    if (keys.length === 0) return []
    return db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.isHidden, false),
          or(inArray(transactions.id, keys), inArray(transactions.requestId, keys)),
        ),
      )
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

  /** Every row of the user, hidden ones included, oldest first: the statement. */
  async allForStatement(db: DbOrTx, userId: string): Promise<TransactionRow[]> {
    return db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(asc(transactions.sentAt), asc(transactions.createdAt))
  },
}
