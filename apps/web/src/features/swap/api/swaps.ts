import { useMutation } from '@tanstack/react-query'
import type { CreateSwapBody, SwapRequestResponse } from '@wallet/shared/swap'
import { api } from '@/lib/api-client'

/** create-swap-request, with one Idempotency-Key per confirmation. */
export function useCreateSwap() {
  return useMutation({
    mutationFn: (body: CreateSwapBody) => api.post<SwapRequestResponse>('/api/swaps', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } }),
  })
}
