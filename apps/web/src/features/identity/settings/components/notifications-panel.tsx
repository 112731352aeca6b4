import { format } from 'date-fns'
import type { AccountActivityItem } from '@wallet/shared/back-office/account-activity'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { QueryState } from '@/lib/query-state'

const LOAD_FAILED = 'Failed to load account activity.'

/**
 * The Notifications tab: 'Account activity', every action support staff took on the account, newest first, with
 * what changed, when, and the staff role (never the person's name).
 */
export function NotificationsPanel({ activity }: { activity: QueryState<AccountActivityItem[]> }) {
  return (
    <Card>
      <CardHeader title="Account activity" />
      <p className="border-b border-white/5 px-5 py-3 text-sm text-slate-400">
        Everything our support team has done on your account. If something here surprises you, open a support ticket.
      </p>
      {activity.status === 'pending' ? (
        <div className="space-y-3 p-5" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="w-56" />
          <Skeleton className="w-72" />
          <Skeleton className="w-48" />
        </div>
      ) : activity.status === 'error' ? (
        <div className="p-5">
          <Banner>{LOAD_FAILED}</Banner>
        </div>
      ) : activity.data.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-400">No actions have been taken on your account by our staff.</p>
      ) : (
        <ol className="divide-y divide-white/5" aria-label="Account activity">
          {activity.data.map((item) => (
            <li key={item.id} className="px-5 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-sm font-medium text-white">{item.label}</p>
                <p className="text-xs text-slate-400">
                  <time dateTime={item.at}>{format(new Date(item.at), 'dd MMM yyyy, HH:mm')}</time> · by {item.by}
                </p>
              </div>
              {item.details.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm text-slate-300">
                  {item.details.map((detail, i) => (
                    <li key={i} className="break-words">
                      {detail}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
