import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

const fetchList = () => api.GET('/api/payment-methods')

/**
 * The customer's saved payment methods, newest first: settings lists and edits them, the payment forms pick one. One
 * answer also says whether the withdrawal allowlist asks a new method for the step-up (docs/decisions/126).
 */
export const paymentMethodQueries = {
  all: () => ['payment-methods'] as const,
  list: () =>
    queryOptions({
      queryKey: paymentMethodQueries.all(),
      queryFn: fetchList,
      select: (answer) => [...answer.paymentMethods].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    }),
  withdrawalLock: () =>
    queryOptions({
      queryKey: paymentMethodQueries.all(),
      queryFn: fetchList,
      select: (answer) => ({ stepUpRequired: answer.step_up_required, lockHours: answer.lock_hours }),
    }),
}

export function usePaymentMethods() {
  return useQuery(paymentMethodQueries.list())
}

/** Whether a new payment method needs the password and second factor, and how long it is then locked for withdrawals. */
export function usePaymentMethodLock() {
  return useQuery(paymentMethodQueries.withdrawalLock())
}
