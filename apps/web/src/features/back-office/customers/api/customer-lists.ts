import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { MANAGER_USERS_PAGE_SIZE } from '@wallet/shared/back-office/workers'
import { api } from '@/lib/api-client'

/** The lists of customers above a worker: the manager's team's and the admin's everyone. */
export const customerListQueries = {
  all: () => ['customer-lists'] as const,
  team: (page: number, searchQuery: string) =>
    queryOptions({
      queryKey: [...customerListQueries.all(), 'team', page, searchQuery] as const,
      queryFn: () => api.GET('/api/manager/users', { params: { query: { page, perPage: MANAGER_USERS_PAGE_SIZE, searchQuery: searchQuery || undefined } } }),
      placeholderData: keepPreviousData,
    }),
  everyone: (page: number, search: string) =>
    queryOptions({
      queryKey: [...customerListQueries.all(), 'everyone', page, search] as const,
      queryFn: () => api.GET('/api/admin/customers', { params: { query: { page, search: search || undefined } } }),
      placeholderData: keepPreviousData,
    }),
}

/** get-users-for-manager: the customers of the manager's workers, searched by name or email. */
export function useManagerUsers(page: number, searchQuery: string) {
  return useQuery(customerListQueries.team(page, searchQuery))
}

/** Every customer, searched by name or email (the admin). */
export function useAllCustomers(page: number, search: string) {
  return useQuery(customerListQueries.everyone(page, search))
}
