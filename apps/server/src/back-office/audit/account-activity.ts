import { AUDIT_ACTIONS, customerSeesReason, isAuditAction } from '@wallet/shared/back-office/audit'
import type { AccountActivityItem } from '@wallet/shared/back-office/account-activity'
import type { AuditRow } from './audit.repository.ts'

/** How the customer sees who acted: the staff role, never the person, or 'You' for a change they made themselves. */
const ROLE_NAMES: Record<string, string> = { WORKER: 'Support', MANAGER: 'Manager', ADMIN: 'Administrator', 'system:chain': 'The blockchain' }

/** The fields of `before`/`after` a customer is shown, in this order, with their names. */
const FIELDS: Array<[key: string, label: string]> = [
  ['assetId', 'Asset'],
  ['asset', 'Asset'],
  ['amount', 'Amount'],
  ['status', 'Status'],
  ['type', 'Type'],
  ['isHidden', 'Hidden from your history'],
  ['note', 'Note'],
  ['address', 'Address'],
  ['kyc_status', 'Verification status'],
  ['banned', 'Suspended'],
  ['until', 'Until'],
  ['requiresPasswordChange', 'New password required at next sign-in'],
  ['can_send', 'Sending funds'],
  ['can_swap', 'Swapping'],
  ['can_buy', 'Buying (deposits)'],
  ['can_sell', 'Selling (withdrawals)'],
  ['can_stake', 'Staking'],
  ['send_disabled_note', 'Reason sending is disabled'],
  ['swap_disabled_note', 'Reason swapping is disabled'],
  ['name', 'Name'],
  ['passkey', 'Passkey'],
  ['url', 'Link'],
  ['kind', 'Document'],
  ['browser', 'Browser'],
  ['system', 'System'],
  ['ipAddress', 'Address'],
  ['sessionsEnded', 'Sessions ended'],
  ['frozen', 'Frozen'],
  ['label', 'Label'],
  ['usableAt', 'Usable from'],
  ['allowlist', 'Only saved addresses'],
  ['turnsOffAt', 'Turns off'],
]

function text(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none'
  if (typeof value === 'boolean') return key.startsWith('can_') ? (value ? 'allowed' : 'disabled') : value ? 'yes' : 'no'
  // The fields shown hold strings and numbers, never objects.
  return `${value as string | number}`
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** Fields that say what was changed rather than how: shown even when they stay the same. */
const CONTEXT = new Set(['assetId', 'asset', 'name', 'kind'])

/** What changed, in words: what it was about, then each shown field whose value differs (all of them for something new). */
function describeChange(before: unknown, after: unknown): string[] {
  const b = record(before)
  const a = record(after)
  const isNew = before === null || before === undefined
  const lines: string[] = []
  for (const [key, label] of FIELDS) {
    if (!(key in a) && !(key in b)) continue
    if (CONTEXT.has(key) && !isNew) {
      const value = a[key] ?? b[key]
      if (value !== undefined && value !== null) lines.push(`${label}: ${text(key, value)}`)
    } else if (isNew) {
      if (a[key] !== undefined && a[key] !== null && a[key] !== false) lines.push(`${label}: ${text(key, a[key])}`)
    } else if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) {
      lines.push(`${label}: ${text(key, b[key])} → ${text(key, a[key])}`)
    }
  }
  return lines
}

/**
 * A row as its customer reads it: the action's fixed label and what changed. The reason staff typed is theirs
 * (docs/decisions/128): shown only for the actions whose form says the customer sees it.
 */
export function toActivityItem(row: AuditRow): AccountActivityItem {
  const action = isAuditAction(row.action) ? row.action : null
  const reason = action && customerSeesReason(action) && row.reason ? [`Reason: ${row.reason}`] : []
  return {
    id: row.id,
    action: row.action,
    label: action ? AUDIT_ACTIONS[action].label : row.action,
    // The actor is the customer themself (any role holds customer:self on its own account): 'You'.
    by: row.actorId !== null && row.actorId === row.targetUserId ? 'You' : (ROLE_NAMES[row.actorRole ?? ''] ?? 'Support'),
    at: row.createdAt.toISOString(),
    details: [...describeChange(row.before, row.after), ...reason],
  }
}
