import { format } from 'date-fns'
import { TRANSACTIONS_PAGE_SIZE } from '@wallet/shared/transactions'
import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { buttonClasses } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { useTransactionEvents } from '../api/transaction-events'
import { STATEMENT_URL, type TransactionItem, useTransactionPage } from '../api/transactions'
import { TransactionDetailDialog } from './transaction-detail-dialog'
import { formatHistoryAmount, TYPE_LABELS, transactionTitle } from './transaction-format'
import { StatusBadge, TransactionStatusIcon } from './transaction-status'

/** The paged history (10 a page, newest first), reloaded live, with a detail dialog per entry. */
export function TransactionHistory() {
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<TransactionItem | null>(null)
  const history = useTransactionPage(page)
  const realtimeError = useTransactionEvents()
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / TRANSACTIONS_PAGE_SIZE))

  return (
    <div className="space-y-4">
      {realtimeError && <Banner tone="warning">{realtimeError}</Banner>}
      <Card>
        <CardHeader
          title="Transaction History"
          action={
            <a href={STATEMENT_URL} download className={buttonClasses('secondary', 'sm')}>
              Download statement (CSV)
            </a>
          }
        />
        {history.isPending ? (
          <div className="flex items-center justify-center gap-3 p-10 text-sm text-slate-400">
            <Spinner /> Loading transactions...
          </div>
        ) : history.isError ? (
          <div className="p-4">
            <Banner>{errorMessage(history.error, 'Failed to fetch transactions.')}</Banner>
          </div>
        ) : history.data.items.length === 0 ? (
          <p className="p-10 text-center text-sm text-slate-400">No transactions found</p>
        ) : (
          <>
            <ul aria-label="Transactions" className={cn('divide-y divide-white/5', history.isPlaceholderData && 'opacity-60')}>
              {history.data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(item)}
                    className="flex w-full items-center gap-4 px-5 py-3.5 text-left transition hover:bg-white/[0.03] focus-visible:bg-white/[0.03]"
                  >
                    <TransactionStatusIcon item={item} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-white">{transactionTitle(item)}</p>
                      <p className="text-xs text-slate-400">
                        {format(new Date(item.sentAt), 'dd MMM yyyy | HH:mm')}
                        {item.type && <> · {TYPE_LABELS[item.type] ?? item.type}</>}
                      </p>
                    </div>
                    <StatusBadge status={item.status} />
                    <span className="w-44 text-right font-mono text-sm tabular-nums text-slate-100">
                      {item.swap ? (
                        <>
                          {formatHistoryAmount(item.swap.from.amount)} {item.swap.from.assetId}
                          {item.swap.to && (
                            <span className="block text-xs text-emerald-300">
                              {formatHistoryAmount(item.swap.to.amount)} {item.swap.to.assetId}
                            </span>
                          )}
                        </>
                      ) : (
                        <>
                          {formatHistoryAmount(item.amount)} {item.assetId}
                        </>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount} total={history.data.total} onPageChange={setPage} />
          </>
        )}
      </Card>
      <TransactionDetailDialog item={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </div>
  )
}
