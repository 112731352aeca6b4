import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Ticket, TicketFilter } from '@wallet/shared/support/tickets'
import { api } from '@/lib/api-client'

export type TicketStatus = Ticket['status']

export const workerTicketQueries = {
  all: () => ['worker-tickets'] as const,
  lists: () => [...workerTicketQueries.all(), 'list'] as const,
  /** The caller's tickets, or (on the staff profile's Tickets tab) one customer's. */
  page: (status: TicketFilter, page: number, customerId?: string) =>
    queryOptions({
      queryKey: [...workerTicketQueries.lists(), customerId ?? 'mine', status, page] as const,
      queryFn: () =>
        customerId
          ? api.GET('/api/customers/{customerId}/tickets', { params: { path: { customerId }, query: { status, page } } })
          : api.GET('/api/worker/tickets', { params: { query: { status, page } } }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...workerTicketQueries.all(), 'detail', id] as const,
      queryFn: () => api.GET('/api/worker/tickets/{id}', { params: { path: { id } } }),
    }),
}

/**
 * get-worker-tickets: the tickets the caller answers (a worker's own, a manager's team's, an admin's all), 5 a page,
 * with the count of each status; or, with a customer, that customer's tickets (the staff profile's Tickets tab).
 */
export function useWorkerTicketPage(status: TicketFilter, page: number, customerId?: string) {
  return useQuery(workerTicketQueries.page(status, page, customerId))
}

export function useWorkerTicketDetail(id: string | null) {
  return useQuery({ ...workerTicketQueries.detail(id ?? ''), enabled: id !== null })
}

/** A reply labelled 'Support Manager'; on an open ticket it moves the ticket to in progress. */
export function useWorkerReply(ticketId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) => api.POST('/api/worker/tickets/{id}/responses', { params: { path: { id: ticketId } }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerTicketQueries.all() }),
  })
}

/** update-ticket-status. The list is reloaded by the caller, a second later (part 2 §4). */
export function useSetTicketStatus(ticketId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: TicketStatus) => api.POST('/api/worker/tickets/{id}/status', { params: { path: { id: ticketId } }, body: { status } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(workerTicketQueries.detail(ticketId).queryKey, (detail) =>
        detail && answer?.ticket ? { ...detail, ticket: answer.ticket } : detail,
      )
    },
  })
}

/** Reloads the worker's ticket lists (every tab and page). */
export function useReloadWorkerTickets() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: workerTicketQueries.lists() })
}
