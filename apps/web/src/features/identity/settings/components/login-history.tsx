import { format } from 'date-fns'
import { useState } from 'react'
import { LOGIN_HISTORY_PAGE_SIZE, type LoginHistoryEntry } from '@wallet/shared/identity/second-factors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/media-query'
import type { QueryState } from '@/lib/query-state'

const LOAD_FAILED = 'Failed to load login history.'

export interface LoginHistoryProps {
  /** Every entry (the customer's own, paged here 5 at a time), or with `serverPage` the one page the server sent. */
  history: QueryState<LoginHistoryEntry[]>
  /** Paging on the server (staff): the page shown and how to ask for another. Next is disabled once fewer than 5 came back. */
  serverPage?: { page: number; onPageChange: (page: number) => void }
  /** The text shown when the history failed to load. */
  failedMessage?: string
}

/** Recent sign-ins: date and time, IP address and client, 5 to a page. */
export function LoginHistory({ history, serverPage, failedMessage = LOAD_FAILED }: LoginHistoryProps) {
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
        ? { label: `Page ${page}`, previous: page > 1 ? () => onPageChange(page - 1) : null, next: full ? () => onPageChange(page + 1) : null }
        : null
  } else {
    const pages = Math.max(1, Math.ceil(entries.length / LOGIN_HISTORY_PAGE_SIZE))
    const current = Math.min(clientPage, pages)
    shown = entries.slice((current - 1) * LOGIN_HISTORY_PAGE_SIZE, current * LOGIN_HISTORY_PAGE_SIZE)
    paging =
      pages > 1
        ? {
            label: `Page ${current} of ${pages}`,
            previous: current > 1 ? () => setClientPage(current - 1) : null,
            next: current < pages ? () => setClientPage(current + 1) : null,
          }
        : null
  }

  return (
    <Card>
      <CardHeader title="Login History" />
      {history.status === 'pending' ? (
        <p className="px-5 py-6 text-sm text-slate-400">Loading login history...</p>
      ) : history.status === 'error' ? (
        <div className="p-5">
          <Banner>{failedMessage}</Banner>
        </div>
      ) : (
        <>
          {shown.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-400">No login history found.</p>
          ) : (
            <div className={cn(history.isPlaceholderData && 'opacity-60')}>{wide ? <LoginTable entries={shown} /> : <LoginCards entries={shown} />}</div>
          )}
          {paging && (
            <nav aria-label="Login history pages" className="flex items-center justify-between border-t border-white/5 px-5 py-3 text-sm text-slate-400">
              <Button variant="secondary" size="sm" disabled={!paging.previous} onClick={() => paging.previous?.()}>
                Previous
              </Button>
              <span>{paging.label}</span>
              <Button variant="secondary" size="sm" disabled={!paging.next} onClick={() => paging.next?.()}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  )
}

const signedInAt = (entry: LoginHistoryEntry) => format(new Date(entry.timestamp), 'dd MMM yyyy, HH:mm')

/** From the md breakpoint up: a table of fixed columns that never outgrows its card, the client cut to one line (in full in its tooltip). */
function LoginTable({ entries }: { entries: LoginHistoryEntry[] }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th scope="col" className="w-48 px-5 py-3 font-medium">
            Date &amp; Time
          </th>
          <th scope="col" className="w-44 px-5 py-3 font-medium">
            IP Address
          </th>
          <th scope="col" className="px-5 py-3 font-medium">
            Client
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-white/5">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="px-5 py-3 whitespace-nowrap text-slate-200">{signedInAt(entry)}</td>
            <td className="truncate px-5 py-3 font-mono text-xs text-slate-300" title={entry.ip_address ?? undefined}>
              {entry.ip_address ?? 'N/A'}
            </td>
            <td className="truncate px-5 py-3 text-slate-400" title={entry.user_agent ?? undefined}>
              {entry.user_agent ?? 'N/A'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Below the md breakpoint: one card per sign-in with every field in full. */
function LoginCards({ entries }: { entries: LoginHistoryEntry[] }) {
  return (
    <ul aria-label="Sign-ins" className="divide-y divide-white/5">
      {entries.map((entry) => (
        <li key={entry.id} className="px-5 py-3 text-sm">
          <p className="whitespace-nowrap text-slate-200">{signedInAt(entry)}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            <dt className="text-slate-400">IP Address</dt>
            <dd className="font-mono break-all text-slate-300">{entry.ip_address ?? 'N/A'}</dd>
            <dt className="text-slate-400">Client</dt>
            <dd className="break-words text-slate-300">{entry.user_agent ?? 'N/A'}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}
