import { TICKET_TIMINGS, type TicketFilter } from '@wallet/shared/support/tickets'
import { useCallback, useEffect, useRef } from 'react'
import type { TicketStatus } from '../api/worker-tickets'
import { filterAfterStatusChange } from './ticket-filter'

/**
 * After a ticket's status changed, the page reloads its list a second later, and the status tab switches to the new
 * status if another status's tab was active (part 2 §4). The wait belongs to the page, not to the ticket's dialog,
 * so closing the dialog at once does not cancel it.
 */
export function useReloadAfterStatusChange({
  filter,
  setFilter,
  reload,
}: {
  filter: TicketFilter
  setFilter: (filter: TicketFilter) => void
  reload: () => unknown
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef({ filter, setFilter, reload })
  useEffect(() => {
    latest.current = { filter, setFilter, reload }
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback((status: TicketStatus) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const { filter: current, setFilter: set, reload: run } = latest.current
      void run()
      const next = filterAfterStatusChange(current, status)
      if (next !== current) set(next)
    }, TICKET_TIMINGS.reloadMs)
  }, [])
}
