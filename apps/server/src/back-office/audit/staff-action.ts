import type { AuditAction } from '@wallet/shared/back-office/audit'
import type { ErrorCode } from '@wallet/shared/errors'
import { isStaffRole, scopeOf, type Permission } from '@wallet/shared/roles'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { Mailer } from '../../lib/mailer.ts'
import type { AccountService, StaffRef } from '../../identity/accounts/accounts.service.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomerRef, CustomersService } from '../customers/customers.service.ts'
import type { TranslatableMail } from '../../support/notifications/mail-translations.ts'
import type { Notice } from '../../support/notifications/notices.ts'
import type { NotificationsService } from '../../support/notifications/notifications.service.ts'
import type { AuditService } from './audit.service.ts'

/**
 * Whom a staff action is about, checked before it runs:
 * - customer: a customer inside the actor's scope for the permission (customers.access);
 * - staff: a staff account inside the actor's scope (team: one of the manager's workers; any: every staff account);
 * - none: the action finds its subject itself (a claim, a ticket, a new account) and names it in its outcome.
 */
export type StaffTargetKind = 'customer' | 'staff' | 'none'

interface TargetOf {
  customer: CustomerRef
  staff: StaffRef
  none: null
}

export interface StaffActionContext<Prepared, Target extends StaffTargetKind> {
  tx: Tx
  actor: Actor
  target: TargetOf[Target]
  input: Prepared
}

/** The change was made: the audit row's before and after, and what the subject is told. */
export interface AppliedOutcome<Result> {
  kind: 'applied'
  before: unknown
  after: unknown
  reason?: string | null
  /** The subject's notification (their bell); null or absent when they are not told. */
  notify?: Notice | null
  /** A mail to the subject, sent once the change is committed (never inside the transaction). */
  email?: TranslatableMail | null
  /** Whom the row is about, for an action whose target is 'none'. */
  subject?: string | null
  result: Result
}

/**
 * Nothing was changed: the change waits for a second staff member. The action stored the request itself; the audit
 * row records the request under `auditAs`.
 */
export interface DeferredOutcome<Result> {
  kind: 'deferred'
  auditAs: AuditAction
  after: unknown
  subject?: string | null
  /** The subject's notification and mail, when they are told of the request itself. */
  notify?: Notice | null
  email?: TranslatableMail | null
  result: Result
}

export type StaffOutcome<Result> = AppliedOutcome<Result> | DeferredOutcome<Result>

export const applied = <Result>(outcome: Omit<AppliedOutcome<Result>, 'kind'>): AppliedOutcome<Result> => ({ kind: 'applied', ...outcome })
export const deferred = <Result>(outcome: Omit<DeferredOutcome<Result>, 'kind'>): DeferredOutcome<Result> => ({ kind: 'deferred', ...outcome })

export interface StaffActionDefinition<Input, Prepared, Result, Target extends StaffTargetKind> {
  /** The audit row's action (an applied outcome), from the typed list in @wallet/shared/audit. */
  action: AuditAction
  /** What the actor's role must hold, and with which scope over the target; the route's guard is taken from here. */
  permission: Permission
  target: Target
  /** What a staff target outside the actor's scope (or not a staff account) is told. */
  staffNotFound?: ErrorCode
  /** Work before the transaction, after the access check (hashing a password, reading prices). */
  prepare?: (input: Input, actor: Actor) => Promise<Prepared>
  run: (ctx: StaffActionContext<Prepared, Target>) => Promise<StaffOutcome<Result>>
}

/** A defined action, ready to call; it carries its action and permission so a route can take its guard from it. */
export type StaffAction<Input, Result, Target extends StaffTargetKind = StaffTargetKind> = (Target extends 'none'
  ? (actor: Actor, input: Input) => Promise<Result>
  : (actor: Actor, targetId: string, input: Input) => Promise<Result>) & {
  readonly action: AuditAction
  readonly permission: Permission
  readonly target: Target
}

/** Any defined action, as route config holds it. */
export interface AnyStaffAction {
  readonly action: AuditAction
  readonly permission: Permission
  readonly target: StaffTargetKind
}

