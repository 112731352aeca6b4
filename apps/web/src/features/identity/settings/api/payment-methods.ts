import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddPaymentMethodBody } from '@wallet/shared/money/payment-methods'
import { api } from '@/lib/api-client'
import { paymentMethodQueries } from '@/lib/payment-methods'

export function useAddPaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddPaymentMethodBody) => api.POST('/api/payment-methods', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodQueries.all() }),
  })
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/payment-methods/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodQueries.all() }),
  })
}
