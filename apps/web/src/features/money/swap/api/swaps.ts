import type { CreateSwapBody } from '@wallet/shared/money/swap'
import { moneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

/** create-swap-request, with one Idempotency-Key per intent. */
export function useCreateSwap() {
  return useIdempotentMutation({ request: (body: CreateSwapBody) => moneyRequest.POST('/api/swaps', { body }) })
}
