import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QueryState } from '@/lib/query-state'
import { actionsColumn, DataTable, tableBodyState } from './data-table'
import { Table } from './table'

type Page = { items: Array<{ id: string; name: string }>; total: number }
const page = (names: string[], total = names.length): Page => ({ items: names.map((name) => ({ id: name, name })), total })

function show(state: QueryState<Page>, onPageChange = vi.fn()) {
  render(
    <DataTable
      label="People"
      columns={[{ header: 'Name', cell: (row: { name: string }) => row.name }]}
      state={state}
      rows={(data) => data.items}
      rowKey={(row) => row.id}
      empty="Nobody here."
      failed={() => 'Failed to load people.'}
      pages={{ page: 1, pageSize: 2, total: (data) => data.total, onPageChange }}
    />,
  )
}

describe('DataTable: a query state as a table body', () => {
  afterEach(cleanup)

  it('tells loading (an earlier page standing in counts), failed, empty and rows apart', () => {
    expect(tableBodyState({ status: 'pending' }, (d: Page) => d.items)).toEqual({ kind: 'loading' })
    expect(tableBodyState({ status: 'success', data: page(['a']), isPlaceholderData: true }, (d) => d.items)).toEqual({ kind: 'loading' })
    expect(tableBodyState({ status: 'error', error: 'x' }, (d: Page) => d.items)).toEqual({ kind: 'failed', error: 'x' })
    expect(tableBodyState({ status: 'success', data: page([]) }, (d) => d.items)).toEqual({ kind: 'empty' })
    expect(tableBodyState({ status: 'success', data: page(['a']) }, (d) => d.items)).toMatchObject({ kind: 'rows' })
  })

  it('shows 5 skeleton rows while loading and marks the table busy', () => {
    show({ status: 'pending' })
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5)
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('true')
  })

  it('shows the failure in place of the table, and the empty text in it', () => {
    show({ status: 'error', error: new Error('x') })
    expect(screen.getByRole('alert').textContent).toBe('Failed to load people.')
    expect(screen.queryByRole('table')).toBeNull()
    cleanup()
    show({ status: 'success', data: page([]) })
    expect(screen.getByRole('table').textContent).toContain('Nobody here.')
  })

  it("shows the rows and 'Page X of Y (Total: N)' only past one page", () => {
    show({ status: 'success', data: page(['Ann', 'Bob'], 3) })
    expect(screen.getByText('Ann')).toBeTruthy()
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy()
    cleanup()
    show({ status: 'success', data: page(['Ann', 'Bob']) })
    expect(screen.queryByText(/Page 1 of/)).toBeNull()
  })
})

/** A scroller `clientWidth` wide over a table `scrollWidth` wide, scrolled to `scrollLeft` (negative right to left). */
function scrollerOf(sizes: { clientWidth: number; scrollWidth: number; scrollLeft: number }) {
  for (const [name, value] of Object.entries(sizes)) vi.spyOn(HTMLElement.prototype, name as 'clientWidth', 'get').mockReturnValue(value)
}

describe('DataTable and Table in either direction', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('puts the actions column at the end with logical alignment', () => {
    const column = actionsColumn('Actions', () => null)
    expect([column.className, column.headerClassName]).toEqual(['text-end', 'text-end'])
  })

  // Right to left, Chromium counts scrollLeft from 0 down to minus the overflow: scrolled to the end, nothing is left.
  it('shows the scroll hint only while there is more at the end, also right to left', () => {
    scrollerOf({ clientWidth: 300, scrollWidth: 600, scrollLeft: -300 })
    render(<Table aria-label="Stakes" dir="rtl" />)
    expect(screen.queryByTestId('table-scroll-cue')).toBeNull()
    cleanup()
    scrollerOf({ clientWidth: 300, scrollWidth: 600, scrollLeft: 0 })
    render(<Table aria-label="Stakes" />)
    expect(screen.getByTestId('table-scroll-cue').className).toMatch(/(^| )end-0( |$)/)
    expect(screen.getByTestId('table-scroll-cue').className).not.toMatch(/(^| )right-0( |$)/)
  })

  it('keeps the empty text within the visible part of a table that scrolls sideways', () => {
    show({ status: 'success', data: page([]) })
    const line = screen.getByText('Nobody here.')
    expect(line.className).toContain('sticky')
    expect(line.className).toContain('max-w-[calc(100cqw-2.5rem)]')
    expect(line.closest('.\\@container')).toBeTruthy()
  })
})
