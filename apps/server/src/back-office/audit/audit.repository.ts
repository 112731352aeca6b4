import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { auditCheckpoint, auditLog, users } from '../../db/schema.ts'

export type AuditRow = typeof auditLog.$inferSelect
export type AuditCheckpointRow = typeof auditCheckpoint.$inferSelect

const actorUser = alias(users, 'actor_user')
const targetUser = alias(users, 'target_user')

export interface AuditFilter {
  /** The rows about one account (a customer's Activity tab). */
  targetUserId?: string
  actorEmail?: string
  targetEmail?: string
  action?: string
  from?: Date
  /** Exclusive. */
  until?: Date
}

function filterOf(f: AuditFilter): SQL | undefined {
  return and(
    f.targetUserId ? eq(auditLog.targetUserId, f.targetUserId) : undefined,
    f.actorEmail ? eq(sql`lower(${actorUser.email})`, f.actorEmail.toLowerCase()) : undefined,
    f.targetEmail ? eq(sql`lower(${targetUser.email})`, f.targetEmail.toLowerCase()) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.until ? lt(auditLog.createdAt, f.until) : undefined,
  )
}

const withEmails = { row: auditLog, actorEmail: actorUser.email, targetEmail: targetUser.email }

/** Serialises appends: one chain, one writer at a time, until the writer's transaction ends. */
const CHAIN_LOCK_ID = 7_240_002

export const auditRepository = {
  async lockChain(tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK_ID})`)
  },

  /**
   * The newest row's id and hash, or null for an empty log: the link the next row extends (read with the chain locked,
   * inside the appending transaction) and the head that is published (read as committed).
   */
  async newest(db: DbOrTx): Promise<{ id: number; hash: string } | null> {
    const [row] = await db.select({ id: auditLog.id, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    return row ?? null
  },

  async byId(db: DbOrTx, id: number): Promise<AuditRow | null> {
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id))
    return row ?? null
  },

  async checkpoint(db: DbOrTx): Promise<AuditCheckpointRow | null> {
    const [row] = await db.select().from(auditCheckpoint).where(eq(auditCheckpoint.id, 1))
    return row ?? null
  },

  /**
   * Saves the console's verification state. `verifiedThrough` only moves forward: of two page views verifying at
   * once, the later position stays whichever commits first; the re-check cursor is the last view's.
   */
  async saveCheckpoint(db: DbOrTx, state: Omit<AuditCheckpointRow, 'id'>): Promise<void> {
    await db
      .insert(auditCheckpoint)
      .values({ id: 1, ...state })
      .onConflictDoUpdate({
        target: auditCheckpoint.id,
        set: {
          verifiedThrough: sql`greatest(${auditCheckpoint.verifiedThrough}, excluded.verified_through)`,
          hash: sql`case when excluded.verified_through >= ${auditCheckpoint.verifiedThrough} then excluded.hash else ${auditCheckpoint.hash} end`,
          mac: sql`case when excluded.verified_through >= ${auditCheckpoint.verifiedThrough} then excluded.mac else ${auditCheckpoint.mac} end`,
          verifiedAt: sql`case when excluded.verified_through >= ${auditCheckpoint.verifiedThrough} then excluded.verified_at else ${auditCheckpoint.verifiedAt} end`,
          sweptThrough: sql`excluded.swept_through`,
        },
      })
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

  /**
   * One page of rows matching the filter, newest first, with the actor's and target's emails, and the total. Without a
   * filter the total is the newest id (the chain's ids have no gaps), so the first page costs the same at any size.
   */
  async page(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
    const where = filterOf(filter)
    const count = where
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
          .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
          .where(where)
      : db.select({ n: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog)
    const [rows, [total]] = await Promise.all([
      db
        .select(withEmails)
        .from(auditLog)
        .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
        .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      count,
    ])
    return { rows, total: Number(total?.n ?? 0) }
  },

  /** Rows matching the filter in chain order below an id (for streaming an export), a batch at a time. */
  async batchBefore(db: DbOrTx, filter: AuditFilter, beforeId: number, limit: number) {
    return db
      .select(withEmails)
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
      .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
      .where(and(filterOf(filter), lte(auditLog.id, beforeId)))
      .orderBy(desc(auditLog.id))
      .limit(limit)
  },
}
