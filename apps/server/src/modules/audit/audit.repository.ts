import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'

export type AuditRow = typeof auditLog.$inferSelect

/** Serialises appends: one chain, one writer at a time, until the writer's transaction ends. */
const CHAIN_LOCK_ID = 7_240_002

export const auditRepository = {
  async lockChain(tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK_ID})`)
  },

  /** The newest row's id and hash, or null for an empty log. Call with the chain locked. */
  async lastLink(tx: Tx): Promise<{ id: number; hash: string } | null> {
    const [row] = await tx.select({ id: auditLog.id, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    return row ?? null
  },

  async insert(tx: Tx, row: AuditRow): Promise<AuditRow> {
    const [inserted] = await tx.insert(auditLog).values(row).returning()
    return inserted!
  },

  /** Rows in chain order after an id, a batch at a time (verification streams the log). */
  async batchAfter(db: DbOrTx, afterId: number, limit: number): Promise<AuditRow[]> {
    return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit)
  },

  /** The newest rows about one user, of the given actions. */
  async ofTarget(db: DbOrTx, targetUserId: string, actions: string[], limit: number): Promise<AuditRow[]> {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, targetUserId), inArray(auditLog.action, actions)))
      .orderBy(desc(auditLog.id))
      .limit(limit)
  },
}
