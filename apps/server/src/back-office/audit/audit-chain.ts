import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** The hash the first row of the chain points back to. */
export const GENESIS_HASH = '0'.repeat(64)

/** What a row's hash covers: every column but the hashes themselves. */
export interface AuditContent {
  id: number
  createdAt: Date
  actorId: string | null
  actorRole: string | null
  targetUserId: string | null
  action: string
  before: unknown
  after: unknown
  reason: string | null
  ip: string | null
  requestId: string | null
}

/**
 * JSON with object keys sorted at every level, so that the same content always gives the same text, however jsonb
 * reorders keys on the way back. `undefined` members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null'
  if (value instanceof Date) return JSON.stringify(value.toISOString())
  if (typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

/** SHA-256 (hex) of the previous row's hash and this row's canonical content. */
export function chainHash(prevHash: string, content: AuditContent): string {
  // Only the named columns, so that a row read back with its hashes (or any extra field) hashes the same.
  const covered: Record<keyof AuditContent, unknown> = {
    id: content.id,
    createdAt: content.createdAt.toISOString(),
    actorId: content.actorId,
    actorRole: content.actorRole,
    targetUserId: content.targetUserId,
    action: content.action,
    before: content.before,
    after: content.after,
    reason: content.reason,
    ip: content.ip,
    requestId: content.requestId,
  }
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(covered)).digest('hex')
}

/** A value as jsonb will give it back: plain JSON (dates as ISO text, no undefined, no functions). */
export function asStoredJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value))
}

/**
 * What AUDIT_KEY marks (docs/decisions/048): a row, a published head, and the console's verification checkpoint. The
 * purpose is part of the mark, so a row's mark never passes for a head's.
 */
export type MarkPurpose = 'row' | 'head' | 'checkpoint'

/** HMAC-SHA256 (hex) with the audit key of a chain position: its row id and hash. */
export function keyMark(key: string, purpose: MarkPurpose, id: number, hash: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${id}\n${hash}`).digest('hex')
}

/** Whether `mark` is the audit key's mark of this position (compared in constant time). */
export function isKeyMark(key: string, purpose: MarkPurpose, id: number, hash: string, mark: string | null | undefined): boolean {
  if (!mark || !/^[0-9a-f]{64}$/.test(mark)) return false
  return timingSafeEqual(Buffer.from(keyMark(key, purpose, id, hash), 'hex'), Buffer.from(mark, 'hex'))
}
