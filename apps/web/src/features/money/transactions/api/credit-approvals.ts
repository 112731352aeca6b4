import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BulkDecisionBody, CreditApproval } from '@wallet/shared/money/staff-transactions'
import type { WorkQueueFilters } from '@wallet/shared/back-office/work'
import { api, inQuery } from '@/lib/api-client'
import { customerQueryKey } from '@/lib/customer-query-key'
import { useServerEvent } from '@/lib/event-stream'
import { moneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

export const creditApprovalQueries = {
  all: () => ['credit-approvals'] as const,
  awaiting: () =>
    queryOptions({
      queryKey: [...creditApprovalQueries.all(), 'awaiting'] as const,
      queryFn: () => api.GET('/api/admin/approvals'),
    }),
  queue: (query: WorkQueueFilters) =>
    queryOptions({
      queryKey: [...creditApprovalQueries.all(), 'queue', query] as const,
      queryFn: () => api.GET('/api/work/approvals/requests', { params: { query: inQuery(query) } }),
      placeholderData: keepPreviousData,
    }),
}

/** Every manual credit waiting for a second staff member, across customers (the admin console). */
export function useAwaitingCredits() {
  return useQuery(creditApprovalQueries.awaiting())
}

/**
 * The Work area's approvals queue, each request in full, for deciding in place; it reloads whenever the server says a
 * queue may have moved (`event: work`), as the other queues do.
 */
export function useApprovalQueue(query: WorkQueueFilters) {
  const queryClient = useQueryClient()
  useServerEvent('work', () => {
    void queryClient.invalidateQueries({ queryKey: [...creditApprovalQueries.all(), 'queue'] })
  })
  return useQuery(creditApprovalQueries.queue(query))
}

export type CreditDecision = 'approve' | 'reject'

/**
 * Approves (books it) or rejects a waiting credit, through the customer's approval routes. Both lists of waiting
 * credits reload after it: the console's, and the customer's profile (its transactions and balances change).
 */
export function useDecideCredit() {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    request: ({ approval, decision, reason }: { approval: CreditApproval; decision: CreditDecision; reason?: string }) =>
      moneyRequest.POST(
        decision === 'approve' ? '/api/customers/{customerId}/approvals/{approvalId}/approve' : '/api/customers/{customerId}/approvals/{approvalId}/reject',
        {
          params: { path: { customerId: approval.customerId, approvalId: approval.id } },
          body: reason?.trim() ? { reason: reason.trim() } : {},
        },
      ),
    onSuccess: (_answer, { approval }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditApprovalQueries.all() }),
        queryClient.invalidateQueries({ queryKey: customerQueryKey.of(approval.customerId) }),
      ]),
  })
}

/** Decides several waiting requests at once; every list of them, and every customer, reloads after it. */
export function useDecideMany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BulkDecisionBody) => api.POST('/api/approvals/decide', { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditApprovalQueries.all() }),
        queryClient.invalidateQueries({ queryKey: customerQueryKey.all() }),
      ]),
  })
}
