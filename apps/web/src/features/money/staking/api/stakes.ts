import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ActiveStake, CreateStakeBody } from '@wallet/shared/money/stake-plans'
import { api } from '@/lib/api-client'
import { useIdempotentMutation } from '@/lib/idempotent-mutation'

export type { ActiveStake }

export const stakeQueries = {
  all: () => ['stakes'] as const,
  active: () =>
    queryOptions({
      queryKey: [...stakeQueries.all(), 'active'] as const,
      queryFn: () => api.get<{ stakes: ActiveStake[] }>('/api/stakes/active').then((answer) => answer.stakes),
    }),
}

/** The customer's stakes whose payout is still pending. */
export function useActiveStakes() {
  return useQuery(stakeQueries.active())
}

/** create-stake-transaction, with one Idempotency-Key per intent. */
export function useCreateStake() {
  const queryClient = useQueryClient()
  return useIdempotentMutation<{ message: string; stake: ActiveStake }, CreateStakeBody>({
    request: (body) => ({ method: 'POST', url: '/api/stakes', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stakeQueries.all() }),
  })
}
