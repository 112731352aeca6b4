import { Readable } from 'node:stream'
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  CUSTOMER_ACTIVITY_PAGE_SIZE,
  isAuditAction,
  type AuditAction,
  type AuditHead,
  type AuditPage,
  type AuditQuery,
  type AuditRowView,
  type CustomerActivityPage,
} from '@wallet/shared/back-office/audit'
import type { StaffChange } from '@wallet/shared/identity/factor-resets'
import type { AccountActivityItem } from '@wallet/shared/back-office/account-activity'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { csvCell } from '../../lib/csv.ts'
import { toActivityItem } from './account-activity.ts'
import { asStoredJson, chainHash, GENESIS_HASH, isKeyMark, keyMark, type AuditContent } from './audit-chain.ts'
import { isMarkedHead, markHead, readHeadFile, writeHeadFile } from './audit-head.ts'
import { accountControlRepository } from './account-control.repository.ts'
import { auditRepository as repo, type AuditFilter, type AuditRow } from './audit.repository.ts'

export type { AuditRow } from './audit.repository.ts'

/**
 * A change made by the system rather than a person: the chain (a deposit credited, a payout confirmed or returned) or
 * the operator's command line (a batch exported or broadcast). Its row has no actor id and the role `system:<name>`.
 */
export interface SystemActor {
  system: 'chain' | 'operator-cli'
}

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
  | { ok: true; rows: number; verifiedThrough: number; verifiedAt?: string }
  | { ok: false; rows: number; verifiedThrough: number; brokenAt: number; problem: string }

/**
 * The chain could not be checked at all: neither the published head nor any row carries this AUDIT_KEY's mark, so the
 * key is not the one they were written with (a copy run with new keys, say). Nothing says the chain is broken.
 */
export interface AuditKeyMismatch {
  ok: false
  keyMismatch: 'AUDIT_KEY'
  /** The rows walked before the first mark that fails (0 when the first row carries one). */
  rows: number
  verifiedThrough: number
  problem: string
}

export interface AuditServiceDeps {
  db: Db
  /** AUDIT_KEY: marks every row, the published head and the console's checkpoint (docs/decisions/048). */
  key: string
  /** Where the chain's head is published (DATA_DIR/audit-head.json). */
  headFile: string
  /** Also tells the log stream of each head published. */
  onHeadPublished?: (head: AuditHead) => void
}

/** A verified position of the chain: a row's id and hash, and whether rows from here on must carry the key's mark. */
interface Link {
  id: number
  hash: string
  keyed: boolean
}
const START: Link = { id: 0, hash: GENESIS_HASH, keyed: false }

