/** What the web app's component tests share: a fetch stub, rendering with a query client, typing and waiting. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'

/** Typing without a pause between keys. */
export const user = userEvent.setup({ delay: null })

/** Validation runs after the click resolves; on a busy machine the message can come a moment later. */
export const POLL = { timeout: 5000 }

/**
 * A stub of `fetch` for the tests of the calling `describe`: in place before each test; after it the page is cleaned
 * up, the stub's calls and answers are forgotten and the real `fetch` is back.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })
  return fetchMock
}

/** Renders `ui` under a QueryClientProvider (a new client unless one is given); `rerender` keeps the provider. */
export function renderWithQueryClient(ui: ReactNode, client = new QueryClient()) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> })
}
