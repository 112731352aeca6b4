import { useQuery } from '@tanstack/react-query'
import { usePaintedAndIdle, useStandIn } from '@/lib/page-thread'
import { notificationQueries } from '../api/notifications'
import { BELL_CLASSES, BellFace, bellLabel, unreadCount } from './bell'
import { useT } from '@/lib/i18n/use-t'

const loadNotificationsMenu = () => import('./notifications-menu')

/**
 * The bell with its unread count at once, and the code of its list (Radix's popover) as soon as the bell is pointed
 * at, focused or pressed: the dashboard does not load or run a list nobody has opened
 * (docs/decisions/068-overview-first-paint.md). The notifications themselves (for the count) are asked for once the
 * page has painted and is idle. Until the list has loaded this bell stands in for it; a press opens the list once it
 * is in, and a focused bell stays focused.
 */
export function NotificationsMenu() {
  const { module, pressed, focused, props: standIn } = useStandIn(loadNotificationsMenu)
  const idle = usePaintedAndIdle()
  const t = useT()
  const { data: items = [] } = useQuery({ ...notificationQueries.list(), enabled: idle })
  if (module) return <module.NotificationsMenu defaultOpen={pressed} autoFocus={focused} />
  const unread = unreadCount(items)
  return (
    <button type="button" aria-label={bellLabel(unread, t)} aria-haspopup="dialog" aria-expanded={false} className={BELL_CLASSES} {...standIn}>
      <BellFace unread={unread} />
    </button>
  )
}
