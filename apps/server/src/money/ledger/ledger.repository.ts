import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { money } from '@wallet/shared/amounts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { executePrepared } from '../../db/prepared.ts'
import { balances, transactions, transactionStatusChanges } from '../../db/schema.ts'

export type TransactionRow = typeof transactions.$inferSelect
export type NewTransactionRow = typeof transactions.$inferInsert
export type BalanceRow = typeof balances.$inferSelect

export interface ProjectionDelta {
  balance: string
  pendingDeposits: string
  pendingWithdrawals: string
}

export type ProjectionComparison = {
  userId: string
  asset: string
  ledgerBalance: string
  projectedBalance: string
  ledgerPendingDeposits: string
  projectedPendingDeposits: string
  ledgerPendingWithdrawals: string
  projectedPendingWithdrawals: string
}

export type BalanceDelta = { userId: string; asset: string } & ProjectionDelta

/*
 * The statements of a money write are written out in SQL rather than with Drizzle's builders: building an INSERT with
 * its values and RETURNING costs Drizzle 0.3 to 0.6 ms of CPU each time, more than the database takes to run it
 * (docs/decisions/065-money-path.md). Their text names tables and columns itself, or is built once from the schema:
 * every Drizzle table or column object in a template is rendered again on each call. The keys to lock and the ledger
 * rows travel as one JSON parameter each; PostgreSQL reads each value with its column's type (amounts as exact
 * decimals from their strings, never as JSON numbers). The answers are mapped back with the columns' own mappers.
 */
const balanceColumns = getTableColumns(balances)
const transactionColumns = getTableColumns(transactions)
const columnList = (columns: Record<string, AnyPgColumn>) =>
  Object.values(columns)
    .map((c) => `"${c.name}"`)
    .join(', ')

/** The row of `columns` from a raw result row (keyed by column names), each value through its column's mapper. */
function mapRow<T>(columns: Record<string, AnyPgColumn>, raw: Record<string, unknown>): T {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(columns)) {
    const value = raw[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T
}

/** The JSON a json_populate_recordset over `columns` reads: each row keyed by column names, each value as the driver would get it. */
function recordsJson(columns: Record<string, AnyPgColumn>, rows: ReadonlyArray<Record<string, unknown>>): string {
  return JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      for (const [key, column] of Object.entries(columns)) {
        const value = row[key]
        if (value !== undefined && value !== null) out[column.name] = value instanceof Date ? value.toISOString() : value
      }
      return out
    }),
  )
}

const LOCK_BALANCES = {
  head: sql.raw(`insert into "balances" ("user_id", "asset") select k.v->>0, k.v->>1 from json_array_elements(`),
  // Rows are inserted (or met on the conflict and locked) in the order the SELECT yields them: the ordinality.
  tail: sql.raw(`::json) with ordinality as k(v, n) order by k.n
    on conflict ("user_id", "asset") do update set "updated_at" = "balances"."updated_at"
    returning ${columnList(balanceColumns)}`),
}

/**
 * One UPDATE of one (user, asset) row by its primary key, adding the delta; RETURNING 1 when the row was there. One
 * statement per row rather than a join with the deltas: the plan is an index lookup whatever the table's size or
 * statistics (a join with a set-returning function is planned for 100 rows and may scan the table).
 */
const updateDelta = (d: BalanceDelta) => sql`update "balances" set
      "balance" = "balance" + ${d.balance}::numeric,
      "pending_deposits" = "pending_deposits" + ${d.pendingDeposits}::numeric,
      "pending_withdrawals" = "pending_withdrawals" + ${d.pendingWithdrawals}::numeric,
      "updated_at" = now()
    where "user_id" = ${d.userId} and "asset" = ${d.asset}
    returning 1`

/**
 * A condition that is always true and holds back the statement part it filters until the WITH query `name`, which
 * yields at most one row, has run to completion: a one-time filter on a scalar sub-select of it. (A `count(*)` would
 * do the same for any number of rows, but an aggregate costs PostgreSQL more to set up on every execution than the
 * rest of such a filter: decision 087.)
 */
const hasRun = (name: SQL) => sql`coalesce((select 1 from ${name}), 1) = 1`

