import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetch } from './overview'
import { calledUrl } from '@/test/fetch-calls'

// Each task boundary (nextTask) is let through by the test, one at a time.
const boundaries: Array<() => void> = []
vi.mock('@/lib/page-thread', async (original) => ({
  ...(await original<typeof import('@/lib/page-thread')>()),
  nextTask: () => new Promise<void>((resolve) => boundaries.push(resolve)),
}))

describe("the overview's prefetch", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the overview data one request per task, and for no price history', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }))
    vi.stubGlobal('fetch', fetchMock)
    const asked = () => fetchMock.mock.calls.map(([url]) => calledUrl(url))
    const nextTask = async () => {
      await vi.waitFor(() => expect(boundaries.length).toBe(1))
      boundaries.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    prefetch(new QueryClient())
    expect(asked()).toEqual([])
    for (let count = 1; count <= 4; count++) {
      await nextTask()
      expect(asked()).toHaveLength(count)
    }
    expect(asked()).toEqual(['/api/prices', '/api/wallets', '/api/profile', '/api/transactions/recent'])
  })
})
