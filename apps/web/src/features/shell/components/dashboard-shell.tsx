import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { cn } from '@/components/ui/cn'
import { icons } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { Spinner } from '@/components/ui/spinner'
import { Sidebar } from './sidebar'
import { SIDEBAR_BREAKPOINT_PX } from './sidebar-links'

/** Sidebar (with the staff panel the user may open), top bar (with the given actions: bell, user menu) and the page outlet. */
export function DashboardShell({ rolePanel, topBarActions }: { rolePanel?: ReactNode; topBarActions: ReactNode }) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open])

  const closeOnSmallScreens = () => {
    if (window.innerWidth < SIDEBAR_BREAKPOINT_PX) setOpen(false)
  }

  return (
    <div className="min-h-dvh md:pl-64">
      <div
        className={cn('fixed inset-0 z-30 bg-ink-950/70 backdrop-blur-sm transition-opacity md:hidden', open ? 'opacity-100' : 'pointer-events-none opacity-0')}
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <aside
        id="dashboard-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-40 w-64 border-r border-white/5 bg-ink-900/90 backdrop-blur-xl transition-transform duration-200 md:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <Sidebar rolePanel={rolePanel} onNavigate={closeOnSmallScreens} onClose={() => setOpen(false)} />
      </aside>

      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-white/5 bg-ink-950/60 px-4 backdrop-blur-xl sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Open sidebar"
          aria-controls="dashboard-sidebar"
          aria-expanded={open}
          className="grid size-10 place-items-center rounded-xl border border-white/10 bg-white/[0.04] text-slate-300 hover:bg-white/10 hover:text-white md:hidden"
        >
          {icons.menu}
        </button>
        <Logo className="md:hidden" />
        <div className="flex-1" />
        <div className="flex items-center gap-3">{topBarActions}</div>
      </header>

      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Suspense
          fallback={
            <div className="flex items-center gap-3 py-16 text-sm text-slate-400" role="status">
              <Spinner className="size-5 text-brand-400" /> Loading...
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
