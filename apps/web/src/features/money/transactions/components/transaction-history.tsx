import { TRANSACTIONS_PAGE_SIZE } from '@wallet/shared/money/transactions'
import type { ReactNode } from 'react'
import { Banner } from '@/components/ui/banner'
import { buttonClasses } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { STATEMENT_URL, type TransactionItem } from '../api/transactions'
import { TransactionList } from './transaction-list'
import { useT } from '@/lib/i18n/use-t'

const FETCH_FAILED = 'Failed to fetch transactions.'

export interface TransactionHistoryProps<T extends TransactionItem> {
  /** The current page (10 entries, newest first) and the exact number of entries. */
  history: QueryState<{ items: T[]; total: number }>
  page: number
  onPageChange: (page: number) => void
  /** Called with the clicked entry (the customer's details, the staff edit dialog). */
  onSelect?: (item: T) => void
  /** Entries kept out of the customer's history; staff see them marked and not clickable. */
  isHidden?: (item: T) => boolean
  /** A word of warning beside an entry's title. */
  flag?: (item: T) => string | null
  /** Shown at the right of the heading, e.g. the statement download. */
  action?: ReactNode
  /** The live-reload connection's problem, if any. */
  realtimeError?: string | null
  /** Entries per page: the customer's 10, or what another list pages by. */
  pageSize?: number
}

/** 'Transaction History': the paged list (10 a page for the customer) with the exact count. */
export function TransactionHistory<T extends TransactionItem>({
  history,
  page,
  onPageChange,
  onSelect,
  isHidden,
  flag,
  action,
  realtimeError,
  pageSize = TRANSACTIONS_PAGE_SIZE,
}: TransactionHistoryProps<T>) {
  const t = useT()
  const total = history.status === 'success' ? history.data.total : 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))

  return (
    <div className="space-y-4">
      {realtimeError && <Banner tone="warning">{realtimeError}</Banner>}
      <Card>
        <CardHeader title={t('transactions.history')} action={action} />
        {history.status === 'pending' ? (
          <div className="flex items-center justify-center gap-3 p-10 text-sm text-slate-400">
            <Spinner /> {t('transactions.loading')}
          </div>
        ) : history.status === 'error' ? (
          <div className="p-4">
            <Banner>{errorMessage(history.error, FETCH_FAILED)}</Banner>
          </div>
        ) : history.data.items.length === 0 ? (
          <p className="p-10 text-center text-sm text-slate-400">{t('transactions.empty')}</p>
        ) : (
          <>
            <TransactionList
              items={history.data.items}
              onSelect={onSelect}
              isHidden={isHidden}
              flag={flag}
              className={history.isPlaceholderData ? 'opacity-60' : undefined}
            />
            <Pagination page={page} pageCount={pageCount} total={total} onPageChange={onPageChange} />
          </>
        )}
      </Card>
    </div>
  )
}

/** The customer's statement of every entry, as CSV. */
export function StatementDownloadLink() {
  const t = useT()
  return (
    <a href={STATEMENT_URL} download className={buttonClasses('secondary', 'sm')}>
      {t('transactions.statement')}
    </a>
  )
}
