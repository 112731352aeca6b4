import { icons } from '@/components/ui/icons'
import type { NotificationItem } from '../api/notifications'
import type { Translate } from '@/lib/i18n/use-t'

/**
 * The bell button's look, label and unread count, shared by the menu (notifications-menu.tsx) and the bell that
 * stands in for it until the menu's code has loaded (lazy-notifications-menu.tsx), so that the two cannot differ.
 */
export const BELL_CLASSES =
  'relative grid size-10 place-items-center rounded-xl border border-white/10 bg-white/[0.04] text-slate-300 transition hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10'

export const unreadCount = (items: NotificationItem[]) => items.filter((item) => !item.read).length

export const bellLabel = (unread: number, t: Translate) => t('bell.label', { unread })

/** The bell and, with unread notifications, their count. */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      {icons.bell}
      {unread > 0 && (
        <span
          data-testid="notifications-badge"
          className="absolute -top-1 -end-1 grid h-5 min-w-5 place-items-center rounded-full bg-gradient-to-r from-brand-500 to-accent-500 px-1 text-[10px] font-bold text-white ring-2 ring-ink-950"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </>
  )
}
