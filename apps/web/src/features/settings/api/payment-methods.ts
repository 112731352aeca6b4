import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AddPaymentMethodBody, PaymentMethod, PaymentMethodList } from '@wallet/shared/payment-methods'
import { api } from '@/lib/api-client'

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

/** The customer's saved payment methods, newest first. */
export function usePaymentMethods() {
  return useQuery(paymentMethodQueries.list())
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddPaymentMethodBody) => api.post<PaymentMethod>('/api/payment-methods', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodQueries.all() }),
  })
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/payment-methods/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodQueries.all() }),
  })
}
