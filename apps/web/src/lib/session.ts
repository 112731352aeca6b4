import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionState } from '@wallet/shared/identity/sign-in'
import { api, onUnauthorized, SESSION_URL } from './api-client'

export const SIGNED_OUT: SessionState = { user: null, pendingSecondFactor: null }

export const sessionQueries = {
  key: ['session'] as const,
  current: () =>
    queryOptions({
      queryKey: sessionQueries.key,
      queryFn: () => api.GET(SESSION_URL),
      staleTime: 60_000,
    }),
}

/**
 * The caller's sign-in state. `isPending` is true only until the first answer;
 * a failed lookup counts as signed out.
 */
export function useSession() {
  const query = useQuery(sessionQueries.current())
  const session = query.data ?? SIGNED_OUT
  return {
    isPending: query.isPending && query.fetchStatus !== 'idle',
    session,
    user: session.user,
    pendingSecondFactor: session.pendingSecondFactor,
  }
}

/**
 * A 401 from any API call means the session has ended (it expired, or was ended elsewhere): the session query
 * becomes signed out, so the route guards send the user to /login, and the signed-out user's cached data is
 * dropped so that nobody signing in next sees it. Nothing is asked again, so this cannot loop. While no user is
 * signed in, a 401 (a wrong password, a lost second-factor step) changes nothing: the sign-in forms answer it.
 * Returns the function that stops it.
 */
export function signOutOnUnauthorized(queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    if (!queryClient.getQueryData<SessionState>(sessionQueries.key)?.user) return
    queryClient.setQueryData<SessionState>(sessionQueries.key, SIGNED_OUT)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueries.key[0] })
  })
}
