import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { AuditHead } from '@wallet/shared/back-office/audit'
import { isKeyMark, keyMark } from './audit-chain.ts'

/**
 * The audit chain's head as published outside the database (docs/decisions/048): the newest row's id and hash, marked
 * with the audit key, and when it was published. Whoever rewrites, shortens or empties the table cannot make the
 * table agree with a head published before, and cannot forge a newer head without the key.
 */

/** Where a server publishes its head: DATA_DIR/audit-head.json. */
export const auditHeadFile = (dataDir: string) => path.join(dataDir, 'audit-head.json')

export function markHead(key: string, seq: number, hash: string, publishedAt: Date): AuditHead {
  return { seq, hash, mark: keyMark(key, 'head', seq, hash), publishedAt: publishedAt.toISOString() }
}

export function isMarkedHead(key: string, head: AuditHead): boolean {
  return isKeyMark(key, 'head', head.seq, head.hash, head.mark)
}

/** The head kept in `file`, or null when there is none (or it is not a head at all). */
export function readHeadFile(file: string): AuditHead | null {
  if (!existsSync(file)) return null
  const parsed = AuditHead.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  return parsed.success ? parsed.data : null
}

/** Writes the head unless the file already holds a later one (another publish won the race): replaced whole, never torn. */
export function writeHeadFile(file: string, head: AuditHead): AuditHead {
  const kept = readHeadFile(file)
  if (kept && kept.seq > head.seq) return kept
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(head, null, 2)}\n`, { mode: 0o644 })
  renameSync(temporary, file)
  return head
}
