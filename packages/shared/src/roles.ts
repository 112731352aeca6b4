/** Roles and what each may do. Code asks `can(role, permission)`, never compares role names. */
export const ROLES = ['USER', 'WORKER', 'MANAGER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]
export const DEFAULT_ROLE: Role = 'USER'

export const PERMISSIONS = {
  /** The customer area: balances, payments, swaps, stakes, tickets, settings. Every signed-in account has one. */
  'customer:self': ['USER', 'WORKER', 'MANAGER', 'ADMIN'],
  /** Claim customers and look after the ones claimed. */
  'customers:claim': ['WORKER'],
  /** Open a customer's staff profile (workers only for the customers they claimed). */
  'customers:view': ['WORKER', 'MANAGER', 'ADMIN'],
  'customers:manage': ['WORKER', 'MANAGER', 'ADMIN'],
  'tickets:answer': ['WORKER'],
  'workers:manage': ['MANAGER'],
  'announcements:send': ['MANAGER'],
  'system:admin': ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** The role panel of the dashboard sidebar: heading and link per staff role. */
export const ROLE_PANELS: Partial<Record<Role, { heading: string; path: string }>> = {
  WORKER: { heading: 'Worker Panel', path: '/dashboard/worker' },
  MANAGER: { heading: 'Manager Panel', path: '/dashboard/manager' },
  ADMIN: { heading: 'Admin Panel', path: '/dashboard/admin' },
}

export const MFA_METHODS = ['totp', 'email', 'none'] as const
export type MfaMethod = (typeof MFA_METHODS)[number]
