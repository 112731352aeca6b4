import { api, ApiError, SESSION_URL } from '@/lib/api-client'

/**
 * Closing-tab rule (spec part 1 §4): when the page goes away a timestamp is stored; on the next load,
 * if more than 3 seconds passed, the user is signed out before anything shows. The mark is always cleared.
 */
const CLOSED_AT_KEY = 'wallet.closedAt'
export const CLOSED_TAB_SIGN_OUT_AFTER_MS = 3_000

export function rememberWhenPageCloses(storage: Storage = window.localStorage) {
  window.addEventListener('pagehide', () => storage.setItem(CLOSED_AT_KEY, String(Date.now())))
}

export function tabWasClosedTooLong(closedAt: string | null, now: number): boolean {
  const at = Number(closedAt)
  return closedAt !== null && Number.isFinite(at) && now - at > CLOSED_TAB_SIGN_OUT_AFTER_MS
}

export async function signOutIfTabWasClosed(storage: Storage = window.localStorage): Promise<void> {
  const closedAt = storage.getItem(CLOSED_AT_KEY)
  storage.removeItem(CLOSED_AT_KEY)
  if (!tabWasClosedTooLong(closedAt, Date.now())) return
  try {
    // Any answer of the server goes on to the lookup below; only a network failure stops here.
    await api.POST('/api/auth/sign-out').catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status === 0) throw error
    })
    // index.html asked who is signed in before this sign-out; the first request for the session takes that answer.
    // Taken and dropped here, so the session lookup that follows asks the server again.
    await api.GET(SESSION_URL)
  } catch {
    // Offline: the session stays; nothing to show the user.
  }
}
