import { TICKET_FILTER_STORAGE_KEY, TICKET_FILTERS, type TicketFilter } from '@wallet/shared/support/tickets'
import { useCallback, useState } from 'react'
import type { TicketStatus } from '../api/worker-tickets'

const isFilter = (value: unknown): value is TicketFilter => typeof value === 'string' && (TICKET_FILTERS as readonly string[]).includes(value)

/** The worker's status tab as kept in local storage under `supportTicketsStatusFilter` ('all' when none or unreadable). */
export function readTicketFilter(): TicketFilter {
  try {
    const stored = window.localStorage.getItem(TICKET_FILTER_STORAGE_KEY)
    return isFilter(stored) ? stored : 'all'
  } catch {
    return 'all'
  }
}

export function writeTicketFilter(filter: TicketFilter) {
  try {
    window.localStorage.setItem(TICKET_FILTER_STORAGE_KEY, filter)
  } catch {
    // Storage blocked: the tab still changes for this visit.
  }
}

/**
 * The tab to show once a ticket's status changed (part 2 §4): the new status when another status's tab was active,
 * so that the ticket stays in view; 'All' stays as it is.
 */
export function filterAfterStatusChange(current: TicketFilter, status: TicketStatus): TicketFilter {
  return current === 'all' || current === status ? current : status
}

/** The status tab, remembered in this browser. */
export function useTicketFilter() {
  const [filter, setFilterState] = useState<TicketFilter>(readTicketFilter)
  const setFilter = useCallback((next: TicketFilter) => {
    writeTicketFilter(next)
    setFilterState(next)
  }, [])
  return [filter, setFilter] as const
}
