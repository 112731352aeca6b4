import type { z } from 'zod'
import type { AssetId } from '@wallet/shared/assets'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/customers'
import {
  DEBIT_MESSAGES,
  STAFF_TRANSACTIONS_PAGE_SIZE,
  type AddTransactionBody,
  type CreditApproval,
  type CreditWaitReason,
  type DebitBody,
  bulkDecisionMessage,
  type BulkDecisionAnswer,
  type BulkDecisionBody,
  type EditTransactionBody,
  type StaffTransaction,
  type StaffTransactionPage,
  type TransactionChangeAnswer,
} from '@wallet/shared/staff-transactions'
import { formatAsset, money, toAmountString } from '@wallet/shared/money'
import { priceOf } from '@wallet/shared/prices'
import { scopeOf } from '@wallet/shared/roles'
import type { TxStatus } from '@wallet/shared/transactions'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { eachOnItsOwn } from '../../lib/each-on-its-own.ts'
import { AppError } from '../../lib/errors.ts'
import { pageWithTotal } from '../../lib/paging.ts'
import type { Actor } from '../auth/actor.ts'
import type { AuditService } from '../audit/audit.service.ts'
import { applied, deferred, type DefineStaffAction, type StaffActionContext } from '../audit/staff-action.ts'
import type { CustomerRef, CustomersService } from '../customers/customers.service.ts'
import { projectionEffect, type IdempotentWrite, type Ledger, type TransactionRow, type TxType } from '../ledger/ledger.service.ts'
import { toTransactionItem } from '../ledger/transaction-item.ts'
import type { Prices } from '../prices/prices.service.ts'
import type { StakeService } from '../stakes/stakes.service.ts'
import { creditApprovals } from '../../db/schema.ts'
import { creditApprovalsRepository as repo } from './credit-approvals.repository.ts'
import { staffCreditsRepository as staffCredits } from './staff-credits.repository.ts'
import { CUSTOMER_NOTICES } from '../notifications/customer-messages.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { AccountService } from '../account/account.service.ts'
import { approversOf } from '../customers/approvers.ts'
import { WORK_TEXTS } from '@wallet/shared/work'

export interface StaffTransactionsDeps {
  db: Db
  ledger: Ledger
  prices: Prices
  customers: CustomersService
  stakes: Pick<StakeService, 'isStakeLeg'>
  audit: Pick<AuditService, 'controlLinked'>
  account: Pick<AccountService, 'staffAccount' | 'idsHolding'>
  notifications: Pick<NotificationsService, 'notify'>
  defineStaffAction: DefineStaffAction
  /** A manual credit worth more than this in USD waits for a second staff member. */
  approvalThresholdUsd: string
  /** Staff credits to one customer, or by one maker, past this many USD in any 24 hours wait too (docs/decisions/071). */
  dailyCreditLimitUsd: string
  /** An unexpected failure of one request in a bulk decision: logged, and that request answers 'not decided'. */
  logError: (err: unknown, what: string) => void
}

/** What an add books: a credit of the customer (type deposit) with the row's details. */
interface AddChange {
  assetId: AssetId
  amount: string
  status: TxStatus
  sentAt: string
  senderAddress: string
  txid: string | null
  note: string | null
  isHidden: boolean
}

/** What a debit books: an amount off the customer's available balance, and why. */
interface DebitChange {
  assetId: AssetId
  amount: string
  reason: string
}

interface EditChange {
  status: TxStatus
  type: TxType | null
  note: string | null
}

type Booked = { transaction: StaffTransaction; notice: string }
type BulkDecision = z.output<typeof BulkDecisionBody>

interface ApprovalRequest {
  kind: 'add' | 'edit' | 'debit'
  transactionId: string | null
  asset: AssetId
  amount: string
  usdValue: string | null
  change: AddChange | EditChange | DebitChange
}

/** Why a credit waits, and the USD limit it was judged against (null for no price). */
interface Wait {
  waitReason: CreditWaitReason
  waitLimitUsd: string | null
}

/** A staff money write's Idempotency-Key: its answer is stored in the write's own transaction. */
type Keyed = { idempotency: IdempotentWrite | null }

/** What a leg adds to the settled balance in a status: its amount once Complete, nothing before or after. */
const settledBy = (amount: string, status: string) => projectionEffect(amount, status).balance