export interface StaffActionDeps {
  db: Db
  customers: CustomersService
  account: AccountService
  audit: AuditService
  notifications: NotificationsService
  mailer: Mailer
  /** A mail that could not be sent: the change stands, the failure is logged. */
  onMailFailure: (err: unknown, what: string) => void
  /** The chain's head could not be published after the action: the change stands, the next publish catches up. */
  onHeadFailure: (err: unknown) => void
}

/**
 * One shape for every staff change (docs/decisions/045-staff-action.md). `defineStaffAction({ action, permission,
 * target, run })` gives a function that opens the transaction, checks the actor's scope over the target, runs the
 * change, and writes the audit row and the subject's notification before the commit; a mail goes out after it.
 * A failure anywhere leaves nothing written. An action that needs a second person returns `deferred(…)`: nothing is
 * changed, and the request is audited instead. Routes name the action in `config.staffAction` and get its guard.
 */
export function createStaffActions(deps: StaffActionDeps) {
  async function staffTarget(tx: DbOrTx, actor: Actor, targetId: string, permission: Permission, notFound: ErrorCode): Promise<StaffRef> {
    const scope = scopeOf(actor.role, permission)
    const target = await deps.account.staffAccount(tx, targetId)
    const inScope = scope === 'any' || (scope === 'team' && target?.managerId === actor.userId)
    if (!target || !isStaffRole(target.role) || !inScope) throw new AppError(notFound)
    return target
  }

  async function resolve(tx: DbOrTx, actor: Actor, kind: StaffTargetKind, targetId: string | null, def: AnyStaffAction & { staffNotFound?: ErrorCode }) {
    if (kind === 'customer') return deps.customers.access(tx, actor, targetId!, def.permission)
    if (kind === 'staff') return staffTarget(tx, actor, targetId!, def.permission, def.staffNotFound ?? 'STAFF_NOT_FOUND')
    return null
  }

  /** Types come from the definition: the input from `run`'s context (or `prepare`'s), the result from `run`. */
  return function defineStaffAction<Prepared, Result, Target extends StaffTargetKind, Input = Prepared>(
    def: StaffActionDefinition<Input, Prepared, Result, Target>,
  ): StaffAction<Input, Result, Target> {
    async function perform(actor: Actor, targetId: string | null, input: Input): Promise<Result> {
      let prepared = input as unknown as Prepared
      if (def.prepare) {
        // Checked first, so that nobody outside the scope makes the server do the preparation's work.
        await resolve(deps.db, actor, def.target, targetId, def)
        prepared = await def.prepare(input, actor)
      }
      const { outcome, target } = await deps.db.transaction(async (tx) => {
        const target = (await resolve(tx, actor, def.target, targetId, def)) as TargetOf[Target]
        const outcome = await def.run({ tx, actor, target, input: prepared })
        const subject = target?.id ?? outcome.subject ?? null
        if (outcome.notify && subject) await deps.notifications.notify(tx, subject, outcome.notify)
        if (outcome.kind === 'applied') {
          await deps.audit.record(tx, actor, {
            action: def.action,
            targetUserId: subject,
            before: outcome.before,
            after: outcome.after,
            reason: outcome.reason ?? null,
          })
        } else {
          await deps.audit.record(tx, actor, { action: outcome.auditAs, targetUserId: subject, before: null, after: outcome.after })
        }
        return { outcome, target }
      })
      // The chain's new head goes outside the database at once: rows deleted from here on cannot go unnoticed.
      await deps.audit.publishHead().catch((err: unknown) => deps.onHeadFailure(err))
      if (outcome.email) {
        const mail = outcome.email
        await (target ? deps.mailer.send({ to: target.email, ...mail }) : Promise.reject(new Error('no target to mail'))).catch((err: unknown) =>
          deps.onMailFailure(err, `${def.action} mail not sent`),
        )
      }
      return outcome.result
    }

    const call =
      def.target === 'none'
        ? (actor: Actor, input: Input) => perform(actor, null, input)
        : (actor: Actor, targetId: string, input: Input) => perform(actor, targetId, input)
    return Object.assign(call, { action: def.action, permission: def.permission, target: def.target }) as StaffAction<Input, Result, Target>
  }
}

export type DefineStaffAction = ReturnType<typeof createStaffActions>
