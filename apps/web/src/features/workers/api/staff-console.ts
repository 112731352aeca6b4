import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCustomersAnswer, CreateWorkerBody, StaffAccountsAnswer, StaffMessageAnswer } from '@wallet/shared/workers'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

type Done = z.infer<typeof StaffMessageAnswer>

export const staffConsoleQueries = {
  all: () => ['staff-console'] as const,
  staff: () =>
    queryOptions({
      queryKey: [...staffConsoleQueries.all(), 'staff'] as const,
      queryFn: () => api.get<z.infer<typeof StaffAccountsAnswer>>('/api/admin/staff'),
    }),
  customers: (page: number, search: string) =>
    queryOptions({
      queryKey: [...staffConsoleQueries.all(), 'customers', page, search] as const,
      queryFn: () => api.get<z.infer<typeof AdminCustomersAnswer>>('/api/admin/customers', { query: { page, search: search || undefined } }),
      placeholderData: keepPreviousData,
    }),
}

/** Every staff account with role, manager and last sign-in. */
export function useStaffAccounts() {
  return useQuery(staffConsoleQueries.staff())
}

/** Every customer, searched by name or email. */
export function useAllCustomers(page: number, search: string) {
  return useQuery(staffConsoleQueries.customers(page, search))
}

function useStaffChange<T>(call: (args: T) => Promise<Done>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffConsoleQueries.all() }) })
}

export function useCreateManager() {
  return useStaffChange((body: CreateWorkerBody) => api.post<Done & { id: string }>('/api/admin/managers', body))
}

export function useMoveWorker() {
  return useStaffChange(({ workerId, managerId }: { workerId: string; managerId: string }) =>
    api.put<Done>(`/api/admin/workers/${encodeURIComponent(workerId)}/manager`, { managerId }),
  )
}

/** Suspends (ending every session at once) or reactivates a staff account. */
export function useSetStaffSuspended() {
  return useStaffChange(({ id, suspended }: { id: string; suspended: boolean }) =>
    api.post<Done>(`/api/admin/staff/${encodeURIComponent(id)}/${suspended ? 'ban' : 'unban'}`),
  )
}
