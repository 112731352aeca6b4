import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentRequestBody } from '@wallet/shared/money/payments'
import { api } from '@/lib/api-client'
import { moneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

export type PaymentKind = 'deposit' | 'withdrawal'

export const paymentQueries = {
  buyingLinks: () =>
    queryOptions({
      queryKey: ['buying-links'] as const,
      queryFn: () => api.GET('/api/payments/buying-links').then((answer) => answer.items),
    }),
}

export function useBuyingLinks() {
  return useQuery(paymentQueries.buyingLinks())
}

/** create-deposit-request / create-withdrawal-request, with one Idempotency-Key per intent. */
export function usePaymentRequest(kind: PaymentKind) {
  return useIdempotentMutation({
    request: (body: PaymentRequestBody) => moneyRequest.POST(kind === 'deposit' ? '/api/payments/deposits' : '/api/payments/withdrawals', { body }),
  })
}
