import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { TransactionItem } from '@wallet/shared/money/transactions'
import { api, inQuery } from '@/lib/api-client'

export type { TransactionItem }

export const RECENT_TRANSACTIONS_FAILED = 'Failed to fetch recent transactions.'
export const STATEMENT_URL = '/api/transactions/statement.csv'

export const transactionQueries = {
  all: () => ['transactions'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: [...transactionQueries.all(), 'page', page] as const,
      queryFn: () => api.GET('/api/transactions', { params: { query: inQuery({ page }) } }),
      placeholderData: keepPreviousData,
    }),
  recent: () =>
    queryOptions({
      queryKey: [...transactionQueries.all(), 'recent'] as const,
      queryFn: () => api.GET('/api/transactions/recent').then((answer) => answer.items),
    }),
}

/** One page of the history, 10 entries, newest first, with the exact total. */
export function useTransactionPage(page: number) {
  return useQuery(transactionQueries.page(page))
}

/** The three newest entries for the overview. */
export function useRecentTransactions() {
  return useQuery(transactionQueries.recent())
}