function toStaffTransaction(row: TransactionRow, awaitingApproval = false): StaffTransaction {
  const { swap: _swap, ...item } = toTransactionItem(row)
  return { ...item, isHidden: row.isHidden, createdBy: row.createdBy, awaitingApproval }
}

const shown = (amount: string) => formatAsset(amount).replace(/\.?0+$/, '')

/**
 * The Transactions and Wallets tabs' money work (part 2 §4–§5): staff add credits and edit a row's status, type
 * and note. Every status change goes through the ledger in the same transaction as its audit row; a credit that
 * would complete above the approval threshold, or past the day's limit, waits for a second staff member
 * (docs/decisions/070, 071).
 */
export function createStaffTransactionsService({
  db,
  ledger,
  prices,
  customers,
  stakes,
  audit,
  account,
  notifications,
  defineStaffAction,
  approvalThresholdUsd,
  dailyCreditLimitUsd,
  logError,
}: StaffTransactionsDeps) {
  /** The USD value of an amount at the given prices; null when the price is unknown. */
  function usdValue(priceMap: Partial<Record<AssetId, string>>, asset: AssetId, amount: string): string | null {
    const price = priceOf(priceMap, asset)
    return price ? money(amount).times(price).toFixed(2) : null
  }

  /** Current prices, or none when the feed is down (then every large-looking credit waits for approval). */
  const currentPrices = (): Promise<Partial<Record<AssetId, string>>> => prices.current().catch(() => ({}))

  /**
   * Whether a credit of the customer by the maker waits for a second staff member, and why: its value is unknown, it
   * alone is above the threshold, or it would take the customer's or the maker's booked staff credits of the last 24
   * hours past the daily limit. Once a credit waits on a day's limit, every later one of that customer (or maker) waits
   * too until it is decided, however small. Below the threshold the check runs under the day's locks, held until the
   * credit is booked, so two staff crediting at once cannot both slip under the limit (docs/decisions/071).
   */
  async function waitFor(tx: Tx, customerId: string, makerId: string, usd: string | null): Promise<Wait | null> {
    if (usd === null) return { waitReason: 'no_price', waitLimitUsd: null }
    if (money(usd).greaterThan(approvalThresholdUsd)) return { waitReason: 'amount', waitLimitUsd: approvalThresholdUsd }
    await staffCredits.lockDay(tx, customerId, makerId)
    const day = await staffCredits.day(tx, customerId, makerId)
    const passes = (booked: string) => money(booked).plus(usd).greaterThan(dailyCreditLimitUsd)
    if (day.customerWaiting || passes(day.customerUsd)) return { waitReason: 'customer_daily_limit', waitLimitUsd: dailyCreditLimitUsd }
    if (day.makerWaiting || passes(day.makerUsd)) return { waitReason: 'maker_daily_limit', waitLimitUsd: dailyCreditLimitUsd }
    return null
  }

  async function book(tx: Tx, customerId: string, change: AddChange, createdBy: string): Promise<Booked> {
    const row = await ledger.record(tx, {
      userId: customerId,
      asset: change.assetId,
      amount: change.amount,
      status: change.status,
      type: 'deposit',
      sentAt: new Date(change.sentAt),
      senderAddress: change.senderAddress,
      txid: change.txid,
      note: change.note,
      isHidden: change.isHidden,
      createdBy,
    })
    return { transaction: toStaffTransaction(row), notice: CUSTOMER_NOTICES.transactionAdded(shown(row.amount), row.asset, row.status) }
  }

  /**
   * A debit: a Complete adjustment of minus the amount, with the reason as its note. The ledger refuses it when the
   * customer's available balance is lower (the balance never goes below zero).
   */
  async function bookDebit(tx: Tx, customerId: string, change: DebitChange, createdBy: string): Promise<Booked> {
    try {
      const row = await ledger.record(tx, {
        userId: customerId,
        asset: change.assetId,
        amount: money(change.amount).negated().toFixed(),
        status: 'Complete',
        type: 'adjustment',
        note: change.reason,
        createdBy,
      })
      return { transaction: toStaffTransaction(row), notice: CUSTOMER_NOTICES.debited(shown(change.amount), change.assetId, change.reason) }
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_FUNDS', { message: DEBIT_MESSAGES.insufficient })
      throw err
    }
  }

  /** The row's status on every leg sharing its request id (a swap), its type and note on the row itself. */
  async function applyEdit(tx: Tx, row: TransactionRow, change: EditChange, changedBy: string): Promise<Booked> {
    const legs = row.requestId ? await ledger.lockRequestLegs(tx, row.requestId) : [row]
    try {
      for (const leg of legs) await ledger.setStatus(tx, leg.id, change.status, changedBy)
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
        throw new AppError('INSUFFICIENT_FUNDS', { message: STAFF_PROFILE_MESSAGES.reversalInsufficient })
      throw err
    }
    const updated = await ledger.setDetails(tx, row.id, { type: change.type, note: change.note })
    const changes = [
      row.status !== change.status ? `status ${row.status} → ${change.status}` : null,
      row.type !== change.type ? `type ${row.type ?? 'none'} → ${change.type ?? 'none'}` : null,
      (row.note ?? null) !== change.note ? 'note updated' : null,
    ].filter((c): c is string => c !== null)
    return {
      transaction: toStaffTransaction(updated),
      notice: CUSTOMER_NOTICES.transactionEdited(shown(row.amount), row.asset, changes.length > 0 ? changes : ['no change']),
    }
  }

  /**
   * What an edit credits: every leg whose settled balance the new status raises (docs/decisions/046). A credit moving
   * into Complete raises it, and so does a debit leaving Complete (a send, a withdrawal, a fee or a swap leg undone);
   * releasing a pending debit (Pending → Failed) returns a reservation and raises nothing.
   */
  async function creditsOf(tx: Tx, row: TransactionRow, status: TxStatus): Promise<Array<{ asset: AssetId; amount: string }>> {
    const legs = row.requestId ? await ledger.lockRequestLegs(tx, row.requestId) : [row]
    return legs.flatMap((leg) => {
      const raise = money(settledBy(leg.amount, status)).minus(settledBy(leg.amount, leg.status))
      return raise.greaterThan(0) ? [{ asset: leg.asset as AssetId, amount: toAmountString(raise.toFixed()) }] : []
    })
  }

  /** The USD value of several credits; null when any of them cannot be priced. */
  function usdValueOfAll(priceMap: Partial<Record<AssetId, string>>, credits: Array<{ asset: AssetId; amount: string }>): string | null {
    let total = money(0)
    for (const c of credits) {
      const usd = usdValue(priceMap, c.asset, c.amount)
      if (usd === null) return null
      total = total.plus(usd)
    }
    return total.toFixed(2)
  }

  type Ctx<Input> = StaffActionContext<Input, 'customer'>
  type PriceMap = Partial<Record<AssetId, string>>

  /**
   * A bell entry for each staff member who may approve the request (the customer's team manager, every admin), never
   * the one who made it; the same reach as `mayApprove`, from the 'credits:approve' permission's scopes.
   */
  async function tellApprovers(tx: Tx, actor: Actor, customer: CustomerRef, amount: string, asset: string) {
    const approvers = await approversOf(tx, { customers, account }, customer.id, 'credits:approve')
    approvers.delete(actor.userId)
    const message = WORK_TEXTS.newApproval(shown(toAmountString(amount)), asset, customer.email)
    for (const id of approvers) await notifications.notify(tx, id, message)
  }

  /**
   * Stores a request for a second staff member instead of the change: the deferred outcome of an add or an edit,
   * audited as 'customer.credit.request' in the same transaction. Nothing of the change itself is applied.
   */
  async function awaitApproval(tx: Tx, actor: Actor, customer: CustomerRef, request: ApprovalRequest & Wait, status: number, keyed: Keyed) {
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

  /** A change booked: its answer, stored under the request's Idempotency-Key in the same transaction. */
  async function bookedAnswer(tx: Tx, message: string, booked: Booked, status: number, keyed: Keyed) {
    const body = answer(message, booked.transaction, null)
    await keyed.idempotency?.commit(tx, status, body)
    return body
  }

  const add = defineStaffAction({
    action: 'customer.transaction.add',
    permission: 'customers:manage',
    target: 'customer',
    /** Prices are read before the transaction; the price feed is a network call. */
    prepare: async (input: { change: AddChange } & Keyed) => ({ ...input, priceMap: input.change.status === 'Complete' ? await currentPrices() : {} }),
    async run({ tx, actor, target, input }: Ctx<{ change: AddChange; priceMap: PriceMap } & Keyed>) {
      const { change } = input
      const credits = change.status === 'Complete'
      const usd = credits ? usdValue(input.priceMap, change.assetId, change.amount) : null
      if (credits) {
        const wait = await waitFor(tx, target.id, actor.userId, usd)
        if (wait)
          return awaitApproval(
            tx,
            actor,
            target,
            { kind: 'add', transactionId: null, asset: change.assetId, amount: change.amount, usdValue: usd, change, ...wait },
            201,
            input,
          )
      }
      const booked = await book(tx, target.id, change, actor.userId)
      if (credits) await staffCredits.record(tx, { customerId: target.id, makerId: actor.userId, transactionId: booked.transaction.id, usdValue: usd })
      const result = await bookedAnswer(tx, STAFF_PROFILE_MESSAGES.transactionAdded, booked, 201, input)
      return applied({ before: null, after: booked.transaction, notify: booked.notice, result })
    },
  })

  /**
   * A manual debit or correction (docs/decisions/077-manual-debits.md): judged as a credit is, by its USD value against
   * the threshold and the day's limits, so that one person cannot empty an account in small steps either.
   */
  const debit = defineStaffAction({
    action: 'customer.transaction.debit',
    permission: 'customers:manage',
    target: 'customer',
    prepare: async (input: { change: DebitChange } & Keyed) => ({ ...input, priceMap: await currentPrices() }),
    async run({ tx, actor, target, input }: Ctx<{ change: DebitChange; priceMap: PriceMap } & Keyed>) {
      const { change } = input
      const usd = usdValue(input.priceMap, change.assetId, change.amount)
      const wait = await waitFor(tx, target.id, actor.userId, usd)
      if (wait) {
        // Asked now, refused now: a debit the balance cannot cover does not wait for a second person.
        const figures = await ledger.figures(tx, target.id)
        if (money(figures[change.assetId].available).lessThan(change.amount)) throw new AppError('INSUFFICIENT_FUNDS', { message: DEBIT_MESSAGES.insufficient })
        return awaitApproval(
          tx,
          actor,
          target,
          { kind: 'debit', transactionId: null, asset: change.assetId, amount: change.amount, usdValue: usd, change, ...wait },
          201,
          input,
        )
      }
      const booked = await bookDebit(tx, target.id, change, actor.userId)
      await staffCredits.record(tx, { customerId: target.id, makerId: actor.userId, transactionId: booked.transaction.id, usdValue: usd })
      const result = await bookedAnswer(tx, DEBIT_MESSAGES.booked, booked, 201, input)
      return applied({ before: null, after: booked.transaction, reason: change.reason, notify: booked.notice, result })
    },
  })

  const edit = defineStaffAction({
    action: 'customer.transaction.edit',
    permission: 'customers:manage',
    target: 'customer',
    prepare: async (input: { id: string; change: EditChange; expected: TxStatus | null } & Keyed) => ({ ...input, priceMap: await currentPrices() }),
    async run({ tx, actor, target, input }: Ctx<{ id: string; change: EditChange; expected: TxStatus | null; priceMap: PriceMap } & Keyed>) {
      const row = await repo.lockCustomerRow(tx, target.id, input.id)
      if (!row) throw new AppError('TRANSACTION_NOT_FOUND')
      // Read on the locked row: of two staff deciding one pending row from a queue, the second sees the first's status.
      if (input.expected && row.status !== input.expected) throw new AppError('TRANSACTION_ALREADY_DECIDED')
      if (await repo.awaitingEditOf(tx, row.id)) throw new AppError('APPROVAL_PENDING')
      const movesMoney = row.status !== input.change.status || row.type !== input.change.type
      if (movesMoney && (await stakes.isStakeLeg(tx, row.id))) throw new AppError('STAKE_LEG_LOCKED')
      // Decided on the locked rows, so that nothing can raise a balance between the check and the change.
      const credits = await creditsOf(tx, row, input.change.status)
      const usd = credits.length > 0 ? usdValueOfAll(input.priceMap, credits) : null
      if (credits.length > 0) {
        const wait = await waitFor(tx, target.id, actor.userId, usd)
        if (wait) {
          const [first] = credits as [(typeof credits)[number]]
          return awaitApproval(
            tx,
            actor,
            target,
            { kind: 'edit', transactionId: row.id, asset: first.asset, amount: first.amount, usdValue: usd, change: input.change, ...wait },
            200,
            input,
          )
        }
      }
      const before = toStaffTransaction(row)
      const booked = await applyEdit(tx, row, input.change, actor.userId)
      if (credits.length > 0) await staffCredits.record(tx, { customerId: target.id, makerId: actor.userId, transactionId: row.id, usdValue: usd })
      const result = await bookedAnswer(tx, STAFF_PROFILE_MESSAGES.transactionUpdated, booked, 200, input)
      return applied({ before, after: booked.transaction, notify: booked.notice, result })
    },
  })

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

  const answer = (message: string, transaction: StaffTransaction | null, approval: CreditApproval | null): TransactionChangeAnswer => ({
    success: true,
    message,
    transaction,
    approval,
  })

  return {
    approvableBy,

    /** The staff actions behind add, edit, approve and reject, whose permissions guard their routes. */
    actions: { add, edit, debit, approve, reject },

    /** The Transactions tab: every row (hidden ones marked), newest first, and the credits waiting for approval. */
    async list(actor: Actor, customerId: string, page: number): Promise<StaffTransactionPage> {
      await customers.access(db, actor, customerId, 'customers:view')
      const pageSize = STAFF_TRANSACTIONS_PAGE_SIZE
      const offset = (page - 1) * pageSize
      const rowsAndTotal = pageWithTotal(
        offset,
        () => repo.countCustomerRows(db, customerId),
        (known) => repo.customerRows(db, customerId, pageSize, offset, known),
      )
      const [[rows, total], awaiting, decides] = await Promise.all([rowsAndTotal, repo.awaiting(db, customerId), mayApprove(db, actor, customerId)])
      // A row whose change waits for a second person says so (an added credit has no row until it is approved).
      const awaitingRows = new Set(awaiting.flatMap((r) => (r.approval.kind === 'edit' && r.approval.transactionId ? [r.approval.transactionId] : [])))
      return {
        items: rows.map((row) => toStaffTransaction(row, awaitingRows.has(row.id))),
        approvals: await Promise.all(awaiting.map((r) => toApproval(r, actor, decides))),
        page,
        pageSize,
        total,
      }
    },

    /** add-transaction: booked at once, or (a credit completing above the threshold or past the day's limit) sent for approval. */
    async add(
      actor: Actor,
      customerId: string,
      body: AddTransactionBody & { sentAt: string; amount: string },
      idempotency: IdempotentWrite | null = null,
    ): Promise<TransactionChangeAnswer> {
      const change: AddChange = {
        assetId: body.assetId,
        amount: toAmountString(body.amount),
        status: body.status ?? 'Pending',
        sentAt: new Date(body.sentAt).toISOString(),
        senderAddress: body.senderAddress.trim(),
        txid: body.txid?.trim() || null,
        note: body.note?.trim() || null,
        isHidden: body.isHidden ?? false,
      }
      return add(actor, customerId, { change, idempotency })
    },

    /** A manual debit or correction: booked at once, or (above the threshold or past the day's limit) sent for approval. */
    async debit(actor: Actor, customerId: string, body: DebitBody, idempotency: IdempotentWrite | null = null): Promise<TransactionChangeAnswer> {
      const change: DebitChange = { assetId: body.assetId, amount: toAmountString(body.amount), reason: body.reason.trim() }
      return debit(actor, customerId, { change, idempotency })
    },

    /** The edit dialog: status (every swap leg), type and note; completing a large credit waits for approval. */
    async edit(
      actor: Actor,
      customerId: string,
      transactionId: string,
      body: EditTransactionBody,
      idempotency: IdempotentWrite | null = null,
    ): Promise<TransactionChangeAnswer> {
      const change: EditChange = { status: body.status, type: body.type === 'none' ? null : body.type, note: body.note?.trim() || null }
      return edit(actor, customerId, { id: transactionId, change, expected: body.expectedStatus ?? null, idempotency })
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

export type StaffTransactionsService = ReturnType<typeof createStaffTransactionsService>
