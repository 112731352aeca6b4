import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { PaymentMethod, PaymentMethodList } from '@wallet/shared/payment-methods'
import type { BuyingLink, PaymentRequestBody, PaymentRequestResponse } from '@wallet/shared/payments'
import { api } from '@/lib/api-client'

export type { PaymentMethod }
export type PaymentKind = 'deposit' | 'withdrawal'

export const paymentQueries = {
  methods: () =>
    queryOptions({
      queryKey: ['payment-methods'] as const,
      queryFn: () => api.get<PaymentMethodList>('/api/payment-methods').then((answer) => answer.paymentMethods),
    }),
  buyingLinks: () =>
    queryOptions({
      queryKey: ['buying-links'] as const,
      queryFn: () => api.get<{ items: BuyingLink[] }>('/api/payments/buying-links').then((answer) => answer.items),
    }),
}

export function usePaymentMethods() {
  return useQuery(paymentQueries.methods())
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
