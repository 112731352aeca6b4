import * as Popover from '@radix-ui/react-popover'
import { useId } from 'react'
import { cn } from '@/components/ui/cn'
import { icons } from '@/components/ui/icons'
import { type NotificationItem, useMarkNotificationsRead, useNotifications } from '../api/notifications'
import { BELL_CLASSES, BellFace, bellLabel, unreadCount } from './bell'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import { formatShortDateTime } from '@/lib/i18n/format'

/**
 * The bell in the top bar with its unread count and the dropdown list.
 * `defaultOpen` and `autoFocus`: for when it replaces the bell that stood in for it, pressed or focused
 * (lazy-notifications-menu.tsx).
 */
export function NotificationsMenu({ defaultOpen, autoFocus }: { defaultOpen?: boolean; autoFocus?: boolean }) {
  const { data: items = [], isPending } = useNotifications()
  const markRead = useMarkNotificationsRead()
  const unread = unreadCount(items)
  const headingId = useId()
  const t = useT()

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={BELL_CLASSES} autoFocus={autoFocus} aria-label={bellLabel(unread, t)}>
        <BellFace unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={headingId}
          className="glass-floating z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl p-0 shadow-2xl outline-none animate-pop-in"
        >
          <div className="flex items-center justify-between gap-3 border-b border-white/5 px-4 py-3">
            <h2 id={headingId} className="text-sm font-semibold text-white">
              {t('bell.title')}
            </h2>
            <button
              type="button"
              onClick={() => markRead.mutate(null)}
              disabled={unread === 0}
              className="rounded-md text-xs font-medium text-brand-300 transition hover:text-white disabled:cursor-default disabled:text-slate-500"
            >
              {t('bell.markAll')}
            </button>
          </div>
          <div className="max-h-80 overflow-y-auto" aria-live="polite">
            {isPending ? (
              <p className="px-4 py-8 text-center text-sm text-slate-400">{t('bell.loading')}</p>
            ) : items.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-400">{t('bell.empty')}</p>
            ) : (
              <ul className="divide-y divide-white/5">
                {items.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <NotificationRow item={item} onOpen={() => !item.read && item.kind === 'notification' && markRead.mutate(item.id)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const shownAt = formatShortDateTime(item.createdAt)
  const t = useT()
  // A notice the server wrote from a fixed text shows in the page's language; one with a customer's details, as written.
  const message = useMessageText()
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn('flex w-full items-start gap-3 px-4 py-3 text-start transition hover:bg-white/[0.04]', !item.read && 'bg-brand-500/[0.06]')}
    >
      <span
        className={cn(
          'mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg',
          item.kind === 'deposit' ? 'bg-emerald-500/15 text-emerald-300' : 'bg-brand-500/15 text-brand-300',
        )}
      >
        {item.kind === 'deposit' ? icons.deposit : icons.bell}
      </span>
      {/* The name is what shows (message and date), after 'Unread:' for an unread one. */}
      <span className="min-w-0 flex-1">
        {!item.read && <span className="sr-only">{t('bell.unread')}</span>}
        <span className={cn('block text-sm leading-snug', item.read ? 'text-slate-300' : 'font-medium text-white')}>{message(item.message)}</span>
        <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">{shownAt}</span>
      </span>
      {!item.read && <span className="mt-2 size-2 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />}
    </button>
  )
}
