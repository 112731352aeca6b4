import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Every staff action on the signed-in customer's account (the audit trail as they may see it), newest first. */
export const accountActivityQueries = {
  list: () =>
    queryOptions({
      queryKey: ['account-activity'] as const,
      queryFn: async () => {
        const { items } = await api.GET('/api/account/activity')
        return [...items].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
      },
    }),
}

export function useAccountActivity() {
  return useQuery(accountActivityQueries.list())
}
