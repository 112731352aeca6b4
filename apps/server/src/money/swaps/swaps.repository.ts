import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { transactions } from '../../db/schema.ts'

export interface SwapLeg {
  id: string
  userId: string
  asset: string
  amount: string
  requestId: string
}

export const swapsRepository = {
  /** Pending swap legs, oldest first, locked for this transaction; rows another instance holds are skipped. */
  async claimPendingLegs(tx: Tx, limit: number): Promise<SwapLeg[]> {
    const rows = await tx
      .select({
        id: transactions.id,
        userId: transactions.userId,
        asset: transactions.asset,
        amount: transactions.amount,
        requestId: transactions.requestId,
      })
      .from(transactions)
      .where(and(eq(transactions.type, 'swap'), eq(transactions.status, 'Pending'), isNotNull(transactions.requestId)))
      .orderBy(asc(transactions.createdAt), asc(transactions.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    return rows.map((r) => ({ ...r, requestId: r.requestId! }))
  },

  /** How many legs a request has in all, whatever their status. */
  async legCount(tx: Tx, requestId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.requestId, requestId))
    return row?.n ?? 0
  },
}
