import { Readable } from 'node:stream'
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, isAuditAction, type AuditAction, type AuditPage, type AuditQuery, type AuditRowView } from '@wallet/shared/audit'
import type { AccountActivityItem } from '@wallet/shared/customers'
import type { Db, Tx } from '../../db/client.ts'
import type { Actor } from '../auth/actor.ts'
import { csvCell } from '../../lib/csv.ts'
import { toActivityItem } from './account-activity.ts'
import { asStoredJson, chainHash, GENESIS_HASH, type AuditContent } from './audit-chain.ts'
import { accountControlRepository } from './account-control.repository.ts'
import { auditRepository as repo, type AuditFilter, type AuditRow } from './audit.repository.ts'

export type { AuditRow } from './audit.repository.ts'

export interface AuditEntry {
  action: AuditAction
  /** The customer (or staff member) the action was about. */
  targetUserId: string | null
  before?: unknown
  after?: unknown
  reason?: string | null
}

/** The chain's state: every row checked up to `verifiedThrough`, or the first row where it breaks. */
export type ChainReport =
  | { ok: true; rows: number; verifiedThrough: number }
  | { ok: false; rows: number; verifiedThrough: number; brokenAt: number; problem: string }

const VERIFY_BATCH = 1000
const ACTIVITY_LIMIT = 200
const CUSTOMER_FACING = (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((a) => AUDIT_ACTIONS[a].customerFacing)

export function createAuditService({ db }: { db: Db }) {
  return {
    /**
     * Appends one row inside the caller's transaction, so the row exists exactly when the change does. Takes the
     * chain lock until that transaction ends: call it last, after the change itself. Staff changes reach it through
     * their staff action (staff-action.ts), never directly.
     */
    async record(tx: Tx, actor: Actor, entry: AuditEntry): Promise<AuditRow> {
      if (!isAuditAction(entry.action)) throw new Error(`Unknown audit action ${String(entry.action)}`)
      await repo.lockChain(tx)
      const last = await repo.lastLink(tx)
      const content: AuditContent = {
        id: (last?.id ?? 0) + 1,
        createdAt: new Date(),
        actorId: actor.userId,
        actorRole: actor.role,
        targetUserId: entry.targetUserId,
        action: entry.action,
        before: asStoredJson(entry.before),
        after: asStoredJson(entry.after),
        reason: entry.reason ?? null,
        ip: actor.ip,
        requestId: actor.requestId,
      }
      const prevHash = last?.hash ?? GENESIS_HASH
      return repo.insert(tx, { ...content, prevHash, hash: chainHash(prevHash, content) })
    },

    /** The admin console: a page of rows matching the filter, newest first, and the chain's state. */
    async page(query: AuditQuery): Promise<AuditPage> {
      const offset = (query.page - 1) * AUDIT_PAGE_SIZE
      const [{ rows, total }, chain] = await Promise.all([repo.page(db, filterOf(query), AUDIT_PAGE_SIZE, offset), this.verify()])
      return { rows: rows.map(toView), total, page: query.page, pageSize: AUDIT_PAGE_SIZE, chain }
    },

    /** The filtered rows as CSV with their hashes, streamed a batch at a time (newest first). */
    csv(query: AuditQuery): Readable {
      const filter = filterOf(query)
      async function* lines() {
        yield `${CSV_COLUMNS.join(',')}\r\n`
        for (let beforeId = Number.MAX_SAFE_INTEGER; ; ) {
          const batch = await repo.batchBefore(db, filter, beforeId, VERIFY_BATCH)
          for (const r of batch) yield `${csvLine(toView(r))}\r\n`
          if (batch.length < VERIFY_BATCH) return
          beforeId = batch[batch.length - 1]!.row.id - 1
        }
      }
      return Readable.from(lines())
    },

    /** Walks the whole log in id order, a batch at a time, and recomputes every link. */
    async verify(): Promise<ChainReport> {
      let previous = { id: 0, hash: GENESIS_HASH }
      let rows = 0
      for (;;) {
        const batch = await repo.batchAfter(db, previous.id, VERIFY_BATCH)
        for (const row of batch) {
          const problem = linkProblem(previous, row)
          if (problem) return { ok: false, rows, verifiedThrough: previous.id, brokenAt: row.id, problem }
          previous = { id: row.id, hash: row.hash }
          rows++
        }
        if (batch.length < VERIFY_BATCH) return { ok: true, rows, verifiedThrough: previous.id }
      }
    },

    /**
     * Whether two staff accounts are one person's to command (docs/decisions/047): either made the other's account,
     * chose or reset its password, or moved it; or either moved the customer's worker (`worker`) under a manager.
     */
    controlLinked: (tx: Tx, a: string, b: string, worker: string | null) => accountControlRepository.linked(tx, a, b, worker),

    /** Settings → Notifications ('Account activity'): staff actions on the customer's account, newest first. */
    async accountActivity(customerId: string): Promise<AccountActivityItem[]> {
      const rows = await repo.ofTarget(db, customerId, CUSTOMER_FACING, ACTIVITY_LIMIT)
      return rows.map(toActivityItem)
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>

function linkProblem(previous: { id: number; hash: string }, row: AuditRow): string | null {
  if (row.id !== previous.id + 1) return `row ${previous.id + 1} is missing`
  if (row.prevHash !== previous.hash) return 'it does not point to the previous row'
  if (chainHash(row.prevHash, row) !== row.hash) return 'its content does not match its hash'
  return null
}

function filterOf(q: AuditQuery): AuditFilter {
  const until = q.to ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(q.to) ? Date.parse(q.to) + 24 * 3600_000 : Date.parse(q.to) + 1) : undefined
  return { actorEmail: q.actor, targetEmail: q.customerEmail, action: q.action, from: q.from ? new Date(q.from) : undefined, until }
}

function toView({ row, actorEmail, targetEmail }: { row: AuditRow; actorEmail: string | null; targetEmail: string | null }): AuditRowView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorEmail,
    actorRole: row.actorRole,
    targetUserId: row.targetUserId,
    targetEmail,
    action: row.action,
    label: isAuditAction(row.action) ? AUDIT_ACTIONS[row.action].label : row.action,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    requestId: row.requestId,
    prevHash: row.prevHash,
    hash: row.hash,
  }
}

const CSV_COLUMNS = ['id', 'created_at', 'actor_email', 'actor_role', 'target_email', 'action', 'before', 'after', 'reason', 'ip', 'request_id', 'prev_hash', 'hash']

function csvLine(v: AuditRowView): string {
  return [v.id, v.createdAt, v.actorEmail, v.actorRole, v.targetEmail, v.action, JSON.stringify(v.before ?? null), JSON.stringify(v.after ?? null), v.reason, v.ip, v.requestId, v.prevHash, v.hash]
    .map((value) => csvCell(value === null || value === undefined ? '' : String(value)))
    .join(',')
}
