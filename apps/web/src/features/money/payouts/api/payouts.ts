import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const payoutQueries = {
  all: () => ['payouts'] as const,
  overview: () => queryOptions({ queryKey: payoutQueries.all(), queryFn: () => api.GET('/api/payouts') }),
}

/** The payout queue, the payouts the chain returned, and the batches (open ones and the latest closed). */
export function usePayouts() {
  return useQuery(payoutQueries.overview())
}

function usePayoutMutation<V>(send: (v: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutQueries.all() }) })
}

export const useBuildBatch = () => usePayoutMutation((payoutIds: string[]) => api.POST('/api/payouts/batches', { body: { payoutIds } }))

export const useApproveBatch = () =>
  usePayoutMutation((batchId: string) => api.POST('/api/payouts/batches/{batchId}/approve', { params: { path: { batchId } } }))

export const useRequeuePayout = () =>
  usePayoutMutation(({ payoutId, reason }: { payoutId: string; reason: string }) =>
    api.POST('/api/payouts/{payoutId}/requeue', { params: { path: { payoutId } }, body: { reason } }),
  )

/** The latest reconciliation per connected asset (empty while no chain is connected). */
export function useReconciliation() {
  return useQuery({ queryKey: ['reconciliation'], queryFn: () => api.GET('/api/admin/reconciliation') })
}
