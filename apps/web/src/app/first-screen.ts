import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/lib/session'
import { preloadRoute } from './route-modules'

/**
 * What the first screen needs, asked for before React renders and side by side: the session, the code of the page at
 * `pathname`, and once the session has a user, the data that page shows first (docs/decisions/060-first-screen.md).
 * Without it each waited for the one before: the session for the first render, the dashboard frame for the session,
 * the page for the frame, and its data for the page.
 * Settles once the session is known and, for a signed-in user, the page's code is in (loaded or failed); the data
 * keeps loading. A signed-out visitor does not wait for the dashboard's code: the guards send them to /login.
 */
export async function preloadFirstScreen(queryClient: QueryClient, pathname: string): Promise<void> {
  const route = preloadRoute(pathname)?.catch(() => null)
  const state = await queryClient.fetchQuery(sessionQueries.current()).catch(() => null)
  if (!state?.user || !route) return
  const module = await route
  module?.prefetch?.(queryClient)
}
