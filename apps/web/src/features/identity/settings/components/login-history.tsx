import { useState } from 'react'
import { LOGIN_HISTORY_PAGE_SIZE, type LoginHistoryEntry } from '@wallet/shared/identity/second-factors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { useT } from '@/lib/i18n/use-t'
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/media-query'
import type { QueryState } from '@/lib/query-state'

export interface LoginHistoryProps {
  /** Every entry (the customer's own, paged here 5 at a time), or with `serverPage` the one page the server sent. */
  history: QueryState<LoginHistoryEntry[]>
  /** Paging on the server (staff): the page shown and how to ask for another. Next is disabled once fewer than 5 came back. */
  serverPage?: { page: number; onPageChange: (page: number) => void }
  /** The text shown when the history failed to load ('Failed to load login history.' when absent). */
  failedMessage?: string
}

/** Recent sign-ins: date and time, IP address and client, 5 to a page. */
export function LoginHistory({ history, serverPage, failedMessage }: LoginHistoryProps) {
  const t = useT()
  const wide = useMediaQuery(WIDE_SCREEN_QUERY)
  const [clientPage, setClientPage] = useState(1)
  const entries = history.status === 'success' ? history.data : []

  let shown: LoginHistoryEntry[]
  let paging: { label: string; previous: (() => void) | null; next: (() => void) | null } | null
  if (serverPage) {
    const { page, onPageChange } = serverPage
    shown = entries
    const full = entries.length >= LOGIN_HISTORY_PAGE_SIZE
    paging =
      page > 1 || full
        ? {
            label: t('loginHistory.page', { page }),
            previous: page > 1 ? () => onPageChange(page - 1) : null,
            next: full ? () => onPageChange(page + 1) : null,
          }
        : null
  } else {
    const pages = Math.max(1, Math.ceil(entries.length / LOGIN_HISTORY_PAGE_SIZE))
    const current = Math.min(clientPage, pages)
    shown = entries.slice((current - 1) * LOGIN_HISTORY_PAGE_SIZE, current * LOGIN_HISTORY_PAGE_SIZE)
    paging =
      pages > 1
        ? {
            label: t('loginHistory.pageOf', { page: current, pages }),
            previous: current > 1 ? () => setClientPage(current - 1) : null,
            next: current < pages ? () => setClientPage(current + 1) : null,
          }
        : null
  }

  return (
    <Card>
      <CardHeader title={t('loginHistory.title')} />
      {history.status === 'pending' ? (
        <p className="px-5 py-6 text-sm text-slate-400">{t('loginHistory.loading')}</p>
      ) : history.status === 'error' ? (
        <div className="p-5">
          <Banner>{failedMessage ?? t('loginHistory.failed')}</Banner>
        </div>
      ) : (
        <>
          {shown.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-400">{t('loginHistory.empty')}</p>
          ) : (
            <div className={cn(history.isPlaceholderData && 'opacity-60')}>{wide ? <LoginTable entries={shown} /> : <LoginCards entries={shown} />}</div>
          )}
          {paging && (
            <nav
              aria-label={t('loginHistory.pagesLabel')}
              className="flex items-center justify-between border-t border-white/5 px-5 py-3 text-sm text-slate-400"
            >
              <Button variant="secondary" size="sm" disabled={!paging.previous} onClick={() => paging.previous?.()}>
                {t('common.previous')}
              </Button>
              <span>{paging.label}</span>
              <Button variant="secondary" size="sm" disabled={!paging.next} onClick={() => paging.next?.()}>
                {t('common.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  )
}

const signedInAt = (entry: LoginHistoryEntry) => formatDateTimeIn(entry.timestamp)

/** From the md breakpoint up: a table of fixed columns that never outgrows its card, the client cut to one line (in full in its tooltip). */
function LoginTable({ entries }: { entries: LoginHistoryEntry[] }) {
  const t = useT()
  return (
    <table className="w-full table-fixed text-start text-sm">
      <thead className="text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th scope="col" className="w-48 px-5 py-3 font-medium">
            {t('loginHistory.date')}
          </th>
          <th scope="col" className="w-44 px-5 py-3 font-medium">
            {t('loginHistory.ip')}
          </th>
          <th scope="col" className="px-5 py-3 font-medium">
            {t('loginHistory.client')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-white/5">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="px-5 py-3 whitespace-nowrap text-slate-200">{signedInAt(entry)}</td>
            <td className="truncate px-5 py-3 font-mono text-xs text-slate-300" title={entry.ip_address ?? undefined}>
              {entry.ip_address ?? t('kycDetails.none')}
            </td>
            <td className="truncate px-5 py-3 text-slate-400" title={entry.user_agent ?? undefined}>
              {entry.user_agent ?? t('kycDetails.none')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Below the md breakpoint: one card per sign-in with every field in full. */
function LoginCards({ entries }: { entries: LoginHistoryEntry[] }) {
  const t = useT()
  return (
    <ul aria-label={t('loginHistory.signIns')} className="divide-y divide-white/5">
      {entries.map((entry) => (
        <li key={entry.id} className="px-5 py-3 text-sm">
          <p className="whitespace-nowrap text-slate-200">{signedInAt(entry)}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            <dt className="text-slate-400">{t('loginHistory.ip')}</dt>
            <dd className="font-mono break-all text-slate-300">{entry.ip_address ?? t('kycDetails.none')}</dd>
            <dt className="text-slate-400">{t('loginHistory.client')}</dt>
            <dd className="break-words text-slate-300">{entry.user_agent ?? t('kycDetails.none')}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}
