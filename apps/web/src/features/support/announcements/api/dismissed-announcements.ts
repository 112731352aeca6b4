import { useCallback, useSyncExternalStore } from 'react'
import { DISMISSED_ANNOUNCEMENTS_KEY } from '@wallet/shared/back-office/workers'

/** How many dismissed ids a browser keeps: far more than the 5 it is shown, so an old one never comes back. */
export const DISMISSED_LIMIT = 100

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: ReadonlySet<string> = new Set()

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The ids dismissed in this browser; anything unreadable counts as none. */
export function readDismissedAnnouncements(): ReadonlySet<string> {
  let raw: string | null = null
  try {
    raw = storage()?.getItem(DISMISSED_ANNOUNCEMENTS_KEY) ?? null
  } catch {
    raw = null
  }
  if (raw === cachedRaw) return cached
  cachedRaw = raw
  cached = new Set(parse(raw))
  return cached
}

function parse(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Remembers `id` as dismissed in this browser (the newest `DISMISSED_LIMIT` ids are kept). */
export function dismissAnnouncement(id: string) {
  const ids = [...readDismissedAnnouncements()].filter((x) => x !== id)
  ids.push(id)
  try {
    storage()?.setItem(DISMISSED_ANNOUNCEMENTS_KEY, JSON.stringify(ids.slice(-DISMISSED_LIMIT)))
  } catch {
    // Storage full or blocked: the banner still hides it until the page is reloaded.
    cachedRaw = undefined
    cached = new Set([...cached, id])
  }
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab of the same browser dismissing one hides it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DISMISSED_ANNOUNCEMENTS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The dismissed ids of this browser, kept in local storage under `dismissedAnnouncements`, and a way to add one. */
export function useDismissedAnnouncements() {
  const dismissed = useSyncExternalStore(subscribe, readDismissedAnnouncements, readDismissedAnnouncements)
  const dismiss = useCallback((id: string) => dismissAnnouncement(id), [])
  return { dismissed, dismiss }
}
