import { useState } from 'react'
import { icons } from '@/components/ui/icons'
import { useModuleAfterPaint } from '@/lib/page-thread'
import { BELL_CLASSES } from './bell'

const loadNotificationsMenu = () => import('./notifications-menu')

/**
 * The bell at once, and the code of its list (Radix's popover) once the page has painted and is idle, or as soon as
 * the bell is pointed at, focused or pressed: the dashboard's first paint does not wait for it
 * (docs/decisions/068-overview-first-paint.md). The list (and so the unread count) is asked for once the menu is in.
 * Until then the same bell stands in for it; a press opens the list once it has loaded, and a focused bell stays
 * focused.
 */
export function NotificationsMenu() {
  const { module, request } = useModuleAfterPaint(loadNotificationsMenu)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  if (module) return <module.NotificationsMenu defaultOpen={pressed} autoFocus={focused} />
  return (
    <button
      type="button"
      aria-label="Notifications"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={BELL_CLASSES}
      onPointerEnter={request}
      onFocus={() => {
        setFocused(true)
        request()
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setPressed(true)
        request()
      }}
    >
      {icons.bell}
    </button>
  )
}
