import type { AccountActivityItem } from '@wallet/shared/back-office/account-activity'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { RichText } from '@/lib/i18n/rich-text'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import type { QueryState } from '@/lib/query-state'
import { activityChangeLine } from './activity-change-text'

/**
 * The Notifications tab: 'Account activity', every action support staff took on the account, newest first, with
 * what changed, when, and the staff role (never the person's name). The server writes the label and the role in
 * English, which the catalogue's messages part translates (decision 153), and sends the changes as fields and values,
 * worded here; the values and staff's reason show as written.
 */
export function NotificationsPanel({ activity }: { activity: QueryState<AccountActivityItem[]> }) {
  const t = useT()
  const message = useMessageText()
  return (
    <Card>
      <CardHeader title={t('activity.title')} />
      <p className="border-b border-white/5 px-5 py-3 text-sm text-slate-400">{t('activity.intro')}</p>
      {activity.status === 'pending' ? (
        <div className="space-y-3 p-5" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="w-56" />
          <Skeleton className="w-72" />
          <Skeleton className="w-48" />
        </div>
      ) : activity.status === 'error' ? (
        <div className="p-5">
          <Banner>{t('activity.failed')}</Banner>
        </div>
      ) : activity.data.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-400">{t('activity.empty')}</p>
      ) : (
        <ol className="divide-y divide-white/5" aria-label={t('activity.title')}>
          {activity.data.map((item) => (
            <li key={item.id} className="px-5 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-sm font-medium text-white">{message(item.label)}</p>
                <p className="text-xs text-slate-400">
                  <RichText text={t('activity.when', { at: formatDateTimeIn(item.at), by: message(item.by) })} parts={[<time dateTime={item.at} />]} />
                </p>
              </div>
              {(item.changes.length > 0 || item.reason !== null) && (
                <ul className="mt-2 space-y-1 text-sm text-slate-300">
                  {item.changes.map((change, i) => (
                    <li key={i} className="break-words">
                      {activityChangeLine(t, change)}
                    </li>
                  ))}
                  {item.reason !== null && <li className="break-words">{t('activity.reason', { reason: item.reason })}</li>}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
