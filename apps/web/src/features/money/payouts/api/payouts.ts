import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PayoutOverview, ReconciliationAnswer } from '@wallet/shared/money/payouts'
import { api } from '@/lib/api-client'

export const payoutQueries = {
  all: () => ['payouts'] as const,
  overview: () => queryOptions({ queryKey: payoutQueries.all(), queryFn: () => api.get<PayoutOverview>('/api/payouts') }),
}

/** The payout queue, the payouts the chain returned, and the batches (open ones and the latest closed). */
export function usePayouts() {
  return useQuery(payoutQueries.overview())
}

function usePayoutMutation<V>(send: (v: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutQueries.all() }) })
}

export const useBuildBatch = () => usePayoutMutation((payoutIds: string[]) => api.post<{ message: string }>('/api/payouts/batches', { payoutIds }))

export const useApproveBatch = () =>
  usePayoutMutation((batchId: string) => api.post<{ message: string }>(`/api/payouts/batches/${encodeURIComponent(batchId)}/approve`, {}))

export const useRequeuePayout = () =>
  usePayoutMutation(({ payoutId, reason }: { payoutId: string; reason: string }) =>
    api.post<{ message: string }>(`/api/payouts/${encodeURIComponent(payoutId)}/requeue`, { reason }),
  )

/** The latest reconciliation per connected asset (empty while no chain is connected). */
export function useReconciliation() {
  return useQuery({ queryKey: ['reconciliation'], queryFn: () => api.get<ReconciliationAnswer>('/api/admin/reconciliation') })
}
