import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AssignableWorkers, BulkReassignAnswer, ReassignCustomerAnswer } from '@wallet/shared/back-office/assignment'
import { api } from '@/lib/api-client'
import { customerQueryKey } from '@/lib/customer-query-key'

export const assignmentQueries = {
  workers: () =>
    queryOptions({ queryKey: ['assignment', 'workers'] as const, queryFn: () => api.get<AssignableWorkers>('/api/assignable-workers'), staleTime: 60_000 }),
}

/** The workers the caller may give a customer to (the team's, or all for an admin). */
export const useAssignableWorkers = (enabled = true) => useQuery({ ...assignmentQueries.workers(), enabled })

/** Moves one customer to a worker (or none); the customer's profile reloads after it. */
export function useReassignCustomer(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (workerId: string | null) => api.put<ReassignCustomerAnswer>(`/api/customers/${encodeURIComponent(customerId)}/worker`, { workerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey.of(customerId) }),
  })
}

/** Hands every customer of a worker on; the lists of workers and customers reload after it. */
export function useReassignAll() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ fromWorkerId, toWorkerId }: { fromWorkerId: string; toWorkerId: string | null }) =>
      api.post<BulkReassignAnswer>(`/api/workers/${encodeURIComponent(fromWorkerId)}/reassign-customers`, { toWorkerId }),
    onSettled: () => queryClient.invalidateQueries(),
  })
}
