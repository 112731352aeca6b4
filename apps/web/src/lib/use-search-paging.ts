import { useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@wallet/shared/back-office/workers'
import { useDebouncedValue } from './use-debounced-value'

/**
 * A searched, paged list: what is typed, the search the server is asked for (once the typing has paused for
 * 500 ms, trimmed) and the page, which goes back to 1 whenever that search changes.
 */
export function useSearchPaging(ms = SEARCH_DEBOUNCE_MS) {
  const [input, setInput] = useState('')
  const query = useDebouncedValue(input.trim(), ms)
  const [page, setPage] = useState(1)
  const [pagedQuery, setPagedQuery] = useState(query)
  if (pagedQuery !== query) {
    setPagedQuery(query)
    setPage(1)
  }
  return { input, setInput, query, page: pagedQuery === query ? page : 1, setPage }
}
