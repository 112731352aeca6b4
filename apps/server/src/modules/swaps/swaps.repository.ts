import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { transactions, userProfiles } from '../../db/schema.ts'

export interface SwapPermission {
  canSwap: boolean
  swapDisabledNote: string | null
}

export interface SwapLeg {
  id: string
  userId: string
  asset: string
  amount: string
  requestId: string
}

export const swapsRepository = {
  /** can_swap and its note; a user without a profile row may swap (flags default to true). */
  async permission(db: DbOrTx, userId: string): Promise<SwapPermission> {
    const [row] = await db
      .select({ canSwap: userProfiles.canSwap, swapDisabledNote: userProfiles.swapDisabledNote })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
    return row ?? { canSwap: true, swapDisabledNote: null }
  },

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
