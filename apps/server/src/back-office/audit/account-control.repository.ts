import { and, desc, eq, gte, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditAction } from '@wallet/shared/back-office/audit'
import type { DbOrTx } from '../../db/client.ts'
import { auditLog, users } from '../../db/schema.ts'

/** The staff actions by which one account takes control of another: making it, choosing its password, moving it. */
export const ACCOUNT_CONTROL_ACTIONS = [
  'worker.create',
  'staff.manager.create',
  'worker.password.reset',
  'staff.worker.move',
] as const satisfies readonly AuditAction[]

/**
 * The staff changes that recover a customer's account: a password staff chose, a second factor staff reset, a passkey
 * staff removed (a factor too, docs/decisions/124) (docs/decisions/122). A reset's row names both people: its actor
 * approved it, `after.requestedBy` asked for it.
 */
export const RECOVERY_CHANGE_ACTIONS = [
  'customer.password.reset',
  'customer.second_factor.reset',
  'customer.passkey.remove',
] as const satisfies readonly AuditAction[]

const actorUser = alias(users, 'actor_user')

/** The accounts `ids` name, and every account the audit log shows one of them taking control of, or taken by (047). */
function selfAndLinked(ids: string[]): SQL {
  const control = sql.join(
    ACCOUNT_CONTROL_ACTIONS.map((a) => sql`${a}`),
    sql`, `,
  )
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  return sql`(select unnest(array[${list}]::text[])
    union select target_user_id from audit_log where action in (${control}) and actor_id in (${list})
    union select actor_id from audit_log where action in (${control}) and target_user_id in (${list}))`
}

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

  /**
   * Whether one of `staffIds`, or an account linked to one of them by 047's rules, recovered the customer's account
   * (RECOVERY_CHANGE_ACTIONS) at or after `since`: as the actor, or as the one who asked for an approved reset.
   */
  async recoveredBy(db: DbOrTx, customerId: string, staffIds: string[], since: Date): Promise<boolean> {
    const people = selfAndLinked(staffIds)
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetUserId, customerId),
          inArray(auditLog.action, [...RECOVERY_CHANGE_ACTIONS]),
          gte(auditLog.createdAt, since),
          or(sql`${auditLog.actorId} in ${people}`, sql`${auditLog.after} ->> 'requestedBy' in ${people}`),
        ),
      )
      .limit(1)
    return row !== undefined
  },

  /** Every change staff made to the customer's account at or after `since`, newest first, with who made it. */
  async staffChangesTo(db: DbOrTx, customerId: string, since: Date, limit: number) {
    return db
      .select({ action: auditLog.action, at: auditLog.createdAt, actorId: auditLog.actorId, actorEmail: actorUser.email, actorRole: auditLog.actorRole })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
      .where(and(eq(auditLog.targetUserId, customerId), gte(auditLog.createdAt, since), isNotNull(auditLog.actorId), ne(auditLog.actorId, customerId)))
      .orderBy(desc(auditLog.id))
      .limit(limit)
  },
}
