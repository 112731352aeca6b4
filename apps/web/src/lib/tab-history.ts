/**
 * Whether this tab has something of ours to go back to. React Router numbers the entries it creates; a full page
 * load starts again at 0, so a per-tab mark remembers that an earlier page of the app was loaded in this tab.
 */
const KEY = 'wallet.tabHistory'
let earlierPageInTab = false

export function recordPageLoad() {
  try {
    earlierPageInTab = sessionStorage.getItem(KEY) === '1'
    sessionStorage.setItem(KEY, '1')
  } catch {
    // Storage blocked: only in-app history counts.
  }
}

export function canGoBack(): boolean {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
  return index > 0 || (earlierPageInTab && window.history.length > 1)
}
