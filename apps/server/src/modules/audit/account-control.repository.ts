import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { AuditAction } from '@wallet/shared/audit'
import type { DbOrTx } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'

/** The staff actions by which one account takes control of another: making it, choosing its password, moving it. */
export const ACCOUNT_CONTROL_ACTIONS = [
  'worker.create',
  'staff.manager.create',
  'worker.password.reset',
  'staff.worker.move',
] as const satisfies readonly AuditAction[]

export const accountControlRepository = {
  /**
   * Whether the audit log shows either account taking control of the other, or either one moving `worker` (the
   * customer's worker, whose manager is then the customer's second signer).
   */
  async linked(db: DbOrTx, a: string, b: string, worker: string | null): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, [...ACCOUNT_CONTROL_ACTIONS]),
          or(
            and(eq(auditLog.actorId, a), eq(auditLog.targetUserId, b)),
            and(eq(auditLog.actorId, b), eq(auditLog.targetUserId, a)),
            worker ? and(inArray(auditLog.actorId, [a, b]), eq(auditLog.targetUserId, worker), eq(auditLog.action, 'staff.worker.move')) : undefined,
          ),
        ),
      )
      .limit(1)
    return row !== undefined
  },
}
