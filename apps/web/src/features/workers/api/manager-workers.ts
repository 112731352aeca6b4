import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type CreateWorkerBody,
  MANAGER_USERS_PAGE_SIZE,
  type ManagerUsersAnswer,
  type ResetWorkerPasswordAnswer,
  type StaffMessageAnswer,
  type WorkersAnswer,
} from '@wallet/shared/workers'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

export const managerQueries = {
  all: () => ['manager'] as const,
  workers: (page: number) =>
    queryOptions({
      queryKey: [...managerQueries.all(), 'workers', page] as const,
      queryFn: () => api.get<WorkersAnswer>('/api/manager/workers', { query: { page } }),
      placeholderData: keepPreviousData,
    }),
  users: (page: number, searchQuery: string) =>
    queryOptions({
      queryKey: [...managerQueries.all(), 'users', page, searchQuery] as const,
      queryFn: () =>
        api.get<ManagerUsersAnswer>('/api/manager/users', { query: { page, perPage: MANAGER_USERS_PAGE_SIZE, searchQuery: searchQuery || undefined } }),
      placeholderData: keepPreviousData,
    }),
}

/** get_worker_info: the manager's own workers, 10 a page. */
export function useManagerWorkers(page: number) {
  return useQuery(managerQueries.workers(page))
}

/** get-users-for-manager: the customers of the manager's workers, searched by name or email. */
export function useManagerUsers(page: number, searchQuery: string) {
  return useQuery(managerQueries.users(page, searchQuery))
}

/** create-worker-for-manager: the new worker belongs to the manager and chooses a password at first sign-in. */
export function useCreateWorker() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateWorkerBody) => api.post<z.infer<typeof StaffMessageAnswer> & { id: string }>('/api/manager/workers', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerQueries.all() }),
  })
}

/** reset-worker-password: a temporary password, shown once; the worker's sessions end. */
export function useResetWorkerPassword() {
  return useMutation({
    mutationFn: (workerId: string) =>
      api.post<Partial<z.infer<typeof ResetWorkerPasswordAnswer>>>(`/api/manager/workers/${encodeURIComponent(workerId)}/reset-password`),
  })
}
