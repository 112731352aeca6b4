import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/lib/session'
import { preloadRoute } from './router'

/**
 * What the first screen needs, asked for before React renders and side by side: the session, the code of the page at
 * `pathname`, and once the session has a user, the data that page shows first (docs/decisions/060-first-screen.md).
 * Without it each waited for the one before: the session for the first render, the dashboard frame for the session,
 * the page for the frame, and its data for the page.
 */
export function preloadFirstScreen(queryClient: QueryClient, pathname: string): void {
  const session = queryClient.fetchQuery(sessionQueries.current()).catch(() => null)
  const route = preloadRoute(pathname)?.catch(() => null)
  if (!route) return
  void Promise.all([session, route]).then(([state, module]) => {
    if (state?.user && module?.prefetch) module.prefetch(queryClient)
  })
}
