import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ActiveSessionList, EndedSessions, FreezeState } from '@wallet/shared/identity/sessions-and-freeze'
import type { MessageResponse } from '@wallet/shared/identity/second-factors'
import { api } from '@/lib/api-client'
import { sessionQueries } from '@/lib/session'

export const protectionQueries = {
  sessions: () =>
    queryOptions({
      queryKey: ['security', 'sessions'] as const,
      queryFn: async () => (await api.get<ActiveSessionList>('/api/security/sessions')).sessions,
    }),
  freeze: () => queryOptions({ queryKey: ['security', 'freeze'] as const, queryFn: () => api.get<FreezeState>('/api/security/freeze') }),
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

export const useEndSession = () => useEndMutation((sessionId: string) => api.post<EndedSessions>(`/api/security/sessions/${encodeURIComponent(sessionId)}/end`))
export const useEndOtherSessions = () => useEndMutation(() => api.post<EndedSessions>('/api/security/sessions/end-others'))

/** Freezes the account with the password: every session ends, this one too, so the app returns to the sign-in page. */
export function useFreezeAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) => api.post<MessageResponse>('/api/security/freeze', { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueries.key }),
  })
}
