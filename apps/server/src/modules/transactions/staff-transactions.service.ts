import type { AssetId } from '@wallet/shared/assets'
import {
  CUSTOMER_NOTICES,
  STAFF_PROFILE_MESSAGES,
  STAFF_TRANSACTIONS_PAGE_SIZE,
  type AddTransactionBody,
  type CreditApproval,
  type EditTransactionBody,
  type StaffTransaction,
  type StaffTransactionPage,
  type TransactionChangeAnswer,
} from '@wallet/shared/customers'
import { formatAsset, money, toAmountString } from '@wallet/shared/money'
import { priceOf } from '@wallet/shared/prices'
import { scopeOf } from '@wallet/shared/roles'
import type { TxStatus } from '@wallet/shared/transactions'
import type { Db, Tx } from '../../db/client.ts'
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { pageWithTotal } from '../../lib/paging.ts'
import type { Actor } from '../auth/actor.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import type { StaffAction } from '../customers/staff-action.ts'
import type { Ledger, TransactionRow, TxType } from '../ledger/ledger.service.ts'
import { toTransactionItem } from '../ledger/transaction-item.ts'
import type { Prices } from '../prices/prices.service.ts'
import { creditApprovalsRepository as repo, type CreditApprovalRow } from './credit-approvals.repository.ts'

