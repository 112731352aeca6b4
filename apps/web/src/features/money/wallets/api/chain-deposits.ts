import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useServerEvent } from '@/lib/event-stream'
import { walletQueries } from './wallets'

/** The customer's deposits found on the chain: pending ones with their confirmations, then the newest credited. */
export const chainDepositQueries = {
  all: () => ['chain-deposits'] as const,
  list: () =>
    queryOptions({
      queryKey: chainDepositQueries.all(),
      queryFn: () => api.GET('/api/wallets/deposits').then((answer) => answer.deposits),
    }),
}

/**
 * The deposits, live: each `deposit` event (seen, one more confirmation, dropped) reloads them, and each `transaction`
 * event (a credit is a ledger row) reloads the wallets' figures too.
 */
export function useChainDeposits(enabled: boolean) {
  const queryClient = useQueryClient()
  useServerEvent('deposit', () => {
    void queryClient.invalidateQueries({ queryKey: chainDepositQueries.all() })
  })
  useServerEvent('transaction', () => {
    void queryClient.invalidateQueries({ queryKey: walletQueries.all() })
  })
  return useQuery({ ...chainDepositQueries.list(), enabled })
}
