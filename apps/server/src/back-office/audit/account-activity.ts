import { AUDIT_ACTIONS, customerSeesReason, isAuditAction } from '@wallet/shared/back-office/audit'
import {
  ACTIVITY_FIELDS,
  type AccountActivityItem,
  type ActivityChange,
  type ActivityField,
  activityChangeText,
  activityValue,
} from '@wallet/shared/back-office/account-activity'
import type { AuditRow } from './audit.repository.ts'

/** How the customer sees who acted: the staff role, never the person, or 'You' for a change they made themselves. */
const ROLE_NAMES: Record<string, string> = { WORKER: 'Support', MANAGER: 'Manager', ADMIN: 'Administrator', 'system:chain': 'The blockchain' }

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** Fields that say what was changed rather than how: shown even when they stay the same. */
const CONTEXT = new Set(['assetId', 'asset', 'name', 'kind'])

/** What changed: what it was about, then each shown field whose value differs (all of them for something new). */
function describeChange(before: unknown, after: unknown): ActivityChange[] {
  const b = record(before)
  const a = record(after)
  const isNew = before === null || before === undefined
  const changes: ActivityChange[] = []
  for (const field of Object.keys(ACTIVITY_FIELDS) as ActivityField[]) {
    if (!(field in a) && !(field in b)) continue
    if (CONTEXT.has(field) && !isNew) {
      const value = a[field] ?? b[field]
      if (value !== undefined && value !== null) changes.push({ field, after: activityValue(field, value) })
    } else if (isNew) {
      if (a[field] !== undefined && a[field] !== null && a[field] !== false) changes.push({ field, after: activityValue(field, a[field]) })
    } else if (JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null)) {
      changes.push({ field, before: activityValue(field, b[field]), after: activityValue(field, a[field]) })
    }
  }
  return changes
}

/**
 * A row as its customer reads it: the action's fixed label and what changed. The reason staff typed is theirs
 * (docs/decisions/128): shown only for the actions whose form says the customer sees it.
 */
export function toActivityItem(row: AuditRow): AccountActivityItem {
  const action = isAuditAction(row.action) ? row.action : null
  const reason = action && customerSeesReason(action) && row.reason ? row.reason : null
  const changes = describeChange(row.before, row.after)
  return {
    id: row.id,
    action: row.action,
    label: action ? AUDIT_ACTIONS[action].label : row.action,
    // The actor is the customer themself (any role holds customer:self on its own account): 'You'.
    by: row.actorId !== null && row.actorId === row.targetUserId ? 'You' : (ROLE_NAMES[row.actorRole ?? ''] ?? 'Support'),
    at: row.createdAt.toISOString(),
    details: [...changes.map(activityChangeText), ...(reason === null ? [] : [`Reason: ${reason}`])],
    changes,
    reason,
  }
}
