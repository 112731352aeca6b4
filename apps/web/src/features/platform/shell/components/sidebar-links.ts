import type { ReactNode } from 'react'
import type { Permission } from '@wallet/shared/roles'
import { icons } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import type { MessageId } from '@/lib/i18n/use-t'

/** Labels and headings are catalogue ids (docs/decisions/153), shown in the page's language. */
export interface SidebarLink {
  label: MessageId
  to: string
  icon: ReactNode
}
export interface SidebarGroup {
  label: MessageId
  icon: ReactNode
  links: SidebarLink[]
}
export interface SidebarSection {
  heading: MessageId
  items: Array<SidebarLink | SidebarGroup>
}

export const isGroup = (item: SidebarLink | SidebarGroup): item is SidebarGroup => 'links' in item

/** The customer navigation (spec part 1 §2, dashboard shell). */
export const SIDEBAR_SECTIONS: SidebarSection[] = [
  {
    heading: 'nav.general',
    items: [
      { label: 'nav.overview', to: paths.dashboard.overview.getHref(), icon: icons.overview },
      { label: 'nav.wallets', to: paths.dashboard.wallets.getHref(), icon: icons.wallets },
      { label: 'nav.transactions', to: paths.dashboard.transactions.getHref(), icon: icons.transactions },
      { label: 'nav.payments', to: paths.dashboard.payments.getHref(), icon: icons.payments },
    ],
  },
  {
    heading: 'nav.marketplace',
    items: [
      { label: 'nav.swap', to: paths.dashboard.swap.getHref(), icon: icons.swap },
      {
        label: 'nav.stake',
        icon: icons.stake,
        links: [
          { label: 'nav.stakePlans', to: paths.dashboard.stakePlans.getHref(), icon: null },
          { label: 'nav.manageStakes', to: paths.dashboard.manageStakes.getHref(), icon: null },
        ],
      },
    ],
  },
  {
    heading: 'nav.supportSettings',
    items: [
      { label: 'nav.settings', to: paths.dashboard.settings.getHref(), icon: icons.settings },
      { label: 'nav.support', to: paths.dashboard.support.getHref(), icon: icons.support },
    ],
  },
]

/** The staff panels below the customer sections: each is for the users holding the permission that opens its area. */
export const STAFF_PANELS: ReadonlyArray<{ permission: Permission; heading: MessageId; to: string }> = [
  { permission: 'customers:claim', heading: 'nav.workerPanel', to: paths.worker.root.getHref() },
  { permission: 'workers:manage', heading: 'nav.managerPanel', to: paths.manager.root.getHref() },
  { permission: 'system:admin', heading: 'nav.adminPanel', to: paths.admin.root.getHref() },
]

/** Below this width the sidebar is a drawer that closes after a link is followed. */
export const SIDEBAR_BREAKPOINT_PX = 768
