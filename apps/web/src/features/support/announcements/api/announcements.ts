import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Announcement, AnnouncementList } from '@wallet/shared/support/announcements'
import { LATEST_ANNOUNCEMENTS } from '@wallet/shared/back-office/workers'
import { useEffect, useRef } from 'react'
import { api } from '@/lib/api-client'
import { useEventStreamStatus, useServerEvent } from '@/lib/event-stream'

export const announcementQueries = {
  all: () => ['announcements'] as const,
  latest: () =>
    queryOptions({
      queryKey: [...announcementQueries.all(), 'latest'] as const,
      queryFn: () => api.GET('/api/worker/announcements'),
    }),
}

/** The latest 5 announcements of the worker's manager, newest first. */
export function useLatestAnnouncements() {
  return useQuery(announcementQueries.latest())
}

/** Puts a newly arrived announcement first, once, and keeps the latest 5. */
export function withArrived(list: AnnouncementList | undefined, arrived: Announcement): AnnouncementList | undefined {
  if (!list) return list
  if (list.announcements.some((a) => a.id === arrived.id)) return list
  return { announcements: [arrived, ...list.announcements].slice(0, LATEST_ANNOUNCEMENTS) }
}

function isAnnouncement(data: unknown): data is Announcement {
  const a = data as Partial<Announcement> | null
  return typeof a === 'object' && a !== null && typeof a.id === 'string' && typeof a.message === 'string' && typeof a.created_at === 'string'
}

/**
 * A new announcement of the manager shows at once, from the page's shared event stream. After the stream was down,
 * the list is asked for again, so that nothing sent meanwhile is missed.
 */
export function useAnnouncementEvents() {
  const queryClient = useQueryClient()
  useServerEvent('announcement', (data) => {
    if (!isAnnouncement(data)) return
    queryClient.setQueryData(announcementQueries.latest().queryKey, (list) => withArrived(list, data))
  })
  const status = useEventStreamStatus()
  const wasDown = useRef(false)
  useEffect(() => {
    if (status === 'error') wasDown.current = true
    else if (status === 'open' && wasDown.current) {
      wasDown.current = false
      void queryClient.invalidateQueries({ queryKey: announcementQueries.all() })
    }
  }, [status, queryClient])
}

/** create_announcement: to every worker of the signed-in manager. */
export function useSendAnnouncement() {
  return useMutation({
    mutationFn: (message: string) => api.POST('/api/manager/announcements', { body: { message } }),
  })
}
