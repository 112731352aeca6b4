import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../lib/database-error.ts'
import { AppError } from '../../lib/errors.ts'
import { secondFactorResets, users } from '../../db/schema.ts'

export type FactorResetRow = typeof secondFactorResets.$inferSelect

/** The partial unique index that lets one reset of a customer wait at a time. */
const ONE_WAITING = 'second_factor_resets_one_waiting'

/** Resets of customers' second factors waiting for a second staff member (docs/decisions/078). */
export const factorResetsRepository = {
  /** A new request; of two asked at once for one customer, the later insert meets the index: FACTOR_RESET_PENDING. */
  async insert(tx: Tx, values: { customerId: string; reason: string; requestedBy: string }): Promise<FactorResetRow> {
    try {
      const [row] = await tx.insert(secondFactorResets).values(values).returning()
      return row!
    } catch (err) {
      if (isUniqueViolation(err, ONE_WAITING)) throw new AppError('FACTOR_RESET_PENDING')
      throw err
    }
  },

  async lock(tx: Tx, id: string): Promise<FactorResetRow | null> {
    const [row] = await tx.select().from(secondFactorResets).where(eq(secondFactorResets.id, id)).for('update')
    return row ?? null
  },

  async decide(tx: Tx, id: string, decision: { state: 'approved' | 'rejected'; decidedBy: string; reason: string | null }) {
    await tx
      .update(secondFactorResets)
      .set({ state: decision.state, decidedBy: decision.decidedBy, decidedAt: sql`now()`, decisionReason: decision.reason })
      .where(eq(secondFactorResets.id, id))
  },

  /** The customer's waiting reset, with the emails of the customer and of the one who asked. */
  async waitingOf(db: DbOrTx, customerId: string) {
    const [row] = await db
      .select({
        reset: secondFactorResets,
        customerEmail: sql<string>`(select email from "user" where id = ${secondFactorResets.customerId})`,
        requesterEmail: users.email,
      })
      .from(secondFactorResets)
      .innerJoin(users, eq(users.id, secondFactorResets.requestedBy))
      .where(and(eq(secondFactorResets.customerId, customerId), eq(secondFactorResets.state, 'awaiting')))
    return row ?? null
  },
}
