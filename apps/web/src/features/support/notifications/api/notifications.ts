import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { NOTIFICATION_LIMITS } from '@wallet/shared/support/notification-rules'
import type { NotificationItem } from '@wallet/shared/support/notifications'
import { api } from '@/lib/api-client'

export type { NotificationItem }

export const NOTIFICATIONS_POLL_MS = NOTIFICATION_LIMITS.pollMs

export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: () =>
    queryOptions({
      queryKey: notificationQueries.all(),
      queryFn: () => api.GET('/api/notifications').then((answer) => answer.items),
      refetchInterval: NOTIFICATIONS_POLL_MS,
      staleTime: NOTIFICATIONS_POLL_MS,
    }),
}

export function useNotifications() {
  return useQuery(notificationQueries.list())
}

/**
 * Marks notifications read at once and puts them back if the server refuses. Failures are silent.
 * `id` null means every unread one.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  const key = notificationQueries.all()
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null ? api.POST('/api/notifications/read-all') : api.POST('/api/notifications/{id}/read', { params: { path: { id } } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<NotificationItem[]>(key)
      queryClient.setQueryData<NotificationItem[]>(key, (items) => items?.map((item) => (id === null || item.id === id ? { ...item, read: true } : item)))
      return { previous }
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
