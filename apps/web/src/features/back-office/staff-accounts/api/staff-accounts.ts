import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type CreateWorkerBody, type StaffMessageAnswer } from '@wallet/shared/back-office/workers'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

type Done = z.infer<typeof StaffMessageAnswer>

/** Staff accounts: the manager's own workers, and the admin's view of every staff account. */
export const staffAccountQueries = {
  all: () => ['staff-accounts'] as const,
  /** get_worker_info: the manager's own workers, 10 a page. */
  myWorkers: (page: number) =>
    queryOptions({
      queryKey: [...staffAccountQueries.all(), 'my-workers', page] as const,
      queryFn: () => api.GET('/api/manager/workers', { params: { query: { page } } }),
      placeholderData: keepPreviousData,
    }),
  /** Every staff account with role, manager and last sign-in (the admin). */
  everyone: () =>
    queryOptions({
      queryKey: [...staffAccountQueries.all(), 'everyone'] as const,
      queryFn: () => api.GET('/api/admin/staff'),
    }),
}

export function useManagerWorkers(page: number) {
  return useQuery(staffAccountQueries.myWorkers(page))
}

export function useStaffAccounts() {
  return useQuery(staffAccountQueries.everyone())
}

/** A change to staff accounts; every staff list reloads after it. */
function useStaffChange<T, R = Done>(call: (args: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountQueries.all() }) })
}

/** create-worker-for-manager: the new worker belongs to the manager and chooses a password at first sign-in. */
export function useCreateWorker() {
  return useStaffChange((body: CreateWorkerBody) => api.POST('/api/manager/workers', { body }))
}

/** The admin creates a manager, who chooses a password at first sign-in. */
export function useCreateManager() {
  return useStaffChange((body: CreateWorkerBody) => api.POST('/api/admin/managers', { body }))
}

/** Moves a worker (with their customers) to another manager. */
export function useMoveWorker() {
  return useStaffChange(({ workerId, managerId }: { workerId: string; managerId: string }) =>
    api.PUT('/api/admin/workers/{id}/manager', { params: { path: { id: workerId } }, body: { managerId } }),
  )
}

/** Suspends (ending every session at once) or reactivates a staff account. */
export function useSetStaffSuspended() {
  return useStaffChange(({ id, suspended }: { id: string; suspended: boolean }) =>
    api.POST(suspended ? '/api/admin/staff/{id}/ban' : '/api/admin/staff/{id}/unban', { params: { path: { id } } }),
  )
}

/** reset-worker-password: a temporary password, shown once; the worker's sessions end. */
export function useResetWorkerPassword() {
  return useMutation({
    mutationFn: (workerId: string) => api.POST('/api/manager/workers/{id}/reset-password', { params: { path: { id: workerId } } }),
  })
}
