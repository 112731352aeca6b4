import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { BuyingLink, PaymentRequestBody, PaymentRequestResponse } from '@wallet/shared/payments'
import { api } from '@/lib/api-client'

export type PaymentKind = 'deposit' | 'withdrawal'

export const paymentQueries = {
  buyingLinks: () =>
    queryOptions({
      queryKey: ['buying-links'] as const,
      queryFn: () => api.get<{ items: BuyingLink[] }>('/api/payments/buying-links').then((answer) => answer.items),
    }),
}

export function useBuyingLinks() {
  return useQuery(paymentQueries.buyingLinks())
}

/** create-deposit-request / create-withdrawal-request, with one Idempotency-Key per submission. */
export function usePaymentRequest(kind: PaymentKind) {
  return useMutation({
    mutationFn: (body: PaymentRequestBody) =>
      api.post<PaymentRequestResponse>(kind === 'deposit' ? '/api/payments/deposits' : '/api/payments/withdrawals', body, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
  })
}
