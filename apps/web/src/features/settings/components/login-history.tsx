import { format } from 'date-fns'
import { useState } from 'react'
import { LOGIN_HISTORY_PAGE_SIZE } from '@wallet/shared/security'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { useLoginHistory } from '../api/security'

/** Recent sign-ins, paged in the browser 5 at a time. */
export function LoginHistory() {
  const history = useLoginHistory()
  const [page, setPage] = useState(1)
  const entries = history.data ?? []
  const pages = Math.max(1, Math.ceil(entries.length / LOGIN_HISTORY_PAGE_SIZE))
  const current = Math.min(page, pages)
  const shown = entries.slice((current - 1) * LOGIN_HISTORY_PAGE_SIZE, current * LOGIN_HISTORY_PAGE_SIZE)

  return (
    <Card>
      <CardHeader title="Login History" />
      {history.isPending ? (
        <p className="px-5 py-6 text-sm text-slate-400">Loading login history...</p>
      ) : history.isError ? (
        <div className="p-5">
          <Banner>Failed to load login history.</Banner>
        </div>
      ) : entries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-400">No login history found.</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-5 py-3 font-medium">Date &amp; Time</th>
                  <th scope="col" className="px-5 py-3 font-medium">IP Address</th>
                  <th scope="col" className="px-5 py-3 font-medium">Client</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {shown.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-5 py-3 whitespace-nowrap text-slate-200">{format(new Date(entry.timestamp), 'dd MMM yyyy, HH:mm')}</td>
                    <td className="px-5 py-3 font-mono text-xs text-slate-300">{entry.ip_address ?? 'N/A'}</td>
                    <td className="max-w-[28rem] truncate px-5 py-3 text-slate-400" title={entry.user_agent ?? undefined}>
                      {entry.user_agent ?? 'N/A'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label="Login history pages" className="flex items-center justify-between border-t border-white/5 px-5 py-3 text-sm text-slate-400">
              <Button variant="secondary" size="sm" disabled={current === 1} onClick={() => setPage(current - 1)}>
                Previous
              </Button>
              <span>
                Page {current} of {pages}
              </span>
              <Button variant="secondary" size="sm" disabled={current === pages} onClick={() => setPage(current + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  )
}
