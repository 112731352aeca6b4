import { createContext, type ReactNode, useContext, useState } from 'react'
import { NavLink } from 'react-router'
import { cn } from '@/components/ui/cn'
import { icons } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { isGroup, SIDEBAR_SECTIONS, type SidebarGroup, type SidebarLink } from './sidebar-links'
import { useT } from '@/lib/i18n/use-t'

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'group flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition',
    isActive
      ? 'bg-gradient-to-r from-brand-500/25 to-accent-500/10 text-white shadow-[inset_0_0_0_1px_rgb(129_140_248/0.25)]'
      : 'text-slate-400 hover:bg-white/[0.04] hover:text-slate-100',
  )

/** What following a sidebar link does besides navigating (closing the drawer on small screens). */
const SidebarNavigation = createContext<() => void>(() => undefined)

/** The dashboard navigation: the customer sections, then `rolePanel` (the staff panel the user may open, if any). */
export function Sidebar({ rolePanel, onNavigate, onClose }: { rolePanel?: ReactNode; onNavigate: () => void; onClose?: () => void }) {
  const t = useT()
  return (
    <SidebarNavigation value={onNavigate}>
      <nav aria-label={t('nav.main')} className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between px-5">
          <Logo />
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('nav.closeSidebar')}
              className="rounded-lg p-2 text-slate-400 hover:bg-white/5 hover:text-white md:hidden"
            >
              {icons.close}
            </button>
          )}
        </div>
        <div className="flex-1 space-y-6 overflow-y-auto px-3 pt-2 pb-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400">
          {SIDEBAR_SECTIONS.map((section) => (
            <div key={section.heading}>
              <h2 className="mb-2 px-3 text-[11px] font-semibold tracking-[0.14em] text-slate-500 uppercase">{t(section.heading)}</h2>
              <ul className="space-y-1">
                {section.items.map((item) => (
                  <li key={item.label}>
                    {isGroup(item) ? <CollapsibleGroup group={item} onNavigate={onNavigate} /> : <SidebarNavLink link={item} onNavigate={onNavigate} />}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {rolePanel}
        </div>
      </nav>
    </SidebarNavigation>
  )
}

/** A staff panel of the sidebar: its heading and the link to its area, with a count beside it (`badge`) if given. */
export function RolePanel({ heading, to, badge, testId = 'role-panel' }: { heading: string; to: string; badge?: ReactNode; testId?: string }) {
  const onNavigate = useContext(SidebarNavigation)
  const t = useT()
  return (
    <div data-testid={testId}>
      <h2 className="mb-2 px-3 text-[11px] font-semibold tracking-[0.14em] text-accent-400 uppercase">{heading}</h2>
      <NavLink to={to} onClick={onNavigate} className={linkClasses}>
        {icons.shield}
        <span>{t('nav.openPanel', { panel: heading })}</span>
        {badge}
      </NavLink>
    </div>
  )
}

function SidebarNavLink({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  const t = useT()
  return (
    <NavLink to={link.to} onClick={onNavigate} className={linkClasses}>
      {link.icon}
      <span>{t(link.label)}</span>
    </NavLink>
  )
}

function CollapsibleGroup({ group, onNavigate }: { group: SidebarGroup; onNavigate: () => void }) {
  // Collapsed until the user opens it, also on one of its own pages (part 1, Sidebar sections: a collapsible group).
  const [open, setOpen] = useState(false)
  const t = useT()
  const id = `sidebar-group-${group.label.replace(/\W/g, '-')}`
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium text-slate-400 transition hover:bg-white/[0.04] hover:text-slate-100"
      >
        {group.icon}
        <span className="flex-1 text-start">{t(group.label)}</span>
        <span className={cn('transition-transform duration-200', open && 'rotate-180')}>{icons.chevronDown}</span>
      </button>
      <ul id={id} hidden={!open} className="mt-1 ms-[21px] space-y-1 border-s border-white/10 ps-3">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onNavigate} className={linkClasses}>
              <span>{t(link.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
