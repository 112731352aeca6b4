import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { transactionQueries } from './transactions'

export const REALTIME_ERROR = 'Realtime connection error. Refresh may be needed.'

/**
 * Listens to GET /api/events and reloads the transaction queries whenever a ledger row of the user is
 * inserted or changes. The browser reconnects on its own; an error shows until the stream opens again.
 */
export function useTransactionEvents() {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const source = new EventSource('/api/events', { withCredentials: true })
    source.addEventListener('transaction', () => {
      void queryClient.invalidateQueries({ queryKey: transactionQueries.all() })
    })
    source.onopen = () => setError(null)
    source.onerror = () => setError(REALTIME_ERROR)
    return () => source.close()
  }, [queryClient])
  return error
}
