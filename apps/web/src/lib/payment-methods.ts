import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentMethodList } from '@wallet/shared/payment-methods'
import { api } from './api-client'

/** The customer's saved payment methods, newest first: settings lists and edits them, the payment forms pick one. */
export const paymentMethodQueries = {
  all: () => ['payment-methods'] as const,
  list: () =>
    queryOptions({
      queryKey: paymentMethodQueries.all(),
      queryFn: async () => {
        const { paymentMethods } = await api.get<PaymentMethodList>('/api/payment-methods')
        return [...paymentMethods].sort((a, b) => b.created_at.localeCompare(a.created_at))
      },
    }),
}

export function usePaymentMethods() {
  return useQuery(paymentMethodQueries.list())
}
