import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { cn } from '@/components/ui/cn'

/** The tab links along the top of a staff dashboard. */
/** A link with `end` is active only on its own path, not on the paths below it (an index tab). */
export function SectionTabs({ label, links }: { label: string; links: Array<{ label: ReactNode; to: string; end?: boolean }> }) {
  return (
    <nav aria-label={label} className="mb-6 inline-flex max-w-full flex-wrap gap-1 rounded-xl border border-white/10 bg-white/[0.03] p-1">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            cn(
              'whitespace-nowrap rounded-lg px-3.5 py-2 text-sm font-medium transition',
              isActive ? 'bg-white/10 text-white shadow-sm' : 'text-slate-400 hover:text-slate-100',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  )
}
