import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SendBody, Wallet } from '@wallet/shared/money/wallets'
import { api } from '@/lib/api-client'
import { moneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

export type { Wallet }

/** The customer's figures per asset (the wallet part of get-user-profile-details). */
export const walletQueries = {
  all: () => ['wallets'] as const,
  list: () =>
    queryOptions({
      queryKey: walletQueries.all(),
      queryFn: () => api.GET('/api/wallets').then((answer) => answer.wallets),
    }),
}

export function useWallets() {
  return useQuery(walletQueries.list())
}

/** create-pending-withdrawal: one Idempotency-Key per intent, so a resubmission is not sent twice. */
export function useSendFunds() {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    request: (body: SendBody) => moneyRequest.POST('/api/wallets/send', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
  })
}
