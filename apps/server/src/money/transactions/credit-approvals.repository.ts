import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../lib/database-error.ts'
import { AppError } from '../../lib/errors.ts'
import { pageWindow } from '../../lib/paging.ts'
import { creditApprovals, transactions, users } from '../../db/schema.ts'

export type CreditApprovalRow = typeof creditApprovals.$inferSelect
export type StaffTransactionRow = typeof transactions.$inferSelect

/** The partial unique index that lets one edit of a row wait for approval at a time. */
const ONE_EDIT_PER_ROW = 'credit_approvals_one_edit_per_row'

const approvalColumns = {
  approval: creditApprovals,
  customerEmail: sql<string>`(select email from "user" where id = ${creditApprovals.customerId})`,
  requester: { id: users.id, email: users.email, role: users.role },
}

/** Manual credits waiting for a second staff member, and the staff view of a customer's ledger rows. */
export const creditApprovalsRepository = {
  /**
   * A new approval request. Only one edit of a row may wait at a time (the partial unique index): of several staff
   * asking at once, the one whose insert loses meets the index and gets APPROVAL_PENDING (409), as a later one would.
   */
  async insert(tx: Tx, values: typeof creditApprovals.$inferInsert): Promise<CreditApprovalRow> {
    try {
      const [row] = await tx.insert(creditApprovals).values(values).returning()
      return row!
    } catch (err) {
      if (isUniqueViolation(err, ONE_EDIT_PER_ROW)) throw new AppError('APPROVAL_PENDING')
      throw err
    }
  },

  async lock(tx: Tx, id: string): Promise<CreditApprovalRow | null> {
    const [row] = await tx.select().from(creditApprovals).where(eq(creditApprovals.id, id)).for('update')
    return row ?? null
  },

  async decide(tx: Tx, id: string, decision: { state: 'approved' | 'rejected'; decidedBy: string; reason: string | null; transactionId?: string }) {
    await tx
      .update(creditApprovals)
      .set({
        state: decision.state,
        decidedBy: decision.decidedBy,
        decidedAt: sql`now()`,
        decisionReason: decision.reason,
        ...(decision.transactionId ? { transactionId: decision.transactionId } : {}),
      })
      .where(eq(creditApprovals.id, id))
  },

  /** Awaiting approvals with their maker, oldest first; of one customer, or of all. */
  async awaiting(db: DbOrTx, customerId?: string) {
    return db
      .select(approvalColumns)
      .from(creditApprovals)
      .innerJoin(users, eq(users.id, creditApprovals.requestedBy))
      .where(and(eq(creditApprovals.state, 'awaiting'), customerId ? eq(creditApprovals.customerId, customerId) : undefined))
      .orderBy(asc(creditApprovals.requestedAt), asc(creditApprovals.id))
  },

  /** Of the given approvals, those still awaiting and within `scope` (a condition on `credit_approvals`), oldest first. */
  async awaitingAmong(db: DbOrTx, ids: string[], scope: SQL) {
    if (ids.length === 0) return []
    return db
      .select(approvalColumns)
      .from(creditApprovals)
      .innerJoin(users, eq(users.id, creditApprovals.requestedBy))
      .where(and(eq(creditApprovals.state, 'awaiting'), inArray(creditApprovals.id, ids), scope))
      .orderBy(asc(creditApprovals.requestedAt), asc(creditApprovals.id))
  },

  async awaitingEditOf(tx: Tx, transactionId: string): Promise<CreditApprovalRow | null> {
    const [row] = await tx
      .select()
      .from(creditApprovals)
      .where(and(eq(creditApprovals.transactionId, transactionId), eq(creditApprovals.state, 'awaiting'), eq(creditApprovals.kind, 'edit')))
    return row ?? null
  },

  /**
   * Every ledger row of the customer, hidden ones included, newest first. With `total` (the count of rows) known, a
   * page past the middle is read from the oldest end and turned round (`pageWindow`), as the customer's own history is.
   */
  async customerRows(db: DbOrTx, customerId: string, limit: number, offset: number, total?: number): Promise<StaffTransactionRow[]> {
    const window = pageWindow(limit, offset, total)
    if (!window) return []
    const direction = window.oldestFirst ? asc : desc
    const rows = await db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, customerId))
      // Newest first, or exactly its reverse (the id is unique).
      .orderBy(direction(transactions.sentAt), direction(transactions.createdAt), direction(transactions.id))
      .limit(window.limit)
      .offset(window.offset)
    return window.oldestFirst ? rows.reverse() : rows
  },

  async countCustomerRows(db: DbOrTx, customerId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.userId, customerId))
    return Number(row?.n ?? 0)
  },

  /** One row of the customer, locked for the rest of the transaction. */
  async lockCustomerRow(tx: Tx, customerId: string, id: string): Promise<StaffTransactionRow | null> {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, customerId)))
      .for('update')
    return row ?? null
  },
}
