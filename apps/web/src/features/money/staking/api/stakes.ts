import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ActiveStake, CreateStakeBody } from '@wallet/shared/money/stake-plans'
import { api } from '@/lib/api-client'
import { moneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

export type { ActiveStake }

export const stakeQueries = {
  all: () => ['stakes'] as const,
  active: () =>
    queryOptions({
      queryKey: [...stakeQueries.all(), 'active'] as const,
      queryFn: () => api.GET('/api/stakes/active').then((answer) => answer.stakes),
    }),
}

/** The customer's stakes whose payout is still pending. */
export function useActiveStakes() {
  return useQuery(stakeQueries.active())
}

/** create-stake-transaction, with one Idempotency-Key per intent. */
export function useCreateStake() {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    request: (body: CreateStakeBody) => moneyRequest.POST('/api/stakes', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stakeQueries.all() }),
  })
}
