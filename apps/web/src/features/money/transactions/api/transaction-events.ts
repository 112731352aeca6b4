import { useQueryClient } from '@tanstack/react-query'
import { useEventStreamStatus, useServerEvent } from '@/lib/event-stream'
import { transactionQueries } from './transactions'

export const REALTIME_ERROR = 'Realtime connection error. Refresh may be needed.'

/**
 * Reloads the transaction queries whenever a ledger row of the user is inserted or changes (`event: transaction` of
 * the page's shared event stream). Returns the realtime error while the stream is down.
 */
export function useTransactionEvents() {
  const queryClient = useQueryClient()
  useServerEvent('transaction', () => {
    void queryClient.invalidateQueries({ queryKey: transactionQueries.all() })
  })
  return useEventStreamStatus() === 'error' ? REALTIME_ERROR : null
}
