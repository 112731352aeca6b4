import { ASSET_IDS, isAssetId, type AssetId } from '@wallet/shared/assets'
import { availableOf } from '@wallet/shared/fees'
import { money, toAmountString } from '@wallet/shared/money'
import { TX_STATUSES, type TxStatus } from '@wallet/shared/transactions'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { ledgerRepository, type BalanceRow, type ProjectionDelta, type TransactionRow } from './ledger.repository.ts'

export type { TransactionRow } from './ledger.repository.ts'

export { TX_STATUSES, type TxStatus }
export const TX_TYPES = ['deposit', 'withdrawal', 'adjustment', 'swap', 'stake', 'stake_payout', 'fee'] as const
export type TxType = (typeof TX_TYPES)[number]

export interface LedgerEntry {
  userId: string
  asset: AssetId
  /** Signed decimal string, never 0: positive is money in, negative is money out. */
  amount: string
  status: TxStatus
  type: TxType | null
  note?: string | null
  senderAddress?: string | null
  recipientAddress?: string | null
  txid?: string | null
  isHidden?: boolean
  requestId?: string | null
  paymentMethodId?: string | null
  createdBy?: string | null
  sentAt?: Date
  idempotencyKey?: string | null
}

/**
 * A money-moving request's Idempotency-Key, handed to its service. The key goes on the ledger row (one entry per user
 * and key); `commit` stores the request's answer in the same transaction, before it commits.
 */
export interface IdempotentWrite {
  key: string
  commit(tx: Tx, status: number, body: unknown): Promise<void>
}

/** Per (user, asset): decimal strings. available = max(0, balance + pendingWithdrawals). */
export interface BalanceFigures {
  balance: string
  pendingDeposits: string
  pendingWithdrawals: string
  available: string
}

export interface LedgerEvents {
  notifyTransaction(tx: Tx, userId: string, transactionId: string, kind?: 'inserted' | 'updated'): Promise<void>
}

export interface Ledger {
  /** SELECT … FOR UPDATE on the (user, asset) balances row, creating it first if missing. Call inside db.transaction. */
  lockBalance(tx: Tx, userId: string, asset: AssetId): Promise<BalanceFigures>
  /**
   * Inserts the transactions row and updates the balances projection in the same transaction.
   * Complete: balance += amount. Pending & amount > 0: pending_deposits += amount. Pending & amount < 0:
   * pending_withdrawals += amount (a reservation). Failed: nothing. Going below an available 0 throws
   * ConflictError INSUFFICIENT_FUNDS (the CHECK constraint backs it). Emits the insert event.
   */
  record(tx: Tx, entry: LedgerEntry): Promise<TransactionRow>
  /**
   * Moves a row between statuses (Pending→Complete/Failed, or any way for staff edits), corrects the projection and
   * keeps the change (who, when, from, to); `changedBy` is null for the system's jobs. Going below an available 0
   * throws INSUFFICIENT_FUNDS and changes nothing.
   */
  setStatus(tx: Tx, transactionId: string, status: TxStatus, changedBy?: string | null): Promise<TransactionRow>
  /** Changes a row's type and note (nothing that moves money). */
  setDetails(tx: Tx, transactionId: string, details: { type: TxType | null; note: string | null }): Promise<TransactionRow>
  /** The legs of a swap (rows sharing a request id), locked. */
  lockRequestLegs(tx: Tx, requestId: string): Promise<TransactionRow[]>
  /** The figures of every asset for one user (zeros where nothing was ever recorded). */
  figures(db: DbOrTx, userId: string): Promise<Record<AssetId, BalanceFigures>>
}

/** How a row in a status moves the projection. */
export function projectionEffect(amount: string, status: string): ProjectionDelta {
  const zero = { balance: '0', pendingDeposits: '0', pendingWithdrawals: '0' }
  if (status === 'Complete') return { ...zero, balance: amount }
  if (status === 'Pending') return money(amount).isPositive() ? { ...zero, pendingDeposits: amount } : { ...zero, pendingWithdrawals: amount }
  return zero
}

function difference(to: ProjectionDelta, from: ProjectionDelta): ProjectionDelta {
  const minus = (a: string, b: string) => toAmountString(money(a).minus(b))
  return {
    balance: minus(to.balance, from.balance),
    pendingDeposits: minus(to.pendingDeposits, from.pendingDeposits),
    pendingWithdrawals: minus(to.pendingWithdrawals, from.pendingWithdrawals),
  }
}

export function figuresOf(row: Pick<BalanceRow, 'balance' | 'pendingDeposits' | 'pendingWithdrawals'> | undefined): BalanceFigures {
  const balance = toAmountString(row?.balance ?? '0')
  const pendingDeposits = toAmountString(row?.pendingDeposits ?? '0')
  const pendingWithdrawals = toAmountString(row?.pendingWithdrawals ?? '0')
  return { balance, pendingDeposits, pendingWithdrawals, available: availableOf(balance, pendingWithdrawals) }
}

/** A CHECK violation on the balances projection (PostgreSQL code 23514), however the driver wraps it. */
export function isBalanceCheckViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: string; constraint?: string; message?: string; cause?: unknown }
    if (candidate.code === '23514' && (candidate.constraint ?? candidate.message ?? '').includes('balances_')) return true
    e = candidate.cause
  }
  return false
}

