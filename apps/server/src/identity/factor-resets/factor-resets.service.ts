import {
  FACTOR_RESET_TEXTS,
  factorAfterReset,
  RECENT_CHANGE_DAYS,
  type FactorReset,
  type FactorResetAnswer,
  type FactorResetState,
  type StaffChange,
} from '@wallet/shared/identity/factor-resets'
import { scopeOf } from '@wallet/shared/roles'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { AccountService } from '../accounts/accounts.service.ts'
import type { Actor } from '../sign-in/actor.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import { applied, deferred, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import { approversOf } from '../../back-office/customers/approvers.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { mailWithPasskeysRevoked, translatedMail, withRecoveryHold } from '../../support/notifications/mail-translations.ts'
import { notice, noticeWithPasskeysRevoked } from '../../support/notifications/notices.ts'
import type { NotificationsService } from '../../support/notifications/notifications.service.ts'
import { factorResetsRepository as repo, type FactorResetRow } from './factor-resets.repository.ts'

export interface FactorResetsDeps {
  db: Db
  customers: CustomersService
  account: AccountService
  audit: Pick<AuditService, 'controlLinked' | 'recoveredBy' | 'staffChangesTo'>
  notifications: NotificationsService
  defineStaffAction: DefineStaffAction
  /** The time the recent-change window is measured on (tests move it). */
  clock: Clock
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A reset of a customer's second factor (docs/decisions/078): it opens the account to whoever holds the password, so
 * one staff member asks, with a reason, and a second one who may approve it (the customer's team manager or an admin,
 * never the one who asked nor an account linked to them) resets it. The customer is told of the request and of the
 * decision. Both steps are staff actions.
 */
export function createFactorResetsService({ db, customers, account, audit, notifications, defineStaffAction, clock }: FactorResetsDeps) {
  type Ctx<Input> = StaffActionContext<Input, 'customer'>

  const windowStart = () => new Date(clock.now().getTime() - RECENT_CHANGE_DAYS * DAY_MS)

  /**
   * One person must not both set what opens the account and reset what guards it (docs/decisions/122): refused when
   * any of `staffIds`, or an account linked to one of them (047), set the customer's password or reset their second
   * factor in the last RECENT_CHANGE_DAYS days.
   */
  async function refuseRecentRecoverers(tx: Tx, customerId: string, staffIds: string[]): Promise<void> {
    if (await audit.recoveredBy(tx, customerId, staffIds, windowStart())) throw new AppError('FACTOR_RESET_RECENT_CHANGE')
  }

  async function mayDecide(handle: DbOrTx, actor: Actor, customerId: string): Promise<boolean> {
    if (!scopeOf(actor.role, 'factor-resets:approve')) return false
    return customers.access(handle, actor, customerId, 'factor-resets:approve').then(
      () => true,
      () => false,
    )
  }

  async function stateOf(handle: DbOrTx, actor: Actor, customerId: string): Promise<FactorResetState> {
    const [method, waiting, decides, recentStaffChanges] = await Promise.all([
      account.secondFactorOf(handle, customerId),
      repo.waitingOf(handle, customerId),
      mayDecide(handle, actor, customerId),
      audit.staffChangesTo(handle, customerId, windowStart()),
    ])
    return { method, waiting: waiting ? toView(waiting, method, decides && waiting.reset.requestedBy !== actor.userId, recentStaffChanges) : null }
  }

  function toView(
    row: NonNullable<Awaited<ReturnType<typeof repo.waitingOf>>>,
    method: FactorReset['method'],
    canDecide: boolean,
    recentStaffChanges: StaffChange[],
  ): FactorReset {
    const r: FactorResetRow = row.reset
    return {
      id: r.id,
      customerId: r.customerId,
      customerEmail: row.customerEmail,
      reason: r.reason,
      method,
      becomes: factorAfterReset(method),
      requestedBy: { id: r.requestedBy, email: row.requesterEmail },
      requestedAt: r.requestedAt.toISOString(),
      canDecide,
      recentStaffChanges,
    }
  }

  const answer = async (handle: DbOrTx, actor: Actor, customerId: string, message: string): Promise<FactorResetAnswer> => ({
    success: true,
    message,
    state: await stateOf(handle, actor, customerId),
  })

  const request = defineStaffAction({
    action: 'customer.second_factor.reset.request',
    permission: 'customers:manage',
    target: 'customer',
    async run({ tx, actor, target, input }: Ctx<{ reason: string }>) {
      const method = await account.lockSecondFactor(tx, target.id)
      if (method === 'none') throw new AppError('NO_SECOND_FACTOR')
      await refuseRecentRecoverers(tx, target.id, [actor.userId])
      await account.refuseMailboxBypass(tx, target.id, method)
      const row = await repo.insert(tx, { customerId: target.id, reason: input.reason, requestedBy: actor.userId })
      const approvers = await approversOf(tx, { customers, account }, target.id, 'factor-resets:approve')
      approvers.delete(actor.userId)
      for (const id of approvers) await notifications.notify(tx, id, notice('factorResetWaiting', target.email))
      return deferred({
        auditAs: 'customer.second_factor.reset.request',
        after: { resetId: row.id, method, becomes: factorAfterReset(method), reason: row.reason },
        // Told at once: a request the customer did not make is the first sign of someone talking support into it.
        notify: notice('factorResetRequested'),
        email: translatedMail('secondFactorResetRequested'),
        result: await answer(tx, actor, target.id, FACTOR_RESET_TEXTS.requested),
      })
    },
  })

  const decide = (decision: 'approved' | 'rejected') =>
    defineStaffAction({
      action: decision === 'approved' ? 'customer.second_factor.reset' : 'customer.second_factor.reset.reject',
      permission: 'factor-resets:approve',
      target: 'customer',
      async run({ tx, actor, target, input }: Ctx<{ resetId: string; reason: string | null }>) {
        const reset = await repo.lock(tx, input.resetId)
        if (!reset || reset.customerId !== target.id || reset.state !== 'awaiting') throw new AppError('FACTOR_RESET_NOT_FOUND')
        if (reset.requestedBy === actor.userId) throw new AppError('OWN_FACTOR_RESET')
        // A second account one person commands is no second person (docs/decisions/047).
        if (decision === 'approved' && (await audit.controlLinked(tx, actor.userId, reset.requestedBy, await customers.assignedWorkerId(target.id, tx)))) {
          throw new AppError('FACTOR_RESET_LINKED')
        }
        if (decision === 'approved') {
          // The customer's row first: a staff password reset changes it too, so one racing this approval has either
          // committed (and its audit row is seen below) or waits until this approval commits.
          await account.lockSecondFactor(tx, target.id)
          // Checked again at the decision: a password set after the request counts, and so does one the approver set.
          await refuseRecentRecoverers(tx, target.id, [reset.requestedBy, actor.userId])
        }
        await repo.decide(tx, reset.id, { state: decision, decidedBy: actor.userId, reason: input.reason })
        if (decision === 'rejected') {
          return applied({
            before: { resetId: reset.id, state: 'awaiting' },
            after: { resetId: reset.id, state: 'rejected' },
            reason: input.reason,
            notify: notice('factorResetRejected'),
            result: await answer(tx, actor, target.id, FACTOR_RESET_TEXTS.rejected),
          })
        }
        // Passkeys are factors too: the reset takes every one of them (docs/decisions/124).
        const { before, after, sessionsEnded, passkeysRevoked } = await account.resetSecondFactor(tx, target.id)
        const becomes = after === 'email' ? 'email' : 'none'
        const holdUntil = await customers.startRecoveryHold(tx, target.id)
        return applied({
          before: { resetId: reset.id, method: before },
          after: {
            resetId: reset.id,
            method: after,
            sessionsEnded,
            passkeysRevoked,
            requestedBy: reset.requestedBy,
            recoveryHoldUntil: holdUntil?.toISOString() ?? null,
          },
          reason: input.reason,
          notify: noticeWithPasskeysRevoked(notice('factorReset', becomes), passkeysRevoked),
          email: withRecoveryHold(mailWithPasskeysRevoked(translatedMail('secondFactorReset', becomes), passkeysRevoked), holdUntil),
          result: await answer(tx, actor, target.id, FACTOR_RESET_TEXTS.approved),
        })
      },
    })
  const approve = decide('approved')
  const reject = decide('rejected')

  return {
    /** The staff actions, whose permissions guard their routes. */
    actions: { request, approve, reject },

    /** The customer's second factor and the reset waiting for it, as the staff profile shows them. */
    async state(actor: Actor, customerId: string): Promise<FactorResetState> {
      await customers.access(db, actor, customerId, 'customers:view')
      return stateOf(db, actor, customerId)
    },

    request: (actor: Actor, customerId: string, reason: string) => request(actor, customerId, { reason }),
    approve: (actor: Actor, customerId: string, resetId: string, reason: string | null) => approve(actor, customerId, { resetId, reason }),
    reject: (actor: Actor, customerId: string, resetId: string, reason: string) => reject(actor, customerId, { resetId, reason }),

    /**
     * The Work area's reach over resets, as a condition: the customer is within the actor's 'factor-resets:approve'
     * scope and the actor did not ask. Null for a role that approves none.
     */
    approvableBy(actor: Actor, customerColumn: SQLWrapper, requesterColumn: SQLWrapper): SQL | null {
      if (!scopeOf(actor.role, 'factor-resets:approve')) return null
      return sql`(${customers.inScope(actor, 'factor-resets:approve', customerColumn)} and ${requesterColumn} <> ${actor.userId})`
    },
  }
}

export type FactorResetsService = ReturnType<typeof createFactorResetsService>
