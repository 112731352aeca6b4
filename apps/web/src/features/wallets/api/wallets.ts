import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SendBody, SendResponse, Wallet, WalletList } from '@wallet/shared/wallets'
import { api } from '@/lib/api-client'

export type { Wallet }

/** The customer's figures per asset (the wallet part of get-user-profile-details). */
export const walletQueries = {
  all: () => ['wallets'] as const,
  list: () =>
    queryOptions({
      queryKey: walletQueries.all(),
      queryFn: () => api.get<WalletList>('/api/wallets').then((answer) => answer.wallets),
    }),
}

export function useWallets() {
  return useQuery(walletQueries.list())
}

/** create-pending-withdrawal: one Idempotency-Key per submission, so a retried request is not sent twice. */
export function useSendFunds() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendBody) => api.post<SendResponse>('/api/wallets/send', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
  })
}
