import { randomUUID } from 'node:crypto'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { ASSET_IDS, isAssetId, type AssetId } from '@wallet/shared/assets'
import { availableOf } from '@wallet/shared/money/fees'
import { money, toAmountString } from '@wallet/shared/amounts'
import { TX_STATUSES, type TxStatus } from '@wallet/shared/money/transactions'
import { isTransaction, type DbOrTx, type Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { databaseError, isUniqueViolation } from '../../lib/database-error.ts'
import {
  CHECK_REFUSED,
  INSUFFICIENT,
  LEDGER_REFUSAL,
  ledgerRepository,
  type BalanceDelta,
  type BalanceRow,
  type NewTransactionRow,
  type ProjectionDelta,
  type TransactionRow,
} from './ledger.repository.ts'

export type { TransactionRow } from './ledger.repository.ts'

export { TX_STATUSES, type TxStatus }
const TX_TYPES = ['deposit', 'withdrawal', 'adjustment', 'swap', 'stake', 'stake_payout', 'fee'] as const
export type TxType = (typeof TX_TYPES)[number]

export interface LedgerEntry {
  /** The row's id when the caller needs it before the write (a swap's answer names both legs); a new UUID otherwise. */
  id?: string
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
 * and key); `commit` stores the request's answer in the same transaction, before it commits. Storing it fails when the
 * key already holds an answer, and the transaction with it (INSERT of the key's row: docs/decisions/013-the-answer-holds-the-key.md).
 */
export interface IdempotentWrite {
  key: string
  commit(tx: Tx, status: number, body: unknown): Promise<void>
  /** `commit` as a statement a ledger write carries in its own statement (`recordMany`'s `carry`): one round trip less. */
  answer(status: number, body: unknown): SQL
}

/** Per (user, asset): decimal strings. available = max(0, balance + pendingWithdrawals). */
export interface BalanceFigures {
  balance: string
  pendingDeposits: string
  pendingWithdrawals: string
  available: string
}

/** (user, asset) with its figures, as locked. */
export type LockedBalance = { userId: string; asset: string } & BalanceFigures

/** Another module's check that a ledger write carries in its own statement (`recordManyChecked`). */
export interface CarriedCheck {
  /** A SELECT of at most one row whose one column is `value`; it runs before anything is locked or written. */
  read: SQL
  /** The check's verdict as a boolean SQL expression over the WITH query named `read` (the read's rows). */
  passes(read: SQL): SQL
  /** Throws the refusal, given the value `read` returned (null without a row): called when `passes` was false. */
  assert(value: unknown): void
}

export interface LedgerEvents {
  notifyTransaction(tx: Tx, userId: string, transactionId: string, kind?: 'inserted' | 'updated'): Promise<void>
  /**
   * The SQL expression that queues the 'inserted' event of a row, given the row's user and id columns: the ledger
   * evaluates it for each row of its own INSERT … RETURNING, so that a write of any number of rows is one statement.
   */
  insertedNotice(userId: SQLWrapper, transactionId: SQLWrapper): SQL
}

export interface Ledger {
  /** Locks the (user, asset) balances row until the transaction ends, creating it first if missing. Call inside db.transaction. */
  lockBalance(tx: Tx, userId: string, asset: AssetId): Promise<BalanceFigures>
  /**
   * Locks several balances rows, in one statement, in the one global order every writer uses, (user, asset)
   * ascending, so that two transactions touching the same rows never wait on each other in a circle; answers their
   * figures in that order. A request on one user's assets locks them all at once here; jobs that settle or pay many
   * rows call it before their first change.
   */
  lockBalances(tx: Tx, rows: ReadonlyArray<{ userId: string; asset: string }>): Promise<LockedBalance[]>
  /**
   * Inserts the transactions row and updates the balances projection in the same transaction (one statement).
   * Complete: balance += amount. Pending & amount > 0: pending_deposits += amount. Pending & amount < 0:
   * pending_withdrawals += amount (a reservation). Failed: nothing. Going below an available 0 throws
   * AppError INSUFFICIENT_FUNDS (the CHECK constraint backs it). Emits the insert event.
   */
  record(tx: Tx, entry: LedgerEntry): Promise<TransactionRow>
  /**
   * `record` for several entries in one statement (a swap's two legs): every row inserted, each (user, asset) of the
   * projection changed once by the sum of its entries, the rows locked in the global order. Answers the rows' ids in
   * the order of `entries` (the rows are not read back: a caller that needs them uses `record`). All or nothing: one
   * refused entry throws and the caller's transaction writes none. `carry`: data-modifying statements of other
   * modules run within the same statement, to completion or not at all (the request's idempotent answer,
   * `IdempotentWrite.answer`).
   */
  recordMany(tx: Tx, entries: ReadonlyArray<LedgerEntry>, carry?: ReadonlyArray<SQL>): Promise<string[]>
  /**
   * `recordMany` as one statement that is all or nothing by itself, with another module's check in it (a money
   * request's permission, `customers.permissionCheck`): it may run outside a transaction, in one round trip
   * (docs/decisions/088-swap-in-one-round-trip.md). The check's read runs first and takes its locks, then each balances
   * row is locked and changed, one after the other in the global order, a debit only where the row can carry it.
   * Then the statement refuses, undoing all it wrote: the check's refusal (`check.assert`) when `check.passes` is
   * false, else INSUFFICIENT_FUNDS when a debit could not be carried. `carry` runs within it, all or nothing too.
   */
  recordManyChecked(db: DbOrTx, check: CarriedCheck, entries: ReadonlyArray<LedgerEntry>, carry?: ReadonlyArray<SQL>): Promise<string[]>
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

function addDeltas(a: ProjectionDelta, b: ProjectionDelta): ProjectionDelta {
  const plus = (x: string, y: string) => toAmountString(money(x).plus(y))
  return {
    balance: plus(a.balance, b.balance),
    pendingDeposits: plus(a.pendingDeposits, b.pendingDeposits),
    pendingWithdrawals: plus(a.pendingWithdrawals, b.pendingWithdrawals),
  }
}

/** The (user, asset) pair as one string whose order is the global lock order. */
function balanceKey(row: { userId: string; asset: string }): string {
  return `${row.userId}\u0000${row.asset}`
}

function difference(to: ProjectionDelta, from: ProjectionDelta): ProjectionDelta {
  const minus = (a: string, b: string) => toAmountString(money(a).minus(b))
  return {
    balance: minus(to.balance, from.balance),
    pendingDeposits: minus(to.pendingDeposits, from.pendingDeposits),
    pendingWithdrawals: minus(to.pendingWithdrawals, from.pendingWithdrawals),
  }
}

function figuresOf(row: Pick<BalanceRow, 'balance' | 'pendingDeposits' | 'pendingWithdrawals'> | undefined): BalanceFigures {
  const balance = toAmountString(row?.balance ?? '0')
  const pendingDeposits = toAmountString(row?.pendingDeposits ?? '0')
  const pendingWithdrawals = toAmountString(row?.pendingWithdrawals ?? '0')
  return { balance, pendingDeposits, pendingWithdrawals, available: availableOf(balance, pendingWithdrawals) }
}

/** A CHECK violation on the balances projection (PostgreSQL code 23514). */
function isBalanceCheckViolation(err: unknown): boolean {
  return !!databaseError(err, (e) => e.code === '23514' && (e.constraint ?? e.message ?? '').includes('balances_'))
}

/**
 * What allows one use of an Idempotency-Key per user: one ledger entry (the ledger's unique index on (user, key)) and one
 * stored answer (the primary key of `idempotency_keys`, whose row the request's answer inserts in the same transaction).
 */
const IDEMPOTENCY_CONSTRAINTS = ['transactions_user_idempotency_key_idx', 'idempotency_keys_user_id_key_pk']

/** A second use of one (user, Idempotency-Key): PostgreSQL code 23505 on either of those constraints. */
export function isDuplicateIdempotencyKey(err: unknown): boolean {
  return IDEMPOTENCY_CONSTRAINTS.some((name) => isUniqueViolation(err, name))
}

/** A checked write's refusal raised inside its statement (LEDGER_REFUSAL): which one, and its detail. */
function statementRefusal(err: unknown): { refusal: string; detail: string } | null {
  const refused = databaseError(err, (e) => e.code === LEDGER_REFUSAL)
  return refused ? { refusal: refused.message ?? '', detail: refused.detail ?? '' } : null
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

export function createLedger(deps: { events?: LedgerEvents; onWritten?: (types: ReadonlyArray<TxType | null>) => void } = {}): Ledger {
  const { events, onWritten } = deps
  /** The insert event of each row the ledger's write returns. */
  const notice = events?.insertedNotice(sql.raw('"transactions"."user_id"'), sql.raw('"transactions"."id"'))

  /** The refusals a ledger write can meet, as the errors callers expect; a carried check's refusal throws its own. */
  function refusal(err: unknown, check?: CarriedCheck): unknown {
    const refused = statementRefusal(err)
    if (refused?.refusal === CHECK_REFUSED && check) {
      check.assert(refused.detail === '' ? null : refused.detail)
      return new Error('A carried check refused in SQL a value its assert lets through')
    }
    if (refused?.refusal === INSUFFICIENT || isBalanceCheckViolation(err)) return insufficientFunds()
    // A request whose key another one already used gets 409; the idempotency plugin then sends the key's stored answer.
    if (isDuplicateIdempotencyKey(err)) return new AppError('IDEMPOTENCY_IN_PROGRESS')
    return err
  }

  /**
   * The balances rows each open transaction has locked through this ledger: a row is locked once per transaction,
   * however many writes follow. Row locks last until the transaction ends, and so does its `tx` object.
   */
  const lockedIn = new WeakMap<Tx, Set<string>>()

  /** The rows in the global order, each pair once. */
  function lockOrder(rows: ReadonlyArray<{ userId: string; asset: string }>): { userId: string; asset: string }[] {
    return [...new Map(rows.map((r) => [balanceKey(r), { userId: r.userId, asset: r.asset }])).entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, k]) => k)
  }

  /** Notes the rows as held by this transaction: it locked them. */
  function noteHeld(tx: Tx, keys: ReadonlyArray<{ userId: string; asset: string }>): void {
    const set = lockedIn.get(tx) ?? new Set<string>()
    lockedIn.set(tx, set)
    for (const k of keys) set.add(balanceKey(k))
  }

  /** Notes the rows as held by this transaction and answers their figures in `keys` order. */
  function held(tx: Tx, keys: ReadonlyArray<{ userId: string; asset: string }>, locked: BalanceRow[]): LockedBalance[] {
    const byKey = new Map(locked.map((row) => [balanceKey(row), row]))
    const figures = keys.map((k) => {
      const row = byKey.get(balanceKey(k))
      if (!row) throw new Error(`The balances row of ${k.asset} was not locked`)
      return { ...k, ...figuresOf(row) }
    })
    noteHeld(tx, keys)
    return figures
  }

  async function lockBalances(tx: Tx, rows: ReadonlyArray<{ userId: string; asset: string }>): Promise<LockedBalance[]> {
    const keys = lockOrder(rows)
    return held(tx, keys, await ledgerRepository.lockBalances(tx, keys))
  }

  /** Locks, in the global order, those of the rows this transaction does not hold yet. */
  async function ensureLocked(tx: Tx, rows: ReadonlyArray<{ userId: string; asset: string }>): Promise<void> {
    const held = lockedIn.get(tx)
    const missing = rows.filter((r) => !held?.has(balanceKey(r)))
    if (missing.length > 0) await lockBalances(tx, missing)
  }

  async function applyChecked(tx: Tx, userId: string, asset: string, delta: ProjectionDelta) {
    await ensureLocked(tx, [{ userId, asset }])
    let moved: number
    try {
      moved = await ledgerRepository.applyDeltas(tx, [{ userId, asset, ...delta }])
    } catch (err) {
      throw refusal(err)
    }
    if (moved !== 1) throw new Error(`The balances row of ${asset} is missing`)
  }

  /** The write behind `record`, `recordMany` and `recordManyChecked`; reads the rows back when asked to. */
  async function write(db: DbOrTx, entries: ReadonlyArray<LedgerEntry>, carry: ReadonlyArray<SQL>, readBack: boolean, check?: CarriedCheck) {
    entries.forEach(assertEntry)
    const rows: NewTransactionRow[] = entries.map((entry) => ({
      id: entry.id ?? randomUUID(),
      userId: entry.userId,
      asset: entry.asset,
      amount: toAmountString(entry.amount),
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
    }))
    // One delta per (user, asset), in the global lock order.
    const deltas = new Map<string, BalanceDelta>()
    for (const row of rows) {
      const key = balanceKey(row)
      const effect = projectionEffect(row.amount, row.status!)
      const sum = deltas.get(key)
      deltas.set(key, { userId: row.userId, asset: row.asset, ...(sum ? addDeltas(sum, effect) : effect) })
    }
    const ordered = [...deltas.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d)
    // The rows this transaction locked already (the caller's check of the available amount) are not locked again;
    // with a carried check, the write's own statement locks them.
    if (!check) {
      if (!isTransaction(db)) throw new Error('A ledger write without a carried check runs inside a transaction')
      await ensureLocked(db, ordered)
    }
    let written: Awaited<ReturnType<typeof ledgerRepository.insertWithDeltas>>
    try {
      written = await ledgerRepository.insertWithDeltas(db, rows, ordered, { notice, carry, readBack, check })
    } catch (err) {
      throw refusal(err, check)
    }
    // Every delta found its row (locked above, or carried by the checked statement, which refuses otherwise); anything
    // else would leave the projection wrong.
    if (written.moved !== ordered.length || written.inserted !== rows.length) throw new Error('A ledger write missed a balances row')
    // A checked write inside a transaction leaves its rows locked until that transaction ends.
    if (check && isTransaction(db)) noteHeld(db, ordered)
    onWritten?.(entries.map((e) => e.type))
    return { ids: rows.map((r) => r.id!), rows: written.rows }
  }

  return {
    async lockBalance(tx, userId, asset) {
      const [locked] = await lockBalances(tx, [{ userId, asset }])
      return figuresOf(locked)
    },

    lockBalances,

    async record(tx, entry) {
      const { rows } = await write(tx, [entry], [], true)
      return rows[0]!
    },

    async recordMany(tx, entries, carry = []) {
      if (entries.length === 0) return []
      return (await write(tx, entries, carry, false)).ids
    },

    async recordManyChecked(db, check, entries, carry = []) {
      if (entries.length === 0) throw new Error('A checked ledger write needs an entry to carry its check')
      return (await write(db, entries, carry, false, check)).ids
    },

    async setStatus(tx, transactionId, status, changedBy = null) {
      if (!(TX_STATUSES as readonly string[]).includes(status)) throw new Error(`Unknown status ${status}`)
      const current = await ledgerRepository.lockTransaction(tx, transactionId)
      if (!current) throw new Error(`No transaction ${transactionId}`)
      if (current.status === status) return current
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
