/**
 * Roles, what each may do, and over whose data. Code asks `can(role, permission)` or `scopeOf(role, permission)`,
 * never compares role names (lint refuses `.role ===` outside this file).
 */
export const ROLES = ['USER', 'WORKER', 'MANAGER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]

/**
 * Whose customer data a permission reaches (docs/decisions/040-module-shape.md):
 * - own: a customer on themself;
 * - assigned: a worker on the customers they claimed;
 * - team: a manager on the customers of the workers they manage (or on those workers);
 * - any: every customer.
 */
export const SCOPES = ['own', 'assigned', 'team', 'any'] as const
export type Scope = (typeof SCOPES)[number]

export const PERMISSIONS = {
  /** The customer area: balances, payments, swaps, stakes, tickets, settings. Every signed-in account has one. */
  'customer:self': { USER: 'own', WORKER: 'own', MANAGER: 'own', ADMIN: 'own' },
  /** Open a customer's staff profile and read what it shows. */
  'customers:view': { WORKER: 'assigned', MANAGER: 'team', ADMIN: 'any' },
  /** Change what the staff profile changes: ban, KYC, note, password, permissions, addresses, transactions, links. */
  'customers:manage': { WORKER: 'assigned', MANAGER: 'team', ADMIN: 'any' },
  /** Claim an unassigned customer. */
  'customers:claim': { WORKER: 'any' },
  /** Move a customer to another worker, or unassign them: a manager within the team, an admin across teams. */
  'customers:assign': { MANAGER: 'team', ADMIN: 'any' },
  /** Approve or reject a manual credit made by someone else (never one's own). */
  'credits:approve': { MANAGER: 'team', ADMIN: 'any' },
  /** Approve or reject a reset of a customer's second factor asked for by someone else (docs/decisions/078). */
  'factor-resets:approve': { MANAGER: 'team', ADMIN: 'any' },
  /** Answer support tickets: a worker those assigned to them, a manager the team's, an admin all. */
  'tickets:answer': { WORKER: 'assigned', MANAGER: 'team', ADMIN: 'any' },
  /** Create workers, reset their passwords, list the customers of one's workers. */
  'workers:manage': { MANAGER: 'team' },
  'announcements:send': { MANAGER: 'team' },
  /** See the payout queue and batches, build a batch, re-queue or fail a payout the chain returned (docs/decisions/146). */
  'payouts:manage': { ADMIN: 'any' },
  /** Approve a payout batch someone else built (never one's own, nor one a linked account built). */
  'payouts:approve': { MANAGER: 'any', ADMIN: 'any' },
  /** The operator's console: audit log, staff accounts, every approval and customer. */
  'system:admin': { ADMIN: 'any' },
} as const satisfies Record<string, Partial<Record<Role, Scope>>>

export type Permission = keyof typeof PERMISSIONS

/** The scope a role holds a permission with, or null when it does not hold it. */
export function scopeOf(role: Role | null | undefined, permission: Permission): Scope | null {
  if (role == null) return null
  return (PERMISSIONS[permission] as Partial<Record<Role, Scope>>)[role] ?? null
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return scopeOf(role, permission) !== null
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** Only customers (role USER) have balances worth a staff profile, can be claimed or appear in staff lists. */
export function isCustomerRole(role: unknown): boolean {
  return role === 'USER'
}

/** Staff roles: the ones a role panel, a staff dashboard and the staff audit trail are for. */
export function isStaffRole(role: unknown): boolean {
  return isRole(role) && !isCustomerRole(role)
}