/**
 * The change of one (user, asset) row that the transaction has not locked, run only once the WITH query `after` has
 * run to completion (a one-time filter), so that the rows are locked one after the other in the order given. A delta
 * that would be a valid row on its own (within the balances CHECK constraints: a credit) is inserted as that row or
 * added to the existing one; the sum of two valid rows is valid, so this never fails. Any other delta (a debit)
 * changes an existing row only when the result stays within those constraints, and RETURNING says whether it did: a
 * refusal is a row left unchanged rather than an error, so that the caller's own verdict on the carried read comes
 * first. A missing row is zero, which no debit leaves valid.
 */
function changeAfter(d: BalanceDelta, after: SQL): SQL {
  const fitsAsRow = money(d.balance).plus(d.pendingWithdrawals).gte(0) && money(d.pendingDeposits).gte(0) && money(d.pendingWithdrawals).lte(0)
  if (fitsAsRow) {
    return sql`insert into "balances" ("user_id", "asset", "balance", "pending_deposits", "pending_withdrawals")
      select ${d.userId}, ${d.asset}, ${d.balance}::numeric, ${d.pendingDeposits}::numeric, ${d.pendingWithdrawals}::numeric
      where ${hasRun(after)}
      on conflict ("user_id", "asset") do update set
        "balance" = "balances"."balance" + excluded."balance",
        "pending_deposits" = "balances"."pending_deposits" + excluded."pending_deposits",
        "pending_withdrawals" = "balances"."pending_withdrawals" + excluded."pending_withdrawals",
        "updated_at" = now()
      returning 1`
  }
  return sql`update "balances" set
      "balance" = "balance" + ${d.balance}::numeric,
      "pending_deposits" = "pending_deposits" + ${d.pendingDeposits}::numeric,
      "pending_withdrawals" = "pending_withdrawals" + ${d.pendingWithdrawals}::numeric,
      "updated_at" = now()
    where "user_id" = ${d.userId} and "asset" = ${d.asset} and ${hasRun(after)}
      and "balance" + ${d.balance}::numeric + "pending_withdrawals" + ${d.pendingWithdrawals}::numeric >= 0
      and "pending_deposits" + ${d.pendingDeposits}::numeric >= 0
      and "pending_withdrawals" + ${d.pendingWithdrawals}::numeric <= 0
    returning 1`
}

/**
 * The deltas as WITH queries `delta_0`, `delta_1`, … and the expression counting the rows they changed (each 0 or 1).
 * PostgreSQL runs every data-modifying WITH query to completion, read or not. Without `after`, the rows are locked
 * already and each delta is an `updateDelta`; with it, each is a `changeAfter` of the query before it, the first
 * after `after`.
 */
function deltaQueries(deltas: ReadonlyArray<BalanceDelta>, after?: SQL): { queries: SQL; moved: SQL } {
  const names = deltas.map((_, i) => sql.raw(`delta_${i}`))
  return {
    queries: sql.join(
      deltas.map((d, i) => sql`${names[i]} as (${after ? changeAfter(d, i === 0 ? after : names[i - 1]!) : updateDelta(d)})`),
      sql`, `,
    ),
    moved: sql.join(
      names.map((name) => sql`coalesce((select 1 from ${name}), 0)`),
      sql` + `,
    ),
  }
}

/** The ledger rows of a JSON array of transactions records; the timestamps not given take now(), as their defaults do. */
const defaulted = new Set([transactions.sentAt.name, transactions.createdAt.name, transactions.updatedAt.name])
const INSERT_ROWS = {
  head: sql.raw(
    `insert into "${getTableName(transactions)}" (${Object.values(transactionColumns)
      .map((c) => `"${c.name}"`)
      .join(', ')}) select ${Object.values(transactionColumns)
      .map((c) => (defaulted.has(c.name) ? `coalesce(r."${c.name}", now())` : `r."${c.name}"`))
      .join(', ')} from json_populate_recordset(null::"${getTableName(transactions)}", `,
  ),
  from: sql.raw(`::json) as r`),
  returning: sql.raw(`returning ${columnList(transactionColumns)}`),
  /** For a write that does not read its rows back: only their ids come back. */
  returningIds: sql.raw(`returning "id"`),
}