const ROW_MARK_MISMATCH = 'its audit-key mark does not match: it was written or rehashed without the key'
const VERIFY_BATCH = 1000
/** A page view verifies at most this many new rows (the rest wait for the next view), */
const NEW_ROWS_PER_VIEW = 5000
/** and re-checks this many older ones, from where the last view stopped: a bounded cost whatever the log's size. */
const SWEPT_ROWS_PER_VIEW = 500
const ACTIVITY_LIMIT = 200
/** At most this many recent staff changes beside a second-factor reset (docs/decisions/122). */
const STAFF_CHANGES_LIMIT = 100
const CUSTOMER_FACING = (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((a) => AUDIT_ACTIONS[a].customerFacing)

export function createAuditService({ db, key, headFile, onHeadPublished }: AuditServiceDeps) {
  /** Why a row does not follow the verified position `previous`, or null when it does. */
  function linkProblem(previous: Link, row: AuditRow): string | null {
    if (row.id !== previous.id + 1) return `row ${previous.id + 1} is missing`
    if (row.prevHash !== previous.hash) return 'it does not point to the previous row'
    if (chainHash(row.prevHash, row) !== row.hash) return 'its content does not match its hash'
    if (row.mac === null) return previous.keyed ? 'it carries no audit-key mark, after rows that do' : null
    if (!isKeyMark(key, 'row', row.id, row.hash, row.mac)) return ROW_MARK_MISMATCH
    return null
  }

  /** Walks the rows after `from` in id order, a batch at a time, until `until` (or the end, or `limit` rows). */
  async function walk(from: Link, options: { until?: number; limit?: number } = {}) {
    const until = options.until ?? Number.MAX_SAFE_INTEGER
    let remaining = options.limit ?? Number.MAX_SAFE_INTEGER
    let last = from
    for (;;) {
      const batch = await repo.batchAfter(db, last.id, Math.min(VERIFY_BATCH, remaining, until - last.id))
      for (const row of batch) {
        const problem = linkProblem(last, row)
        if (problem) return { last, broken: { brokenAt: row.id, problem } }
        last = { id: row.id, hash: row.hash, keyed: last.keyed || row.mac !== null }
      }
      remaining -= batch.length
      if (batch.length < VERIFY_BATCH || remaining <= 0 || last.id >= until) return { last, broken: null }
    }
  }

  /** A verified position from a row read back (trusted because an earlier walk verified it). */
  const linkOf = (row: AuditRow): Link => ({ id: row.id, hash: row.hash, keyed: row.mac !== null })
  const broken = (last: Link, b: { brokenAt: number; problem: string }): ChainReport => ({ ok: false, rows: last.id, verifiedThrough: last.id, ...b })

  /**
   * The console's view of the chain: the rows after the stored checkpoint (bounded), and a window of older rows
   * re-checked from where the last view stopped, so that every row is checked again over time.
   */
  async function consoleChain(): Promise<ChainReport> {
    const total = (await repo.newest(db))?.id ?? 0
    const stored = await repo.checkpoint(db)
    const checkpoint = stored && isKeyMark(key, 'checkpoint', stored.verifiedThrough, stored.hash, stored.mac) ? stored : null
    let from = START
    if (checkpoint && checkpoint.verifiedThrough > 0) {
      const row = await repo.byId(db, checkpoint.verifiedThrough)
      if (!row || row.hash !== checkpoint.hash || (row.mac !== null && !isKeyMark(key, 'row', row.id, row.hash, row.mac))) {
        const before = checkpoint.verifiedThrough - 1
        return { ok: false, rows: before, verifiedThrough: before, brokenAt: checkpoint.verifiedThrough, problem: 'it changed after it was verified' }
      }
      from = linkOf(row)
    }
    const fresh = await walk(from, { limit: NEW_ROWS_PER_VIEW })
    if (fresh.broken) return broken(fresh.last, fresh.broken)

    const sweepStart = checkpoint && checkpoint.sweptThrough < fresh.last.id ? checkpoint.sweptThrough : 0
    const sweepFrom = sweepStart === 0 ? START : linkOf((await repo.byId(db, sweepStart))!)
    const swept = await walk(sweepFrom, { until: fresh.last.id, limit: SWEPT_ROWS_PER_VIEW })
    if (swept.broken) return broken(swept.last, swept.broken)

    const verifiedAt = fresh.last.id > from.id || !checkpoint ? new Date() : checkpoint.verifiedAt
    await repo.saveCheckpoint(db, {
      verifiedThrough: fresh.last.id,
      hash: fresh.last.hash,
      mac: keyMark(key, 'checkpoint', fresh.last.id, fresh.last.hash),
      verifiedAt,
      sweptThrough: swept.last.id >= fresh.last.id ? 0 : swept.last.id,
    })
    return { ok: true, rows: total, verifiedThrough: fresh.last.id, verifiedAt: verifiedAt.toISOString() }
  }

  return {
    /**
     * Appends one row inside the caller's transaction, so the row exists exactly when the change does. Takes the
     * chain lock until that transaction ends: call it last, after the change itself. Staff changes reach it through
     * their staff action (staff-action.ts), never directly; the system's own scheduled work passes no actor.
     */
    async record(tx: Tx, actor: Actor | SystemActor | null, entry: AuditEntry): Promise<AuditRow> {
      if (!isAuditAction(entry.action)) throw new Error(`Unknown audit action ${String(entry.action)}`)
      await repo.lockChain(tx)
      const last = await repo.newest(tx)
      const system = actor !== null && 'system' in actor
      const content: AuditContent = {
        id: (last?.id ?? 0) + 1,
        createdAt: new Date(),
        actorId: actor === null || system ? null : actor.userId,
        actorRole: actor === null ? null : system ? `system:${actor.system}` : actor.role,
        targetUserId: entry.targetUserId,
        action: entry.action,
        before: asStoredJson(entry.before),
        after: asStoredJson(entry.after),
        reason: entry.reason ?? null,
        ip: actor === null || system ? null : actor.ip,
        requestId: actor === null || system ? null : actor.requestId,
      }
      const prevHash = last?.hash ?? GENESIS_HASH
      const hash = chainHash(prevHash, content)
      return repo.insert(tx, { ...content, prevHash, hash, mac: keyMark(key, 'row', content.id, hash) })
    },

    /**
     * Publishes the chain's head outside the database: to `headFile` (kept if a later head is already there) and to
     * the log stream. Called after every staff action commits, and at an interval.
     */
    async publishHead(): Promise<AuditHead> {
      const newest = await repo.newest(db)
      const head = writeHeadFile(headFile, markHead(key, newest?.id ?? 0, newest?.hash ?? GENESIS_HASH, new Date()))
      onHeadPublished?.(head)
      return head
    },

    /** The head last published here (what an admin downloads), publishing one first when there is none. */
    async latestHead(): Promise<AuditHead> {
      return readHeadFile(headFile) ?? this.publishHead()
    },

    /** How many rows the chain holds: its newest id, since the ids have no gaps (one indexed row read). */
    async rowCount(): Promise<number> {
      return (await repo.newest(db))?.id ?? 0
    },

    /** The head published in a file (DATA_DIR/audit-head.json unless another is named), for `verify-audit`. */
    readHead: (file: string = headFile) => readHeadFile(file),

    /** The admin console: a page of rows matching the filter, newest first, and the chain's state. */
    async page(query: AuditQuery): Promise<AuditPage> {
      const offset = (query.page - 1) * AUDIT_PAGE_SIZE
      const [{ rows, total }, chain] = await Promise.all([repo.page(db, filterOf(query), AUDIT_PAGE_SIZE, offset), consoleChain()])
      return { rows: rows.map(toView), total, page: query.page, pageSize: AUDIT_PAGE_SIZE, chain }
    },

    /** A customer's Activity tab on the staff profile: the rows about them, newest first, without the chain's state. */
    async customerPage(customerId: string, page: number): Promise<CustomerActivityPage> {
      const { rows, total } = await repo.page(db, { targetUserId: customerId }, CUSTOMER_ACTIVITY_PAGE_SIZE, (page - 1) * CUSTOMER_ACTIVITY_PAGE_SIZE)
      return { rows: rows.map(toView), total, page, pageSize: CUSTOMER_ACTIVITY_PAGE_SIZE }
    },

    /** The filtered rows as CSV with their hashes, streamed a batch at a time (newest first). */
    csv(query: AuditQuery): Readable {
      const filter = filterOf(query)
      async function* lines() {
        yield `${CSV_COLUMNS.join(',')}\r\n`
        for (let beforeId = Number.MAX_SAFE_INTEGER; ;) {
          const batch = await repo.batchBefore(db, filter, beforeId, VERIFY_BATCH)
          for (const r of batch) yield `${csvLine(toView(r))}\r\n`
          if (batch.length < VERIFY_BATCH) return
          beforeId = batch[batch.length - 1]!.row.id - 1
        }
      }
      return Readable.from(lines())
    },

    /**
     * Walks the whole log from its first row and recomputes every link and key mark (`verify-audit`). With a published
     * head, the table must still reach that head, unchanged: deleted last rows, an emptied table, or a head that is
     * not the key's are each a break. When no row carries this key's mark (the log is empty, or its first marked row
     * fails) and the head does not either, it is the key that differs, not the chain.
     */
    async verify(head: AuditHead | null = null): Promise<ChainReport | AuditKeyMismatch> {
      const walked = await walk(START)
      const headUnmarked = head !== null && !isMarkedHead(key, head)
      if (headUnmarked && !walked.last.keyed && (!walked.broken || walked.broken.problem === ROW_MARK_MISMATCH)) {
        return {
          ok: false,
          keyMismatch: 'AUDIT_KEY',
          rows: walked.last.id,
          verifiedThrough: walked.last.id,
          problem:
            `AUDIT_KEY is not the key that marked the published head (row ${head.seq}, published at ${head.publishedAt}), ` +
            `nor the one the log's rows were marked with: the chain cannot be checked with it. Run with the AUDIT_KEY the ` +
            'instance ran with (a copy restored from a backup needs the source’s keys: restore one made --with-keys, or set them)',
        }
      }
      if (walked.broken) return broken(walked.last, walked.broken)
      const ok: ChainReport = { ok: true, rows: walked.last.id, verifiedThrough: walked.last.id }
      if (!head) return ok
      if (headUnmarked) return broken(walked.last, { brokenAt: head.seq, problem: 'the published head does not carry the audit key’s mark' })
      if (walked.last.id < head.seq) {
        return broken(walked.last, { brokenAt: walked.last.id + 1, problem: `rows up to ${head.seq}, the head published at ${head.publishedAt}, are missing` })
      }
      if (head.seq > 0 && (await repo.byId(db, head.seq))?.hash !== head.hash) {
        return broken(walked.last, { brokenAt: head.seq, problem: `it is not the row published as the head at ${head.publishedAt}` })
      }
      return ok
    },

    /**
     * Whether two staff accounts are one person's to command (docs/decisions/047): either made the other's account,
     * chose or reset its password, or moved it; or either moved the customer's worker (`worker`) under a manager.
     */
    controlLinked: (tx: Tx, a: string, b: string, worker: string | null) => accountControlRepository.linked(tx, a, b, worker),

    /** Whether these staff accounts, or any linked to them (047), recovered the customer's account since then (122). */
    recoveredBy: (handle: DbOrTx, customerId: string, staffIds: string[], since: Date) =>
      accountControlRepository.recoveredBy(handle, customerId, staffIds, since),

    /** The changes staff made to the customer's account since then, newest first, labelled, with who made each. */
    async staffChangesTo(handle: DbOrTx, customerId: string, since: Date): Promise<StaffChange[]> {
      const rows = await accountControlRepository.staffChangesTo(handle, customerId, since, STAFF_CHANGES_LIMIT)
      return rows.map((r) => ({
        action: r.action,
        label: isAuditAction(r.action) ? AUDIT_ACTIONS[r.action].label : r.action,
        at: r.at.toISOString(),
        by: { id: r.actorId!, email: r.actorEmail, role: r.actorRole },
      }))
    },

    /** Settings → Notifications ('Account activity'): staff actions on the customer's account, newest first. */
    async accountActivity(customerId: string): Promise<AccountActivityItem[]> {
      const rows = await repo.ofTarget(db, customerId, CUSTOMER_FACING, ACTIVITY_LIMIT)
      return rows.map(toActivityItem)
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>

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

const CSV_COLUMNS = [
  'id',
  'created_at',
  'actor_email',
  'actor_role',
  'target_email',
  'action',
  'before',
  'after',
  'reason',
  'ip',
  'request_id',
  'prev_hash',
  'hash',
]

function csvLine(v: AuditRowView): string {
  return [
    v.id,
    v.createdAt,
    v.actorEmail,
    v.actorRole,
    v.targetEmail,
    v.action,
    JSON.stringify(v.before ?? null),
    JSON.stringify(v.after ?? null),
    v.reason,
    v.ip,
    v.requestId,
    v.prevHash,
    v.hash,
  ]
    .map((value) => csvCell(value === null || value === undefined ? '' : String(value)))
    .join(',')
}
