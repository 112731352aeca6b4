import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionState } from '@wallet/shared/auth'
import { api } from '@/lib/api-client'

const SIGNED_OUT: SessionState = { user: null, pendingSecondFactor: null }

export const sessionQueries = {
  key: ['session'] as const,
  current: () =>
    queryOptions({
      queryKey: sessionQueries.key,
      queryFn: () => api.get<SessionState>('/api/session'),
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
