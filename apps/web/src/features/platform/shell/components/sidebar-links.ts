import type { ReactNode } from 'react'
import type { Permission } from '@wallet/shared/roles'
import { icons } from '@/components/ui/icons'
import { paths } from '@/config/paths'

export interface SidebarLink {
  label: string
  to: string
  icon: ReactNode
}
export interface SidebarGroup {
  label: string
  icon: ReactNode
  links: SidebarLink[]
}
export interface SidebarSection {
  heading: string
  items: Array<SidebarLink | SidebarGroup>
}

export const isGroup = (item: SidebarLink | SidebarGroup): item is SidebarGroup => 'links' in item

/** The customer navigation (spec part 1 §2, dashboard shell). */
export const SIDEBAR_SECTIONS: SidebarSection[] = [
  {
    heading: 'General',
    items: [
      { label: 'Overview', to: paths.dashboard.overview.getHref(), icon: icons.overview },
      { label: 'Wallets', to: paths.dashboard.wallets.getHref(), icon: icons.wallets },
      { label: 'Transactions', to: paths.dashboard.transactions.getHref(), icon: icons.transactions },
      { label: 'Payments', to: paths.dashboard.payments.getHref(), icon: icons.payments },
    ],
  },
  {
    heading: 'Marketplace',
    items: [
      { label: 'Swap Crypto', to: paths.dashboard.swap.getHref(), icon: icons.swap },
      {
        label: 'Stake',
        icon: icons.stake,
        links: [
          { label: 'Stake Plans', to: paths.dashboard.stakePlans.getHref(), icon: null },
          { label: 'Manage Stakes', to: paths.dashboard.manageStakes.getHref(), icon: null },
        ],
      },
    ],
  },
  {
    heading: 'Support & Settings',
    items: [
      { label: 'Account Settings', to: paths.dashboard.settings.getHref(), icon: icons.settings },
      { label: 'Support Tickets', to: paths.dashboard.support.getHref(), icon: icons.support },
    ],
  },
]

/** The staff panels below the customer sections: each is for the users holding the permission that opens its area. */
export const STAFF_PANELS: ReadonlyArray<{ permission: Permission; heading: string; to: string }> = [
  { permission: 'customers:claim', heading: 'Worker Panel', to: paths.worker.root.getHref() },
  { permission: 'workers:manage', heading: 'Manager Panel', to: paths.manager.root.getHref() },
  { permission: 'system:admin', heading: 'Admin Panel', to: paths.admin.root.getHref() },
]

/** Below this width the sidebar is a drawer that closes after a link is followed. */
export const SIDEBAR_BREAKPOINT_PX = 768
