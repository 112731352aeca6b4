import type { AuditAction } from '@wallet/shared/audit'
import type { Permission } from '@wallet/shared/roles'
import type { Db, Tx } from '../../db/client.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { Actor } from '../auth/actor.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { CustomerRef, CustomersService } from './customers.service.ts'

export interface StaffActionContext<Input> {
  tx: Tx
  actor: Actor
  customer: CustomerRef
  input: Input
}

/** What a staff action reports back: the audit row's before and after, and what the customer is told. */
export interface StaffActionOutcome<Result> {
  before: unknown
  after: unknown
  reason?: string | null
  /** The customer's notification (their bell); null when they are not told. */
  notify: string | null
  result: Result
}

export interface StaffActionOptions {
  /** The permission whose scope the actor needs on the customer (default customers:manage). */
  permission?: Permission
}

/**
 * Makes the audit row impossible to forget (docs/decisions/040-module-shape.md): a staff action is written as
 * `staffAction('customer.ban', async ({ tx, actor, customer, input }) => …)`, and the wrapper opens the transaction,
 * checks the actor's access to the customer, runs the change, then writes the audit row and the customer's
 * notification before the commit. A failure anywhere leaves nothing written.
 */
export function createStaffAction(deps: { db: Db; customers: CustomersService; audit: AuditService; notifications: NotificationsService }) {
  return function staffAction<Input, Result>(
    action: AuditAction,
    run: (ctx: StaffActionContext<Input>) => Promise<StaffActionOutcome<Result>>,
    options: StaffActionOptions = {},
  ) {
    return (actor: Actor, customerId: string, input: Input): Promise<Result> =>
      deps.db.transaction(async (tx) => {
        const customer = await deps.customers.access(tx, actor, customerId, options.permission ?? 'customers:manage')
        const outcome = await run({ tx, actor, customer, input })
        if (outcome.notify) await deps.notifications.notify(tx, customer.id, outcome.notify)
        await deps.audit.record(tx, actor, {
          action,
          targetUserId: customer.id,
          before: outcome.before,
          after: outcome.after,
          reason: outcome.reason ?? null,
        })
        return outcome.result
      })
  }
}

export type StaffAction = ReturnType<typeof createStaffAction>
