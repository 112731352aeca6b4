import type { CreateSwapBody, SwapRequestResponse } from '@wallet/shared/money/swap'
import { useIdempotentMutation } from '@/lib/idempotent-mutation'

/** create-swap-request, with one Idempotency-Key per intent. */
export function useCreateSwap() {
  return useIdempotentMutation<SwapRequestResponse, CreateSwapBody>({ request: (body) => ({ method: 'POST', url: '/api/swaps', body }) })
}
