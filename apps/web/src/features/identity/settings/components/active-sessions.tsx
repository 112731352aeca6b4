import type { ActiveSession } from '@wallet/shared/identity/sessions-and-freeze'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import type { QueryState } from '@/lib/query-state'

export interface ActiveSessionsProps {
  sessions: QueryState<ActiveSession[]>
  /** The customer's own list: each other session can be ended, and all of them at once. Staff see the list only. */
  onEnd?: (session: ActiveSession) => void
  onEndOthers?: () => void
  /** The session being ended, or 'others'. */
  ending?: string | null
  /** What the last change did, or why it failed. */
  message?: { tone: 'success' | 'error'; text: string } | null
  /** The card's title; 'Devices and Sessions' when absent. */
  title?: string
}

/** Devices and sessions: browser and system, address and place, first and last seen, and which one is this device. */
export function ActiveSessions({ sessions, onEnd, onEndOthers, ending, message, title }: ActiveSessionsProps) {
  const t = useT()
  // The server names the browser, the system and the place in English; the catalogue holds its fixed words.
  const words = useMessageText()
  const list = sessions.status === 'success' ? sessions.data : []
  const others = list.filter((s) => !s.current).length
  return (
    <Card>
      <CardHeader
        title={title ?? t('sessions.title')}
        action={
          onEndOthers && others > 0 ? (
            <Button variant="secondary" size="sm" loading={ending === 'others'} onClick={onEndOthers}>
              {t('sessions.endOthers')}
            </Button>
          ) : undefined
        }
      />
      {message && (
        <div className="px-5 pt-4">
          <Banner tone={message.tone}>{message.text}</Banner>
        </div>
      )}
      {sessions.status === 'pending' ? (
        <p className="px-5 py-6 text-sm text-slate-400">{t('sessions.loading')}</p>
      ) : sessions.status === 'error' ? (
        <div className="p-5">
          <Banner>{t('sessions.failed')}</Banner>
        </div>
      ) : list.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-400">{t('sessions.empty')}</p>
      ) : (
        <ul aria-label={t('sessions.label')} className="divide-y divide-white/5">
          {list.map((s) => (
            <li
              key={s.id}
              aria-label={t('sessions.device', { browser: words(s.browser), system: words(s.system) })}
              className="flex flex-wrap items-start justify-between gap-3 px-5 py-4 text-sm"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-100">
                  {t('sessions.device', { browser: words(s.browser), system: words(s.system) })}
                  {s.current && <Badge tone="green">{t('sessions.thisDevice')}</Badge>}
                </p>
                <p className="font-mono text-xs break-all text-slate-300">
                  {s.ipAddress ?? t('sessions.unknownAddress')}
                  {s.place && <span className="font-sans text-slate-400"> · {words(s.place)}</span>}
                </p>
                <p className="text-xs text-slate-400">{t('sessions.seen', { first: formatDateTimeIn(s.firstSeen), last: formatDateTimeIn(s.lastSeen) })}</p>
              </div>
              {onEnd && !s.current && (
                <Button variant="secondary" size="sm" loading={ending === s.id} onClick={() => onEnd(s)}>
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