/** The unique index that allows one ledger entry per (user, Idempotency-Key). */
const IDEMPOTENCY_INDEX = 'transactions_user_idempotency_key_idx'

/** A second ledger entry for one (user, Idempotency-Key) (PostgreSQL code 23505 on that index). */
export function isDuplicateIdempotencyKey(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: string; constraint?: string; message?: string; cause?: unknown }
    if (candidate.code === '23505' && (candidate.constraint ?? candidate.message ?? '').includes(IDEMPOTENCY_INDEX)) return true
    e = candidate.cause
  }
  return false
}

export function insufficientFunds(): AppError {
  return new AppError('INSUFFICIENT_FUNDS')
}

function assertEntry(entry: LedgerEntry) {
  if (!isAssetId(entry.asset)) throw new Error(`Unknown asset ${String(entry.asset)}`)
  if (!(TX_STATUSES as readonly string[]).includes(entry.status)) throw new Error(`Unknown status ${entry.status}`)
  if (entry.type !== null && !(TX_TYPES as readonly string[]).includes(entry.type)) throw new Error(`Unknown type ${entry.type}`)
  const amount = money(entry.amount)
  if (!amount.isFinite() || amount.isZero()) throw new Error('A ledger amount is a non-zero decimal')
}

export function createLedger(deps: { events?: LedgerEvents } = {}): Ledger {
  const { events } = deps

  async function applyChecked(tx: Tx, userId: string, asset: string, delta: ProjectionDelta) {
    try {
      await ledgerRepository.applyDelta(tx, userId, asset, delta)
    } catch (err) {
      if (isBalanceCheckViolation(err)) throw insufficientFunds()
      throw err
    }
  }

  /** A retried request whose first run already wrote its entry gets 409: its answer is there to replay. */
  async function insertChecked(tx: Tx, row: Parameters<typeof ledgerRepository.insertTransaction>[1]) {
    try {
      return await ledgerRepository.insertTransaction(tx, row)
    } catch (err) {
      if (isDuplicateIdempotencyKey(err)) throw new AppError('IDEMPOTENCY_IN_PROGRESS')
      throw err
    }
  }

  return {
    async lockBalance(tx, userId, asset) {
      return figuresOf(await ledgerRepository.lockBalance(tx, userId, asset))
    },

    async record(tx, entry) {
      assertEntry(entry)
      const amount = toAmountString(entry.amount)
      await ledgerRepository.lockBalance(tx, entry.userId, entry.asset)
      const row = await insertChecked(tx, {
        userId: entry.userId,
        asset: entry.asset,
        amount,
        status: entry.status,
        type: entry.type,
        note: entry.note ?? null,
        senderAddress: entry.senderAddress ?? null,
        recipientAddress: entry.recipientAddress ?? null,
        txid: entry.txid ?? null,
        isHidden: entry.isHidden ?? false,
        requestId: entry.requestId ?? null,
        paymentMethodId: entry.paymentMethodId ?? null,
        createdBy: entry.createdBy ?? null,
        idempotencyKey: entry.idempotencyKey ?? null,
        ...(entry.sentAt ? { sentAt: entry.sentAt } : {}),
      })
      await applyChecked(tx, entry.userId, entry.asset, projectionEffect(amount, entry.status))
      await events?.notifyTransaction(tx, entry.userId, row.id, 'inserted')
      return row
    },

    async setStatus(tx, transactionId, status, changedBy = null) {
      if (!(TX_STATUSES as readonly string[]).includes(status)) throw new Error(`Unknown status ${status}`)
      const current = await ledgerRepository.lockTransaction(tx, transactionId)
      if (!current) throw new Error(`No transaction ${transactionId}`)
      if (current.status === status) return current
      await ledgerRepository.lockBalance(tx, current.userId, current.asset)
      const delta = difference(projectionEffect(current.amount, status), projectionEffect(current.amount, current.status))
      await applyChecked(tx, current.userId, current.asset, delta)
      const row = await ledgerRepository.updateStatus(tx, transactionId, status)
      await ledgerRepository.insertStatusChange(tx, { transactionId, fromStatus: current.status, toStatus: status, changedBy })
      await events?.notifyTransaction(tx, current.userId, row.id, 'updated')
      return row
    },

    async setDetails(tx, transactionId, details) {
      if (details.type !== null && !(TX_TYPES as readonly string[]).includes(details.type)) throw new Error(`Unknown type ${details.type}`)
      const row = await ledgerRepository.updateDetails(tx, transactionId, details)
      await events?.notifyTransaction(tx, row.userId, row.id, 'updated')
      return row
    },

    lockRequestLegs(tx, requestId) {
      return ledgerRepository.lockRequestLegs(tx, requestId)
    },

    async figures(db, userId) {
      const rows = await ledgerRepository.balancesOf(db, userId)
      return Object.fromEntries(ASSET_IDS.map((id) => [id, figuresOf(rows.find((r) => r.asset === id))])) as Record<AssetId, BalanceFigures>
    },
  }
}
