import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { customerQueryKey } from '@/lib/customer-query-key'

export const assignmentQueries = {
  workers: () => queryOptions({ queryKey: ['assignment', 'workers'] as const, queryFn: () => api.GET('/api/assignable-workers'), staleTime: 60_000 }),
}

/** The workers the caller may give a customer to (the team's, or all for an admin). */
export const useAssignableWorkers = (enabled = true) => useQuery({ ...assignmentQueries.workers(), enabled })

/** Moves one customer to a worker (or none); the customer's profile reloads after it. */
export function useReassignCustomer(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (workerId: string | null) => api.PUT('/api/customers/{customerId}/worker', { params: { path: { customerId } }, body: { workerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey.of(customerId) }),
  })
}

/** Hands every customer of a worker on; the lists of workers and customers reload after it. */
export function useReassignAll() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ fromWorkerId, toWorkerId }: { fromWorkerId: string; toWorkerId: string | null }) =>
      api.POST('/api/workers/{workerId}/reassign-customers', { params: { path: { workerId: fromWorkerId } }, body: { toWorkerId } }),
    onSettled: () => queryClient.invalidateQueries(),
  })
}
