import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const workerUserQueries = {
  all: () => ['worker-users'] as const,
  owned: (page: number, search: string) =>
    queryOptions({
      queryKey: [...workerUserQueries.all(), 'owned', page, search] as const,
      queryFn: () => api.GET('/api/worker/users', { params: { query: { page, search: search || undefined } } }),
      placeholderData: keepPreviousData,
    }),
}

/** list-my-users: the worker's own customers, 10 a page, searched by email. */
export function useOwnedUsers(page: number, search: string) {
  return useQuery(workerUserQueries.owned(page, search))
}

/** search-user-by-email: an exact address. */
export function useSearchUser() {
  return useMutation({
    mutationFn: (emailToSearch: string) => api.POST('/api/worker/search-user', { body: { emailToSearch } }),
  })
}

/** claim-user: the customer becomes the worker's (409 when already assigned or not a customer). */
export function useClaimUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userIdToClaim: string) => api.POST('/api/worker/claim-user', { body: { userIdToClaim } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerUserQueries.all() }),
  })
}
