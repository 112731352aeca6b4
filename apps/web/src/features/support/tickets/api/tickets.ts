import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateTicketBody } from '@wallet/shared/support/tickets'
import { api, inQuery } from '@/lib/api-client'

export const ticketQueries = {
  all: () => ['tickets'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'page', page] as const,
      queryFn: () => api.GET('/api/tickets', { params: { query: inQuery({ page }) } }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'detail', id] as const,
      queryFn: () => api.GET('/api/tickets/{id}', { params: { path: { id } } }),
    }),
}

/** The customer's own tickets, newest first, one page at a time. */
export function useTicketPage(page: number) {
  return useQuery(ticketQueries.page(page))
}

export function useTicketDetail(id: string | null) {
  return useQuery({ ...ticketQueries.detail(id ?? ''), enabled: id !== null })
}

export function useCreateTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateTicketBody) => api.POST('/api/tickets', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketQueries.all() }),
  })
}

export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) => api.POST('/api/tickets/{id}/responses', { params: { path: { id: ticketId } }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketQueries.all() }),
  })
}
