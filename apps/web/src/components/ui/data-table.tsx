import type { Key, ReactNode } from 'react'
import type { QueryState } from '@/lib/query-state'
import { Banner } from './banner'
import { Pagination } from './pagination'
import { SkeletonRows } from './skeleton'
import { Table, Td, Th } from './table'
import { useT } from '@/lib/i18n/use-t'

export interface DataTableColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Classes of the column's cells. */
  className?: string
  /** Classes of the column's header cell. */
  headerClassName?: string
  /** What names the cell on a phone when the table stacks: the header unless given ('' for a column of buttons). */
  label?: string
}

export interface DataTablePages<T> {
  page: number
  pageSize: number
  /** How many rows there are in all, from the loaded page. */
  total: (data: T) => number
  onPageChange: (page: number) => void
}

/** What a table body shows for a query's state: still loading (or showing an earlier page meanwhile), failed, empty or rows. */
export type TableBodyState<Row> = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'empty' } | { kind: 'rows'; rows: readonly Row[] }

/**
 * The one adapter from a query's state to a table body. An earlier page standing in for the one being loaded counts as
 * loading, so every list shows its skeleton rows while a page, a search or a filter loads (part 2 §9: 5 skeleton rows).
 */
export function tableBodyState<T, Row>(state: QueryState<T>, rows: (data: T) => readonly Row[]): TableBodyState<Row> {
  if (state.status === 'error') return { kind: 'failed', error: state.error }
  if (state.status === 'pending' || state.isPlaceholderData) return { kind: 'loading' }
  const list = rows(state.data)
  return list.length === 0 ? { kind: 'empty' } : { kind: 'rows', rows: list }
}

/**
 * A list fed by a query, as a table: a header row, 5 skeleton rows while it loads (or `loading` instead), the failure
 * in a banner in place of the table, one line of text when it is empty, and with `pages` 'Page X of Y (Total: N)'
 * below it once there is more than one page. `stack` turns each row into a card on a phone.
 */
export function DataTable<T, Row>({
  label,
  columns,
  state,
  rows,
  rowKey,
  empty,
  failed,
  loading,
  pages,
  stack = true,
  className,
  errorClassName,
}: {
  /** Names the table for assistive technology. */
  label: string
  columns: ReadonlyArray<DataTableColumn<Row>>
  state: QueryState<T>
  /** The rows within the loaded data. */
  rows: (data: T) => readonly Row[]
  rowKey: (row: Row) => Key
  empty: ReactNode
  /** The message for a failed load. */
  failed: (error: unknown) => ReactNode
  /** Shown across the table while it loads, instead of the skeleton rows. */
  loading?: ReactNode
  pages?: DataTablePages<T>
  stack?: boolean
  className?: string
  errorClassName?: string
}) {
  const body = tableBodyState(state, rows)
  const t = useT()
  if (body.kind === 'failed') return <Banner className={errorClassName}>{failed(body.error)}</Banner>
  const table = (
    <Table stack={stack} aria-label={label} aria-busy={body.kind === 'loading' || undefined} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.header} className={column.headerClassName}>
              {column.label === '' && !column.header ? <span className="sr-only">{t('common.actions')}</span> : column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.kind === 'loading' ? (
          loading ? (
            <tr>
              <Td colSpan={columns.length} className="py-10 text-center text-slate-400">
                <InView>{loading}</InView>
              </Td>
            </tr>
          ) : (
            <SkeletonRows rows={5} columns={columns.length} />
          )
        ) : body.kind === 'empty' ? (
          <tr>
            <Td colSpan={columns.length} className="py-10 text-center text-slate-400">
              <InView>{empty}</InView>
            </Td>
          </tr>
        ) : (
          body.rows.map((row) => (
            <tr key={rowKey(row)} className="transition hover:bg-white/[0.02]">
              {columns.map((column) => (
                <Td key={column.header} label={column.label ?? column.header} className={column.className}>
                  {column.cell(row)}
                </Td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </Table>
  )
  if (!pages) return table
  const total = state.status === 'success' ? pages.total(state.data) : 0
  const pageCount = Math.max(1, Math.ceil(total / pages.pageSize))
  return (
    <div>
      {table}
      {pageCount > 1 && <Pagination page={pages.page} pageCount={pageCount} total={total} onPageChange={pages.onPageChange} />}
    </div>
  )
}

/**
 * A line across a table that scrolls sideways: as wide as the visible part at most (the scroller is a size container)
 * and kept within it, so that on a phone it is not centred off screen across the whole table's width.
 */
function InView({ children }: { children: ReactNode }) {
  return <div className="sticky inset-x-0 mx-auto max-w-[calc(100cqw-2.5rem)]">{children}</div>
}

/** The last column of a staff list: its header at the end (the right, or the left in right to left), its cells unnamed on a phone. */
export function actionsColumn<Row>(header: string, cell: (row: Row) => ReactNode, headerClassName = 'text-end'): DataTableColumn<Row> {
  return { header, cell, label: '', className: 'text-end', headerClassName }
}
