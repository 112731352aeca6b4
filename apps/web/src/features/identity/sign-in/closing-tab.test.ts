import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLOSED_TAB_SIGN_OUT_AFTER_MS, signOutIfTabWasClosed, tabWasClosedTooLong } from './closing-tab'
import { calledUrl } from '@/test/fetch-calls'

describe('closing-tab rule', () => {
  const now = 1_000_000
  it('signs out only when the page was closed for more than 3 seconds', () => {
    expect(CLOSED_TAB_SIGN_OUT_AFTER_MS).toBe(3_000)
    expect(tabWasClosedTooLong(String(now - 3_001), now)).toBe(true)
    expect(tabWasClosedTooLong(String(now - 3_000), now)).toBe(false)
    expect(tabWasClosedTooLong(String(now - 500), now)).toBe(false)
  })
  it('ignores a missing or garbled mark', () => {
    expect(tabWasClosedTooLong(null, now)).toBe(false)
    expect(tabWasClosedTooLong('yesterday', now)).toBe(false)
  })
})

describe('signing out a tab that was closed too long', () => {
  afterEach(() => vi.unstubAllGlobals())

  const storageWith = (closedAt: string | null) => {
    const items = new Map<string, string>(closedAt === null ? [] : [['wallet.closedAt', closedAt]])
    return { getItem: (key: string) => items.get(key) ?? null, removeItem: (key: string) => void items.delete(key), items } as unknown as Storage & {
      items: Map<string, string>
    }
  }

  it('signs out, then takes the session answer index.html asked for before the sign-out, so the next lookup asks again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    const storage = storageWith(String(Date.now() - 10_000))
    await signOutIfTabWasClosed(storage)
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${calledUrl(url)}`)).toEqual(['POST /api/auth/sign-out', 'GET /api/session'])
    expect(storage.items.size).toBe(0)
  })

  it('asks nothing when the tab was not closed too long', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    await signOutIfTabWasClosed(storageWith(String(Date.now() - 1_000)))
    await signOutIfTabWasClosed(storageWith(null))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
