import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import {
  DEBIT_MESSAGES,
  STAFF_TRANSACTIONS_PAGE_SIZE,
  type AddTransactionBody,
  type DebitBody,
  type EditTransactionBody,
  type StaffTransactionPage,
  type TransactionChangeAnswer,
} from '@wallet/shared/money/staff-transactions'
import { money, toAmountString } from '@wallet/shared/amounts'
import type { TxStatus } from '@wallet/shared/money/transactions'
import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { pageWithTotal } from '../../lib/paging.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import type { IdempotentWrite, Ledger } from '../ledger/ledger.service.ts'
import type { Prices } from '../../platform/prices/prices.service.ts'
import type { StakeService } from '../stakes/stakes.service.ts'
import type { CreditApprovalsService } from './credit-approvals.service.ts'
import type { PayoutsService } from '../chain/payouts/payouts.service.ts'
import { creditApprovalsRepository as repo } from './credit-approvals.repository.ts'
import { staffCreditsRepository as staffCredits } from './staff-credits.repository.ts'
import { PAYOUT_MESSAGES } from '@wallet/shared/money/payouts'
import { notice } from '../../support/notifications/notices.ts'
import {
  answer,
  createStaffBookings,
  shown,
  toStaffTransaction,
  type AddChange,
  type Booked,
  type DebitChange,
  type EditChange,
  type Keyed,
  type PriceMap,
  type Wait,
} from './staff-bookings.ts'

export interface StaffTransactionsDeps {
  db: Db
  ledger: Ledger
  prices: Prices
  customers: CustomersService
  stakes: Pick<StakeService, 'isStakeLeg'>
  /** Where a change that waits for a second staff member is sent (credit-approvals.service.ts). */
  approvals: Pick<CreditApprovalsService, 'requestApproval' | 'ofCustomer'>
  defineStaffAction: DefineStaffAction
  /** Sends the chain pays: approving one queues its payout instead of completing it (docs/decisions/146). */
  payouts: Pick<PayoutsService, 'beforeStatusEdit'>
  /** A manual credit worth more than this in USD waits for a second staff member. */
  approvalThresholdUsd: string
  /** Staff credits to one customer, or by one maker, past this many USD in any 24 hours wait too (docs/decisions/071). */
  dailyCreditLimitUsd: string
}

type Ctx<Input> = StaffActionContext<Input, 'customer'>

/**
 * The Transactions and Wallets tabs' money work (part 2 §4–§5): staff add credits, debit, and edit a row's status,
 * type and note. Every status change goes through the ledger in the same transaction as its audit row; a credit that
 * would complete above the approval threshold, or past the day's limit, waits for a second staff member
 * (docs/decisions/070, 071), whose decision credit-approvals.service.ts takes.
 */
export function createStaffTransactionsService({
  db,
  ledger,
  prices,
  customers,
  stakes,
  approvals,
  defineStaffAction,
  payouts,
  approvalThresholdUsd,
  dailyCreditLimitUsd,
}: StaffTransactionsDeps) {
  const { usdValue, usdValueOfAll, currentPrices, book, bookDebit, applyEdit, creditsOf } = createStaffBookings({ ledger, prices })

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
          return approvals.requestApproval(
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
        return approvals.requestApproval(
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
          return approvals.requestApproval(
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
      const queued = await payouts.beforeStatusEdit(tx, actor, row, input.change)
      if (queued) {
        const result = answer(PAYOUT_MESSAGES.queued, before, null)
        await input.idempotency?.commit(tx, 200, result)
        const notify = notice('payoutQueued', shown(queued.amount), queued.asset)
        return applied({ before, after: { ...before, payout: { id: queued.id, state: queued.state } }, notify, result })
      }
      const booked = await applyEdit(tx, row, input.change, actor.userId)
      if (credits.length > 0) await staffCredits.record(tx, { customerId: target.id, makerId: actor.userId, transactionId: row.id, usdValue: usd })
      const result = await bookedAnswer(tx, STAFF_PROFILE_MESSAGES.transactionUpdated, booked, 200, input)
      return applied({ before, after: booked.transaction, notify: booked.notice, result })
    },
  })

  return {
    /** The staff actions behind add, edit and debit, whose permissions guard their routes. */
    actions: { add, edit, debit },

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
      const [[rows, total], { approvals: waiting, editedRows }] = await Promise.all([rowsAndTotal, approvals.ofCustomer(actor, customerId)])
      return {
        items: rows.map((row) => toStaffTransaction(row, editedRows.has(row.id))),
        approvals: waiting,
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
  }
}
