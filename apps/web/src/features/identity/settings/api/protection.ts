import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EndedSessions } from '@wallet/shared/identity/sessions-and-freeze'
import { api } from '@/lib/api-client'
import { sessionQueries } from '@/lib/session'

export const protectionQueries = {
  sessions: () =>
    queryOptions({
      queryKey: ['security', 'sessions'] as const,
      queryFn: async () => (await api.GET('/api/security/sessions')).sessions,
    }),
  freeze: () => queryOptions({ queryKey: ['security', 'freeze'] as const, queryFn: () => api.GET('/api/security/freeze') }),
}

export const useActiveSessions = () => useQuery(protectionQueries.sessions())

/** Ends a session (or every other one); the list reloads at once, without the ended ones. */
function useEndMutation<TBody>(call: (body: TBody) => Promise<EndedSessions>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: protectionQueries.sessions().queryKey }),
  })
}

export const useEndSession = () =>
  useEndMutation((sessionId: string) => api.POST('/api/security/sessions/{sessionId}/end', { params: { path: { sessionId } } }))
export const useEndOtherSessions = () => useEndMutation(() => api.POST('/api/security/sessions/end-others'))

/** Freezes the account with the password: every session ends, this one too, so the app returns to the sign-in page. */
export function useFreezeAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) => api.POST('/api/security/freeze', { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueries.key }),
  })
}
