import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TransactionChangeAnswer } from '@wallet/shared/money/staff-transactions'
import type { WorkItem, WorkQueue, WorkQueuePage, WorkQueueFilters, WorkSummary } from '@wallet/shared/back-office/work'
import { api } from '@/lib/api-client'
import { useServerEvent } from '@/lib/event-stream'
import { useIdempotentMutation } from '@/lib/idempotent-mutation'

export const workQueries = {
  all: () => ['work'] as const,
  summary: () => queryOptions({ queryKey: [...workQueries.all(), 'summary'] as const, queryFn: () => api.get<WorkSummary>('/api/work/summary') }),
  page: (queue: WorkQueue, query: WorkQueueFilters) =>
    queryOptions({
      queryKey: [...workQueries.all(), queue, query] as const,
      queryFn: () => api.get<WorkQueuePage>(`/api/work/${queue}`, { query: { ...query } }),
      placeholderData: keepPreviousData,
    }),
}

/** Every queue's count and oldest items for the signed-in staff member. */
export const useWorkSummary = () => useQuery(workQueries.summary())
/** One queue's page; `enabled: false` where the queue is shown another way (the approvals in full). */
export const useWorkQueue = (queue: WorkQueue, query: WorkQueueFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...workQueries.page(queue, query), enabled })

/** Refetches the work queries whenever the server says a queue may have moved (`event: work`). */
export function useWorkEvents() {
  const queryClient = useQueryClient()
  useServerEvent('work', () => {
    void queryClient.invalidateQueries({ queryKey: workQueries.all() })
  })
}

/**
 * Complete or Fail a waiting transaction through the staff edit of the customer's Transactions tab, keeping its type
 * and note, and naming the status it was seen in: a decision someone else made first is refused (409).
 */
export function useDecideTransaction() {
  const queryClient = useQueryClient()
  return useIdempotentMutation<TransactionChangeAnswer, { item: WorkItem; status: 'Complete' | 'Failed' }>({
    request: ({ item, status }) => ({
      method: 'PATCH',
      url: `/api/customers/${encodeURIComponent(item.customerId)}/transactions/${encodeURIComponent(item.id)}`,
      body: { status, type: item.txType ?? 'none', note: item.title, expectedStatus: 'Pending' },
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueries.all() }),
  })
}

/** claim-user from the unclaimed queue. */
export function useClaimFromQueue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (customerId: string) => api.post<{ success: true; message: string }>('/api/worker/claim-user', { userIdToClaim: customerId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueries.all() }),
  })
}
