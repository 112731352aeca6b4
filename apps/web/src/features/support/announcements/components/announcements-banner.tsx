import type { Announcement } from '@wallet/shared/support/announcements'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { RichText } from '@/lib/i18n/rich-text'
import { useT } from '@/lib/i18n/use-t'
import { useAnnouncementEvents, useLatestAnnouncements } from '../api/announcements'
import { useDismissedAnnouncements } from '../api/dismissed-announcements'

function AnnouncementItem({ announcement, onDismiss }: { announcement: Announcement; onDismiss: () => void }) {
  const t = useT()
  return (
    <li className="flex items-start gap-3 rounded-xl border border-brand-400/25 bg-brand-500/10 px-4 py-3 animate-fade-in">
      <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-lg bg-brand-500/20 text-brand-300" aria-hidden="true">
        <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
        </svg>
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">{announcement.message}</p>
        <p className="mt-1 text-xs text-slate-400">
          <RichText text={t('announcements.from', { at: formatDateTimeIn(announcement.created_at) })} parts={[<time dateTime={announcement.created_at} />]} />
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('announcements.dismiss', { message: announcement.message.slice(0, 60) })}
        className="rounded-lg p-1.5 text-slate-400 transition hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  )
}

/**
 * The worker's announcements: the latest 5 of their manager that this browser has not dismissed, a new one appearing
 * live. Nothing shows while none is left; a failed load stays silent (part 2 §8).
 */
export function AnnouncementsBanner() {
  const latest = useLatestAnnouncements()
  useAnnouncementEvents()
  const { dismissed, dismiss } = useDismissedAnnouncements()
  const shown = (latest.data?.announcements ?? []).filter((a) => !dismissed.has(a.id))
  const t = useT()
  return (
    <section aria-label={t('announcements.label')} aria-live="polite" className={shown.length > 0 ? 'mb-6' : undefined}>
      {shown.length > 0 && (
        <ul className="space-y-2">
          {shown.map((announcement) => (
            <AnnouncementItem key={announcement.id} announcement={announcement} onDismiss={() => dismiss(announcement.id)} />
          ))}
        </ul>
      )}
    </section>
  )
}
