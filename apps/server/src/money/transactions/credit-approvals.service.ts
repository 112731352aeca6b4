import type { z } from 'zod'
import type { AssetId } from '@wallet/shared/assets'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import {
  bulkDecisionMessage,
  type BulkDecisionAnswer,
  type BulkDecisionBody,
  type CreditApproval,
  type CreditWaitReason,
} from '@wallet/shared/money/staff-transactions'
import { toAmountString } from '@wallet/shared/amounts'
import { scopeOf } from '@wallet/shared/roles'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { creditApprovals } from '../../db/schema.ts'
import { eachOnItsOwn } from '../../lib/each-on-its-own.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import { applied, deferred, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import { approversOf } from '../../back-office/customers/approvers.ts'
import type { CustomerRef, CustomersService } from '../../back-office/customers/customers.service.ts'
import type { IdempotentWrite, Ledger } from '../ledger/ledger.service.ts'
import { notice } from '../../support/notifications/notices.ts'
import type { NotificationsService } from '../../support/notifications/notifications.service.ts'
import type { AccountService } from '../../identity/accounts/accounts.service.ts'
import type { Prices } from '../../platform/prices/prices.service.ts'
import { creditApprovalsRepository as repo } from './credit-approvals.repository.ts'
import { staffCreditsRepository as staffCredits } from './staff-credits.repository.ts'
import {
  answer,
  createStaffBookings,
  shown,
  type AddChange,
  type ApprovalRequest,
  type Booked,
  type DebitChange,
  type EditChange,
  type Keyed,
  type PriceMap,
  type Wait,
} from './staff-bookings.ts'

export interface CreditApprovalsDeps {
  db: Db
  ledger: Ledger
  prices: Prices
  customers: CustomersService
  audit: Pick<AuditService, 'controlLinked'>
  account: Pick<AccountService, 'staffAccount' | 'idsHolding'>
  notifications: Pick<NotificationsService, 'notify'>
  defineStaffAction: DefineStaffAction
  /** An unexpected failure of one request in a bulk decision: logged, and that request answers 'not decided'. */
  logError: (err: unknown, what: string) => void
}

type BulkDecision = z.output<typeof BulkDecisionBody>
type Ctx<Input> = StaffActionContext<Input, 'customer'>

/**
 * The four-eyes half of staff money work (docs/decisions/070, 071): the requests a staff change leaves for a second
 * staff member, who may decide them, and their approval or rejection, one at a time or in bulk. An approved change is
 * booked as staff-transactions.service.ts books one made at once (staff-bookings.ts).
 */