/** The SQLSTATE of a checked write's refusal (migration 0010's `ledger_refuse`), and its two messages. */
export const LEDGER_REFUSAL = 'WL001'
export const CHECK_REFUSED = 'check_refused'
export const INSUFFICIENT = 'insufficient_funds'

/** Ledger queries only; the rules live in ledger.service.ts. */
export const ledgerRepository = {
  /**
   * Locks the (user, asset) rows one after the other in the order given, creating a missing one at zero, and returns
   * them as locked, in one statement: each row is either inserted or, on the conflict, locked and rewritten unchanged.
   * `keys` must not repeat a pair.
   */
  async lockBalances(tx: Tx, keys: ReadonlyArray<{ userId: string; asset: string }>): Promise<BalanceRow[]> {
    if (keys.length === 0) return []
    const json = JSON.stringify(keys.map((k) => [k.userId, k.asset]))
    const result = (await tx.execute(sql`${LOCK_BALANCES.head}${json}${LOCK_BALANCES.tail}`)) as { rows: Record<string, unknown>[] }
    return result.rows.map((raw) => mapRow<BalanceRow>(balanceColumns, raw))
  },

  /** Adds each delta to its (existing, locked) projection row; answers how many rows it changed. */
  async applyDeltas(tx: Tx, deltas: ReadonlyArray<BalanceDelta>): Promise<number> {
    if (deltas.length === 0) return 0
    const { queries, moved } = deltaQueries(deltas)
    const result = (await tx.execute(sql`with ${queries} select ${moved} as moved`)) as { rows: { moved: unknown }[] }
    return Number(result.rows[0]?.moved ?? 0)
  },

  /**
   * A whole ledger write in one statement: the projection deltas as `applyDeltas` adds them (`moved` answers how many
   * rows they changed), and the ledger rows inserted; `rows` answers them read back, or, with `readBack` false, only
   * `inserted` says how many there were. `notice`, when given, is evaluated for every inserted row (the transaction
   * events). `carry` are other data-modifying statements run with it (each a WITH query: PostgreSQL runs those to
   * completion whether or not anything reads them).
   *
   * With `check`, the balances rows need not be locked: the check's read (a SELECT of at most one row whose one column
   * is `value`) runs first, taking its own locks, and the deltas are `changeAfter` it, one after the other in the order
   * given. Once all have run, the statement refuses by raising LEDGER_REFUSAL, which undoes everything it wrote (it
   * may run outside a transaction): CHECK_REFUSED, its detail the read's value as JSON text (empty without a row), when
   * `check.passes` is false; else INSUFFICIENT, when a debit found no row that could carry it.
   */
  async insertWithDeltas(
    db: DbOrTx,
    rows: NewTransactionRow[],
    deltas: ReadonlyArray<BalanceDelta>,
    options: { notice?: SQL; carry?: ReadonlyArray<SQL>; readBack: boolean; check?: { read: SQL; passes(read: SQL): SQL } },
  ): Promise<{ rows: TransactionRow[]; inserted: number; moved: number }> {
    const rowsJson = recordsJson(transactionColumns, rows)
    const { check } = options
    const carriedRead = sql.raw('carried_read')
    const { queries, moved } = deltaQueries(deltas, check ? carriedRead : undefined)
    const read = check ? sql`${carriedRead} as (${check.read}), ` : sql``
    const carried = (options.carry ?? []).map((statement, i) => sql`, ${sql.raw(`carried_${i}`)} as (${statement})`)
    const notice = options.notice ? sql`, ${options.notice} as notice` : sql``
    // The WHERE is a one-time filter: every delta (and the read before them) has run, its rows locked, before the first
    // ledger row is inserted. A row carrying an Idempotency-Key that another transaction holds waits for that one at
    // its unique index; holding every lock it needs by then, it cannot be part of a circle of waits (a request that
    // locks first and inserts after, like a send, and this write with the same key would otherwise deadlock).
    const allRun = check
      ? sql`case when not (${check.passes(carriedRead)})
            then ledger_refuse(${sql.raw(`'${CHECK_REFUSED}'`)}, (select value from ${carriedRead})::text)
          when ${moved} <> ${sql.raw(String(deltas.length))} then ledger_refuse(${sql.raw(`'${INSUFFICIENT}'`)}, null)
          else true end`
      : sql`${moved} >= 0`
    const statement = sql`with ${read}${queries}${sql.join(carried)}
        ${INSERT_ROWS.head}${rowsJson}${INSERT_ROWS.from} where ${allRun}
        ${options.readBack ? INSERT_ROWS.returning : INSERT_ROWS.returningIds}, ${moved} as moved${notice}`
    const result = (check ? await executePrepared(db, statement) : await db.execute(statement)) as { rows: Record<string, unknown>[] }
    return {
      rows: options.readBack ? result.rows.map((raw) => mapRow<TransactionRow>(transactionColumns, raw)) : [],
      inserted: result.rows.length,
      moved: Number(result.rows[0]?.moved ?? 0),
    }
  },

  async lockTransaction(tx: Tx, id: string): Promise<TransactionRow | undefined> {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update')
    return row
  },

  async updateStatus(tx: Tx, id: string, status: string): Promise<TransactionRow> {
    const [row] = await tx
      .update(transactions)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(transactions.id, id))
      .returning()
    return row!
  },

  /** Stamped with the clock at the change itself (not the transaction's start), so the row's changes sort in order. */
  async insertStatusChange(tx: Tx, change: Omit<typeof transactionStatusChanges.$inferInsert, 'changedAt'>): Promise<void> {
    await tx.insert(transactionStatusChanges).values({ ...change, changedAt: sql`clock_timestamp()` })
  },

  async updateDetails(tx: Tx, id: string, details: { type: string | null; note: string | null }): Promise<TransactionRow> {
    const [row] = await tx
      .update(transactions)
      .set({ ...details, updatedAt: sql`now()` })
      .where(eq(transactions.id, id))
      .returning()
    return row!
  },

  /** The rows sharing a request id (a swap's legs), locked in id order so that two edits cannot deadlock. */
  async lockRequestLegs(tx: Tx, requestId: string): Promise<TransactionRow[]> {
    return tx.select().from(transactions).where(eq(transactions.requestId, requestId)).orderBy(transactions.id).for('update')
  },

  async balancesOf(db: DbOrTx, userId: string): Promise<BalanceRow[]> {
    return db.select().from(balances).where(eq(balances.userId, userId))
  },

  /**
   * The first `limit` (user, asset) pairs, in that order, whose balances row disagrees with the ledger's sums,
   * compared inside the database so that only the disagreements travel, and at most `limit` of them: memory stays flat
   * however long the ledger is and however much of it disagrees.
   */
  async projectionDisagreements(db: DbOrTx, limit: number): Promise<ProjectionComparison[]> {
    // Both drivers (node-postgres and PGlite) answer raw SQL with { rows }.
    const result = (await db.execute(sql`
      with ledger as (
        select user_id, asset,
          coalesce(sum(amount) filter (where status = 'Complete'), 0) as balance,
          coalesce(sum(amount) filter (where status = 'Pending' and amount > 0), 0) as pending_deposits,
          coalesce(sum(amount) filter (where status = 'Pending' and amount < 0), 0) as pending_withdrawals
        from ${transactions}
        group by user_id, asset
      )
      select coalesce(l.user_id, b.user_id) as "userId", coalesce(l.asset, b.asset) as "asset",
        coalesce(l.balance, 0)::text as "ledgerBalance", coalesce(b.balance, 0)::text as "projectedBalance",
        coalesce(l.pending_deposits, 0)::text as "ledgerPendingDeposits", coalesce(b.pending_deposits, 0)::text as "projectedPendingDeposits",
        coalesce(l.pending_withdrawals, 0)::text as "ledgerPendingWithdrawals", coalesce(b.pending_withdrawals, 0)::text as "projectedPendingWithdrawals"
      from ledger l
      full join ${balances} b on b.user_id = l.user_id and b.asset = l.asset
      where coalesce(l.balance, 0) <> coalesce(b.balance, 0)
         or coalesce(l.pending_deposits, 0) <> coalesce(b.pending_deposits, 0)
         or coalesce(l.pending_withdrawals, 0) <> coalesce(b.pending_withdrawals, 0)
      order by 1, 2
      limit ${limit}`)) as { rows: ProjectionComparison[] }
    return result.rows
  },
}
