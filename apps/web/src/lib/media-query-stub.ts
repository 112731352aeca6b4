import { vi } from 'vitest'

/** For tests: runs `check` as on a screen narrower than every media query (`matchMedia` answers no), then restores it. */
export function onNarrowScreen(check: () => void) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }))
  try {
    check()
  } finally {
    vi.unstubAllGlobals()
  }
}
