import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Outlet } from 'react-router'
import { cn } from '@/components/ui/cn'
import { icons } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { Spinner } from '@/components/ui/spinner'
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/media-query'
import { Sidebar } from './sidebar'
import { SIDEBAR_BREAKPOINT_PX } from './sidebar-links'
import { useT } from '@/lib/i18n/use-t'

/** Sidebar (with the staff panel the user may open), top bar (with the given actions: bell, user menu) and the page outlet. */
export function DashboardShell({ rolePanel, topBarActions }: { rolePanel?: ReactNode; topBarActions: ReactNode }) {
  const [open, setOpen] = useState(false)
  const t = useT()
  const wide = useMediaQuery(WIDE_SCREEN_QUERY)
  const opener = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLElement>(null)
  // The drawer of a narrow screen: closed, it is out of the tab order; open, it has the focus.
  const drawerClosed = !open && !wide
  // Its links are rendered once the sidebar first shows: a phone's closed drawer is off the screen and inert, and the
  // page's first render and layout do without its links (docs/decisions/068-overview-first-paint.md).
  const [linksShown, setLinksShown] = useState(!drawerClosed)
  if (!drawerClosed && !linksShown) setLinksShown(true)

  /** Closes the drawer; the focus goes back to the menu button if it was inside. */
  const close = useCallback(() => {
    setOpen(false)
    if (drawer.current?.contains(document.activeElement)) opener.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    drawer.current?.querySelector<HTMLElement>('button, a[href]')?.focus()
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close()
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  const closeOnSmallScreens = () => {
    if (window.innerWidth < SIDEBAR_BREAKPOINT_PX) setOpen(false)
  }

  return (
    <div className="min-h-dvh md:ps-64">
      {/* Closed, the dimmer is hidden, not only transparent: a transparent backdrop blur is still drawn in every frame,
          and on a phone's whole screen that costs more than anything else the page draws. Its visibility changes at
          the end of the fade-out, so closing looks as before. */}
      <div
        className={cn(
          'fixed inset-0 z-30 bg-ink-950/70 backdrop-blur-sm transition-[opacity,visibility] md:hidden',
          open ? 'visible opacity-100' : 'pointer-events-none invisible opacity-0',
        )}
        onClick={close}
        aria-hidden="true"
      />
      <aside
        id="dashboard-sidebar"
        ref={drawer}
        inert={drawerClosed}
        className={cn(
          'fixed inset-y-0 start-0 z-40 w-64 border-e border-white/5 bg-ink-900/90 backdrop-blur-xl transition-transform duration-200 md:translate-x-0',
          // Closed, the drawer sits off the screen on its own side: the left, or the right in a right-to-left language.
          open ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full md:rtl:translate-x-0',
        )}
      >
        {linksShown && <Sidebar rolePanel={rolePanel} onNavigate={closeOnSmallScreens} onClose={close} />}
      </aside>

      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-white/5 bg-ink-950/60 px-4 backdrop-blur-xl sm:px-6 lg:px-8">
        <button
          ref={opener}
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('nav.openSidebar')}
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
              <Spinner className="size-5 text-brand-400" /> {t('nav.loading')}
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
