import type { AuditAction } from '@wallet/shared/audit'
import type { Permission } from '@wallet/shared/roles'
import type { Db, Tx } from '../../db/client.ts'
import type { Mailer } from '../../lib/mailer.ts'
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
  /** A mail to the customer, sent once the change is committed (never inside the transaction). */
  email?: { subject: string; text: string } | null
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
export interface StaffActionDeps {
  db: Db
  customers: CustomersService
  audit: AuditService
  notifications: NotificationsService
  mailer: Mailer
  /** A mail that could not be sent: the change stands, the failure is logged. */
  onMailFailure: (err: unknown, what: string) => void
}

export function createStaffAction(deps: StaffActionDeps) {
  return function staffAction<Input, Result>(
    action: AuditAction,
    run: (ctx: StaffActionContext<Input>) => Promise<StaffActionOutcome<Result>>,
    options: StaffActionOptions = {},
  ) {
    return async (actor: Actor, customerId: string, input: Input): Promise<Result> => {
      const { outcome, customer } = await deps.db.transaction(async (tx) => {
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
        return { outcome, customer }
      })
      if (outcome.email) {
        await deps.mailer
          .send({ to: customer.email, subject: outcome.email.subject, text: outcome.email.text })
          .catch((err: unknown) => deps.onMailFailure(err, `${action} mail not sent`))
      }
      return outcome.result
    }
  }
}

export type StaffAction = ReturnType<typeof createStaffAction>
