import type { AssetId } from '@wallet/shared/assets'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import {
  DEBIT_MESSAGES,
  type CreditApproval,
  type CreditWaitReason,
  type StaffTransaction,
  type TransactionChangeAnswer,
} from '@wallet/shared/money/staff-transactions'
import { formatAsset, money, toAmountString } from '@wallet/shared/amounts'
import { priceOf } from '@wallet/shared/platform/prices'
import type { TxStatus } from '@wallet/shared/money/transactions'
import type { Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { projectionEffect, type IdempotentWrite, type Ledger, type TransactionRow, type TxType } from '../ledger/ledger.service.ts'
import { toTransactionItem } from '../ledger/transaction-item.ts'
import type { Prices } from '../../platform/prices/prices.service.ts'
import type { TransactionEdit } from '../../support/notifications/customer-messages.ts'
import { notice, type Notice } from '../../support/notifications/notices.ts'

/**
 * What staff money changes book, shared by the changes made at once (staff-transactions.service.ts) and the ones a
 * second staff member approves later (credit-approvals.service.ts): the change records, their booking on the ledger,
 * and their USD value.
 */

/** What an add books: a credit of the customer (type deposit) with the row's details. */
export interface AddChange {
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
export interface DebitChange {
  assetId: AssetId
  amount: string
  reason: string
}

export interface EditChange {
  status: TxStatus
  type: TxType | null
  note: string | null
}

export type Booked = { transaction: StaffTransaction; notice: Notice }

export interface ApprovalRequest {
  kind: 'add' | 'edit' | 'debit'
  transactionId: string | null
  asset: AssetId
  amount: string
  usdValue: string | null
  change: AddChange | EditChange | DebitChange
}

/** Why a credit waits, and the USD limit it was judged against (null for no price). */
export interface Wait {
  waitReason: CreditWaitReason
  waitLimitUsd: string | null
}

/** A staff money write's Idempotency-Key: its answer is stored in the write's own transaction. */
export type Keyed = { idempotency: IdempotentWrite | null }

export type PriceMap = Partial<Record<AssetId, string>>

/** What a leg adds to the settled balance in a status: its amount once Complete, nothing before or after. */
const settledBy = (amount: string, status: string) => projectionEffect(amount, status).balance

export function toStaffTransaction(row: TransactionRow, awaitingApproval = false): StaffTransaction {
  const { swap: _swap, ...item } = toTransactionItem(row)
  return { ...item, isHidden: row.isHidden, createdBy: row.createdBy, awaitingApproval }
}

export const shown = (amount: string) => formatAsset(amount).replace(/\.?0+$/, '')

export const answer = (message: string, transaction: StaffTransaction | null, approval: CreditApproval | null): TransactionChangeAnswer => ({
  success: true,
  message,
  transaction,
  approval,
})

/** Booking a change on the ledger, and pricing it. */
export function createStaffBookings({ ledger, prices }: { ledger: Ledger; prices: Prices }) {
  /** The USD value of an amount at the given prices; null when the price is unknown. */
  function usdValue(priceMap: PriceMap, asset: AssetId, amount: string): string | null {
    const price = priceOf(priceMap, asset)
    return price ? money(amount).times(price).toFixed(2) : null
  }

  /** Current prices, or none when the feed is down (then every large-looking credit waits for approval). */
  const currentPrices = (): Promise<PriceMap> => prices.current().catch(() => ({}))

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
    return { transaction: toStaffTransaction(row), notice: notice('transactionAdded', shown(row.amount), row.asset, row.status) }
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
      return { transaction: toStaffTransaction(row), notice: notice('debited', shown(change.amount), change.assetId, change.reason) }
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
    const edit: TransactionEdit = {
      ...(row.status !== change.status && { status: [row.status as TxStatus, change.status] }),
      ...(row.type !== change.type && { type: [row.type ?? null, change.type ?? null] }),
      ...((row.note ?? null) !== change.note && { note: true }),
    }
    return { transaction: toStaffTransaction(updated), notice: notice('transactionEdited', shown(row.amount), row.asset, edit) }
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
  function usdValueOfAll(priceMap: PriceMap, credits: Array<{ asset: AssetId; amount: string }>): string | null {
    let total = money(0)
    for (const c of credits) {
      const usd = usdValue(priceMap, c.asset, c.amount)
      if (usd === null) return null
      total = total.plus(usd)
    }
    return total.toFixed(2)
  }

  return { usdValue, usdValueOfAll, currentPrices, book, bookDebit, applyEdit, creditsOf }
}