export function createCreditApprovalsService({
  db,
  ledger,
  prices,
  customers,
  audit,
  account,
  notifications,
  defineStaffAction,
  logError,
}: CreditApprovalsDeps) {
  const { usdValue, usdValueOfAll, currentPrices, book, bookDebit, applyEdit, creditsOf } = createStaffBookings({ ledger, prices })

  /**
   * A bell entry for each staff member who may approve the request (the customer's team manager, every admin), never
   * the one who made it; the same reach as `mayApprove`, from the 'credits:approve' permission's scopes.
   */
  async function tellApprovers(tx: Tx, actor: Actor, customer: CustomerRef, amount: string, asset: string) {
    const approvers = await approversOf(tx, { customers, account }, customer.id, 'credits:approve')
    approvers.delete(actor.userId)
    const told = notice('creditWaiting', shown(toAmountString(amount)), asset, customer.email)
    for (const id of approvers) await notifications.notify(tx, id, told)
  }

  /**
   * Stores a request for a second staff member instead of the change: the deferred outcome of an add or an edit,
   * audited as 'customer.credit.request' in the same transaction. Nothing of the change itself is applied.
   */
  async function requestApproval(tx: Tx, actor: Actor, customer: CustomerRef, request: ApprovalRequest & Wait, status: number, keyed: Keyed) {
    const customerId = customer.id
    const row = await repo.insert(tx, { ...request, customerId, requestedBy: actor.userId })
    await tellApprovers(tx, actor, customer, row.amount, row.asset)
    const body = answer(STAFF_PROFILE_MESSAGES.creditAwaitingApproval, null, await approvalOf(tx, actor, customerId, row.id))
    await keyed.idempotency?.commit(tx, status, body)
    return deferred({
      auditAs: 'customer.credit.request',
      after: {
        approvalId: row.id,
        kind: row.kind,
        asset: row.asset,
        amount: row.amount,
        usdValue: row.usdValue,
        waitReason: row.waitReason,
        waitLimitUsd: row.waitLimitUsd,
        change: row.change,
      },
      result: body,
    })
  }

  async function toApproval(row: Awaited<ReturnType<typeof repo.awaiting>>[number], actor: Actor, mayDecide: boolean): Promise<CreditApproval> {
    const a = row.approval
    return {
      id: a.id,
      customerId: a.customerId,
      customerEmail: row.customerEmail,
      kind: a.kind as CreditApproval['kind'],
      transactionId: a.transactionId,
      assetId: a.asset as AssetId,
      amount: toAmountString(a.amount),
      usdValue: a.usdValue,
      waitReason: a.waitReason as CreditWaitReason,
      waitLimitUsd: a.waitLimitUsd === null ? null : toAmountString(a.waitLimitUsd),
      change: a.change as Record<string, unknown>,
      requestedBy: row.requester,
      requestedAt: a.requestedAt.toISOString(),
      canDecide: mayDecide && a.requestedBy !== actor.userId,
    }
  }

  async function mayApprove(handle: DbOrTx, actor: Actor, customerId: string): Promise<boolean> {
    if (!scopeOf(actor.role, 'credits:approve')) return false
    return customers.access(handle, actor, customerId, 'credits:approve').then(
      () => true,
      () => false,
    )
  }

  /**
   * `mayApprove` and `canDecide` for many approvals at once, as a condition: the customer is within the actor's
   * 'credits:approve' scope (the same `customers` check) and the actor did not make the request. Null for a role that
   * approves nothing.
   */
  function approvableBy(actor: Actor, customerColumn: SQLWrapper, requesterColumn: SQLWrapper): SQL | null {
    if (!scopeOf(actor.role, 'credits:approve')) return null
    return sql`(${customers.inScope(actor, 'credits:approve', customerColumn)} and ${requesterColumn} <> ${actor.userId})`
  }

  /** One awaiting approval as the caller sees it. */
  async function approvalOf(handle: DbOrTx, actor: Actor, customerId: string, approvalId: string): Promise<CreditApproval | null> {
    const row = (await repo.awaiting(handle, customerId)).find((r) => r.approval.id === approvalId)
    return row ? toApproval(row, actor, await mayApprove(handle, actor, customerId)) : null
  }

  /** Approve or reject: a second staff member with approval rights over the customer, never the maker. */
  const decide = (decision: 'approved' | 'rejected') =>
    defineStaffAction({
      action: decision === 'approved' ? 'customer.credit.approve' : 'customer.credit.reject',
      permission: 'credits:approve',
      target: 'customer',
      /** An approved credit is valued at the prices of its booking; read before the transaction, as an add's are. */
      prepare: async (input: { approvalId: string; reason: string | null } & Keyed) => ({
        ...input,
        priceMap: decision === 'approved' ? await currentPrices() : {},
      }),
      async run({ tx, actor, target, input }: Ctx<{ approvalId: string; reason: string | null; priceMap: PriceMap } & Keyed>) {
        const approval = await repo.lock(tx, input.approvalId)
        if (!approval || approval.customerId !== target.id || approval.state !== 'awaiting') throw new AppError('APPROVAL_NOT_FOUND')
        if (approval.requestedBy === actor.userId) throw new AppError('OWN_CREDIT_APPROVAL')
        // A second account one person commands is no second person (docs/decisions/047).
        if (decision === 'approved' && (await audit.controlLinked(tx, actor.userId, approval.requestedBy, await customers.assignedWorkerId(target.id, tx)))) {
          throw new AppError('SECOND_PERSON_LINKED')
        }
        let booked: Booked | null = null
        if (decision === 'approved') {
          // Booked now, so it counts towards the day from now on, as the maker's credit (the approver only signs it).
          // Valued at today's prices; when none is known, at the request's.
          const day = { customerId: target.id, makerId: approval.requestedBy }
          if (approval.kind === 'debit') {
            const change = approval.change as DebitChange
            await staffCredits.lockDay(tx, day.customerId, day.makerId)
            booked = await bookDebit(tx, target.id, change, approval.requestedBy)
            const usd = usdValue(input.priceMap, change.assetId, change.amount) ?? approval.usdValue
            await staffCredits.record(tx, { ...day, transactionId: booked.transaction.id, usdValue: usd })
          } else if (approval.kind === 'add') {
            const change = approval.change as AddChange
            const usd = usdValue(input.priceMap, change.assetId, change.amount) ?? approval.usdValue
            await staffCredits.lockDay(tx, day.customerId, day.makerId)
            booked = await book(tx, target.id, change, approval.requestedBy)
            await staffCredits.record(tx, { ...day, transactionId: booked.transaction.id, usdValue: usd })
          } else {
            const change = approval.change as EditChange
            const row = await repo.lockCustomerRow(tx, target.id, approval.transactionId!)
            if (!row) throw new AppError('TRANSACTION_NOT_FOUND')
            // The credit as it stands now: a job may have moved a leg since the request.
            const credits = await creditsOf(tx, row, change.status)
            if (credits.length > 0) await staffCredits.lockDay(tx, day.customerId, day.makerId)
            booked = await applyEdit(tx, row, change, actor.userId)
            if (credits.length > 0) {
              await staffCredits.record(tx, { ...day, transactionId: row.id, usdValue: usdValueOfAll(input.priceMap, credits) ?? approval.usdValue })
            }
          }
        }
        await repo.decide(tx, approval.id, { state: decision, decidedBy: actor.userId, reason: input.reason, transactionId: booked?.transaction.id })
        const body =
          decision === 'approved'
            ? answer(STAFF_PROFILE_MESSAGES.creditApproved, booked?.transaction ?? null, null)
            : answer(STAFF_PROFILE_MESSAGES.creditRejected, null, null)
        await input.idempotency?.commit(tx, 200, body)
        return applied({
          before: { approvalId: approval.id, state: 'awaiting', requestedBy: approval.requestedBy },
          after: { approvalId: approval.id, state: decision, transaction: booked?.transaction ?? null },
          reason: input.reason,
          notify: booked?.notice ?? null,
          result: body,
        })
      },
    })
  const approve = decide('approved')
  const reject = decide('rejected')

  return {
    approvableBy,

    /** Called by an add, an edit or a debit, in its transaction, when the change waits for a second staff member. */
    requestApproval,

    /** The staff actions behind approve and reject, whose permissions guard their routes. */
    actions: { approve, reject },

    /** The customer's waiting requests as the caller sees them, and the rows whose edit waits (the Transactions tab). */
    async ofCustomer(actor: Actor, customerId: string): Promise<{ approvals: CreditApproval[]; editedRows: Set<string> }> {
      const [awaiting, decides] = await Promise.all([repo.awaiting(db, customerId), mayApprove(db, actor, customerId)])
      return {
        approvals: await Promise.all(awaiting.map((r) => toApproval(r, actor, decides))),
        // A row whose change waits for a second person says so (an added credit has no row until it is approved).
        editedRows: new Set(awaiting.flatMap((r) => (r.approval.kind === 'edit' && r.approval.transactionId ? [r.approval.transactionId] : []))),
      }
    },

    approve: (actor: Actor, customerId: string, approvalId: string, reason?: string, idempotency: IdempotentWrite | null = null) =>
      approve(actor, customerId, { approvalId, reason: reason?.trim() || null, idempotency }),

    reject: (actor: Actor, customerId: string, approvalId: string, reason?: string, idempotency: IdempotentWrite | null = null) =>
      reject(actor, customerId, { approvalId, reason: reason?.trim() || null, idempotency }),

    /**
     * Several waiting requests decided at once: each through the same approve or reject action (its own transaction,
     * scope, second-person and balance checks), each answering for itself, so that one refused request does not hide
     * or undo the others. A request decided already answers APPROVAL_NOT_FOUND.
     */
    async decideMany(actor: Actor, body: BulkDecision): Promise<BulkDecisionAnswer> {
      const action = body.decision === 'approve' ? approve : reject
      const outcomes = await eachOnItsOwn(
        body.items,
        ({ customerId, approvalId }) => action(actor, customerId, { approvalId, reason: body.reason?.trim() || null, idempotency: null }),
        (err, { approvalId }) => logError(err, `deciding approval ${approvalId}`),
      )
      const results = outcomes.map(({ item, done, error, code }) => ({ ...item, decided: done, error, code }))
      const decided = results.filter((r) => r.decided).length
      return { results, message: bulkDecisionMessage(body.decision, decided, results.length - decided) }
    },

    /**
     * Of the given approvals (a page of the Work area's approvals queue), those the caller may still decide, in full:
     * the same `approvableBy` condition the queue is read with, applied again, so that no id outside it is described.
     */
    async decidableAmong(actor: Actor, ids: string[]): Promise<CreditApproval[]> {
      const scope = approvableBy(actor, creditApprovals.customerId, creditApprovals.requestedBy)
      if (!scope) return []
      const rows = await repo.awaitingAmong(db, ids, scope)
      return Promise.all(rows.map((row) => toApproval(row, actor, true)))
    },

    /** Every credit waiting for approval, across customers, that the caller may see (the admin console). */
    async awaitingFor(actor: Actor): Promise<CreditApproval[]> {
      const rows = await repo.awaiting(db)
      const visible: CreditApproval[] = []
      for (const row of rows) {
        const sees = await customers.access(db, actor, row.approval.customerId, 'customers:view').then(
          () => true,
          () => false,
        )
        if (sees) visible.push(await toApproval(row, actor, await mayApprove(db, actor, row.approval.customerId)))
      }
      return visible
    },
  }
}

export type CreditApprovalsService = ReturnType<typeof createCreditApprovalsService>
