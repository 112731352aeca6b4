import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BuyingLink, PaymentRequestBody, PaymentRequestResponse } from '@wallet/shared/money/payments'
import { api } from '@/lib/api-client'
import { useIdempotentMutation } from '@/lib/idempotent-mutation'

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

/** create-deposit-request / create-withdrawal-request, with one Idempotency-Key per intent. */
export function usePaymentRequest(kind: PaymentKind) {
  return useIdempotentMutation<PaymentRequestResponse, PaymentRequestBody>({
    request: (body) => ({ method: 'POST', url: kind === 'deposit' ? '/api/payments/deposits' : '/api/payments/withdrawals', body }),
  })
}
