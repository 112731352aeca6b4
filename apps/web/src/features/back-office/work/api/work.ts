import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EditableTxType } from '@wallet/shared/money/staff-transactions'
import type { WorkItem, WorkQueue, WorkQueueFilters } from '@wallet/shared/back-office/work'
import { api, inQuery } from '@/lib/api-client'
import { useServerEvent } from '@/lib/event-stream'
import { moneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

export const workQueries = {
  all: () => ['work'] as const,
  summary: () => queryOptions({ queryKey: [...workQueries.all(), 'summary'] as const, queryFn: () => api.GET('/api/work/summary') }),
  page: (queue: WorkQueue, query: WorkQueueFilters) =>
    queryOptions({
      queryKey: [...workQueries.all(), queue, query] as const,
      queryFn: () => api.GET('/api/work/{queue}', { params: { path: { queue }, query: inQuery(query) } }),
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
  return useIdempotentMutation({
    request: ({ item, status }: { item: WorkItem; status: 'Complete' | 'Failed' }) =>
      moneyRequest.PATCH('/api/customers/{customerId}/transactions/{transactionId}', {
        params: { path: { customerId: item.customerId, transactionId: item.id } },
        // The row's own type, as it is: one the edit does not take is refused by the server with its message.
        body: { status, type: (item.txType ?? 'none') as EditableTxType, note: item.title, expectedStatus: 'Pending' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueries.all() }),
  })
}

/** claim-user from the unclaimed queue. */
export function useClaimFromQueue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (customerId: string) => api.POST('/api/worker/claim-user', { body: { userIdToClaim: customerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueries.all() }),
  })
}
