import { useSyncExternalStore } from 'react'

/** Tailwind's `md` breakpoint: from this width up, lists show as tables. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)'

/**
 * Whether a CSS media query matches now, following changes (a window resized, a phone turned). Where the browser
 * offers no `matchMedia` (server rendering, tests without it), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  )
}