export interface StaffTransactionsDeps {
  db: Db
  ledger: Ledger
  prices: Prices
  customers: CustomersService
  staffAction: StaffAction
  /** A manual credit worth more than this in USD waits for a second staff member. */
  approvalThresholdUsd: string
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

interface EditChange {
  status: TxStatus
  type: TxType | null
  note: string | null
}

type Booked = { transaction: StaffTransaction; notice: string }

interface ApprovalRequest {
  kind: 'add' | 'edit'
  transactionId: string | null
  asset: AssetId
  amount: string
  usdValue: string | null
  change: AddChange | EditChange
}

/** Raised inside an edit's transaction when it would complete a credit above the threshold: nothing is applied. */
class NeedsApproval extends Error {
  constructor(readonly request: ApprovalRequest) {
    super('needs approval')
  }
}

export function toStaffTransaction(row: TransactionRow): StaffTransaction {
  const { swap: _swap, ...item } = toTransactionItem(row)
  return { ...item, isHidden: row.isHidden, createdBy: row.createdBy }
}

const shown = (amount: string) => formatAsset(amount).replace(/\.?0+$/, '')

/**
 * The Transactions and Wallets tabs' money work (part 2 §4–§5): staff add credits and edit a row's status, type
 * and note. Every status change goes through the ledger in the same transaction as its audit row; a credit that
 * would complete above the approval threshold waits for a second staff member (docs/decisions/070).
 */
export function createStaffTransactionsService({ db, ledger, prices, customers, staffAction, approvalThresholdUsd }: StaffTransactionsDeps) {
  /** The USD value of an amount at the given prices; null when the price is unknown. */
  function usdValue(priceMap: Partial<Record<AssetId, string>>, asset: AssetId, amount: string): string | null {
    const price = priceOf(priceMap, asset)
    return price ? money(amount).times(price).toFixed(2) : null
  }

  /** Current prices, or none when the feed is down (then every large-looking credit waits for approval). */
  const currentPrices = (): Promise<Partial<Record<AssetId, string>>> => prices.current().catch(() => ({}))

  /** A credit completing above the threshold (or of unknown value) needs a second staff member. */
  function needsApproval(usd: string | null): boolean {
    return usd === null || money(usd).greaterThan(approvalThresholdUsd)
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

  /** The row's status on every leg sharing its request id (a swap), its type and note on the row itself. */
  async function applyEdit(tx: Tx, row: TransactionRow, change: EditChange, changedBy: string): Promise<Booked> {
    const legs = row.requestId ? await ledger.lockRequestLegs(tx, row.requestId) : [row]
    try {
      for (const leg of legs) await ledger.setStatus(tx, leg.id, change.status, changedBy)
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw new ConflictError(STAFF_PROFILE_MESSAGES.reversalInsufficient, 'INSUFFICIENT_FUNDS')
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

  /** The credit an edit would complete: a positive leg moving into Complete, or null. */
  async function creditCompleted(tx: Tx, row: TransactionRow, status: TxStatus): Promise<TransactionRow | null> {
    if (status !== 'Complete') return null
    const legs = row.requestId ? await ledger.lockRequestLegs(tx, row.requestId) : [row]
    return legs.find((l) => l.status !== 'Complete' && money(l.amount).greaterThan(0)) ?? null
  }

  const requestApproval = staffAction<ApprovalRequest, CreditApprovalRow>('customer.credit.request', async ({ tx, actor, customer, input }) => {
    if (input.kind === 'edit' && input.transactionId && (await repo.awaitingEditOf(tx, input.transactionId))) {
      throw new AppError('APPROVAL_PENDING')
    }
    const row = await repo.insert(tx, { ...input, customerId: customer.id, requestedBy: actor.userId })
    return {
      before: null,
      after: { approvalId: row.id, kind: row.kind, asset: row.asset, amount: row.amount, usdValue: row.usdValue, change: row.change },
      notify: null,
      result: row,
    }
  })

  const add = staffAction<AddChange, Booked>('customer.transaction.add', async ({ tx, actor, customer, input }) => {
    const booked = await book(tx, customer.id, input, actor.userId)
    return { before: null, after: booked.transaction, notify: booked.notice, result: booked }
  })

  const edit = staffAction<{ id: string; change: EditChange; priceMap: Partial<Record<AssetId, string>> }, Booked>(
    'customer.transaction.edit',
    async ({ tx, actor, customer, input }) => {
      const row = await repo.lockCustomerRow(tx, customer.id, input.id)
      if (!row) throw new NotFoundError('Transaction not found.')
      if (await repo.awaitingEditOf(tx, row.id)) throw new AppError('APPROVAL_PENDING')
      // Decided on the locked row, so that nothing can complete a large credit between the check and the change.
      const credit = await creditCompleted(tx, row, input.change.status)
      if (credit) {
        const usd = usdValue(input.priceMap, credit.asset as AssetId, credit.amount)
        if (needsApproval(usd)) {
          throw new NeedsApproval({ kind: 'edit', transactionId: row.id, asset: credit.asset as AssetId, amount: toAmountString(credit.amount), usdValue: usd, change: input.change })
        }
      }
      const before = toStaffTransaction(row)
      const booked = await applyEdit(tx, row, input.change, actor.userId)
      return { before, after: booked.transaction, notify: booked.notice, result: booked }
    },
  )

  /** Approve or reject: a second staff member with approval rights over the customer, never the maker. */
  const decide = (decision: 'approved' | 'rejected') =>
    staffAction<{ approvalId: string; reason: string | null }, { approval: CreditApprovalRow; booked: Booked | null }>(
      decision === 'approved' ? 'customer.credit.approve' : 'customer.credit.reject',
      async ({ tx, actor, customer, input }) => {
        const approval = await repo.lock(tx, input.approvalId)
        if (!approval || approval.customerId !== customer.id || approval.state !== 'awaiting') {
          throw new ConflictError(STAFF_PROFILE_MESSAGES.approvalNotFound, 'APPROVAL_NOT_FOUND')
        }
        if (approval.requestedBy === actor.userId) throw new ForbiddenError(STAFF_PROFILE_MESSAGES.ownCreditApproval, 'OWN_CREDIT_APPROVAL')
        let booked: Booked | null = null
        if (decision === 'approved') {
          if (approval.kind === 'add') {
            booked = await book(tx, customer.id, approval.change as AddChange, approval.requestedBy)
          } else {
            const row = await repo.lockCustomerRow(tx, customer.id, approval.transactionId!)
            if (!row) throw new NotFoundError('Transaction not found.')
            booked = await applyEdit(tx, row, approval.change as EditChange, actor.userId)
          }
        }
        await repo.decide(tx, approval.id, { state: decision, decidedBy: actor.userId, reason: input.reason, transactionId: booked?.transaction.id })
        return {
          before: { approvalId: approval.id, state: 'awaiting', requestedBy: approval.requestedBy },
          after: { approvalId: approval.id, state: decision, transaction: booked?.transaction ?? null },
          reason: input.reason,
          notify: booked?.notice ?? null,
          result: { approval, booked },
        }
      },
      { permission: 'credits:approve' },
    )
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
      change: a.change as Record<string, unknown>,
      requestedBy: row.requester,
      requestedAt: a.requestedAt.toISOString(),
      canDecide: mayDecide && a.requestedBy !== actor.userId,
    }
  }

  async function mayApprove(actor: Actor, customerId: string): Promise<boolean> {
    if (!scopeOf(actor.role, 'credits:approve')) return false
    return customers.access(db, actor, customerId, 'credits:approve').then(
      () => true,
      () => false,
    )
  }

  /** One awaiting approval as the caller sees it. */
  async function approvalOf(actor: Actor, customerId: string, approvalId: string): Promise<CreditApproval | null> {
    const row = (await repo.awaiting(db, customerId)).find((r) => r.approval.id === approvalId)
    return row ? toApproval(row, actor, await mayApprove(actor, customerId)) : null
  }

  const answer = (message: string, transaction: StaffTransaction | null, approval: CreditApproval | null): TransactionChangeAnswer => ({
    success: true,
    message,
    transaction,
    approval,
  })

  return {
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
      const [[rows, total], awaiting, decides] = await Promise.all([rowsAndTotal, repo.awaiting(db, customerId), mayApprove(actor, customerId)])
      return {
        items: rows.map(toStaffTransaction),
        approvals: await Promise.all(awaiting.map((r) => toApproval(r, actor, decides))),
        page,
        pageSize,
        total,
      }
    },

    /** add-transaction: booked at once, or (a credit completing above the threshold) sent for approval. */
    async add(actor: Actor, customerId: string, body: AddTransactionBody & { sentAt: string; amount: string }): Promise<TransactionChangeAnswer> {
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
      if (change.status === 'Complete') {
        const usd = usdValue(await currentPrices(), change.assetId, change.amount)
        if (needsApproval(usd)) {
          const row = await requestApproval(actor, customerId, { kind: 'add', transactionId: null, asset: change.assetId, amount: change.amount, usdValue: usd, change })
          return answer(STAFF_PROFILE_MESSAGES.creditAwaitingApproval, null, await approvalOf(actor, customerId, row.id))
        }
      }
      const booked = await add(actor, customerId, change)
      return answer(STAFF_PROFILE_MESSAGES.transactionAdded, booked.transaction, null)
    },

    /** The edit dialog: status (every swap leg), type and note; completing a large credit waits for approval. */
    async edit(actor: Actor, customerId: string, transactionId: string, body: EditTransactionBody): Promise<TransactionChangeAnswer> {
      const change: EditChange = { status: body.status, type: body.type === 'none' ? null : body.type, note: body.note?.trim() || null }
      try {
        const booked = await edit(actor, customerId, { id: transactionId, change, priceMap: await currentPrices() })
        return answer(STAFF_PROFILE_MESSAGES.transactionUpdated, booked.transaction, null)
      } catch (err) {
        if (!(err instanceof NeedsApproval)) throw err
        const row = await requestApproval(actor, customerId, err.request)
        return answer(STAFF_PROFILE_MESSAGES.creditAwaitingApproval, null, await approvalOf(actor, customerId, row.id))
      }
    },

    async approve(actor: Actor, customerId: string, approvalId: string, reason?: string): Promise<TransactionChangeAnswer> {
      const { booked } = await approve(actor, customerId, { approvalId, reason: reason?.trim() || null })
      return answer(STAFF_PROFILE_MESSAGES.creditApproved, booked?.transaction ?? null, null)
    },

    async reject(actor: Actor, customerId: string, approvalId: string, reason?: string): Promise<TransactionChangeAnswer> {
      await reject(actor, customerId, { approvalId, reason: reason?.trim() || null })
      return answer(STAFF_PROFILE_MESSAGES.creditRejected, null, null)
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
        if (sees) visible.push(await toApproval(row, actor, await mayApprove(actor, row.approval.customerId)))
      }
      return visible
    },
  }
}

export type StaffTransactionsService = ReturnType<typeof createStaffTransactionsService>
