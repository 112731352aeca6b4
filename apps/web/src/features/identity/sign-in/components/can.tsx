import type { ReactNode } from 'react'
import { can, type Permission } from '@wallet/shared/roles'
import { useSession } from '@/lib/session'

/** Whether the signed-in user's role holds `permission` (false while signed out). Ask this, never the role's name. */
export function useCan(permission: Permission): boolean {
  const { user } = useSession()
  return can(user?.role, permission)
}

/** Shows its children only to a user whose role holds `permission`; otherwise `fallback` (nothing by default). */
export function Can({ permission, children, fallback = null }: { permission: Permission; children: ReactNode; fallback?: ReactNode }) {
  return useCan(permission) ? children : fallback
}
