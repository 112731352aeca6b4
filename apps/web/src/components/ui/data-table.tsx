import type { Key, ReactNode } from 'react'
import { Pagination } from './pagination'
import { SkeletonRows } from './skeleton'
import { Table, Td, Th } from './table'

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

export interface DataTablePages {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

/**
 * A staff list as a stacking table: a header row, 5 skeleton rows while it loads, one line of text when it is empty,
 * and with `pages` 'Page X of Y (Total: N)' below it once there is more than one page.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  pages,
  className,
  bodyClassName,
}: {
  /** Names the table for assistive technology. */
  label: string
  columns: ReadonlyArray<DataTableColumn<Row>>
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  /** Shows the skeleton rows (and marks the table busy) instead of `rows`. */
  loading: boolean
  empty: ReactNode
  pages?: DataTablePages
  className?: string
  bodyClassName?: string
}) {
  const table = (
    <Table stack aria-label={label} aria-busy={loading || undefined} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.header} className={column.headerClassName}>
              {column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>
        {loading ? (
          <SkeletonRows rows={5} columns={columns.length} />
        ) : rows.length === 0 ? (
          <tr>
            <Td colSpan={columns.length} className="py-10 text-center text-slate-400">
              {empty}
            </Td>
          </tr>
        ) : (
          rows.map((row) => (
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
  const pageCount = Math.max(1, Math.ceil(pages.total / pages.pageSize))
  return (
    <div>
      {table}
      {pageCount > 1 && <Pagination page={pages.page} pageCount={pageCount} total={pages.total} onPageChange={pages.onPageChange} />}
    </div>
  )
}

/** The last column of a staff list: its header right-aligned, its cells unnamed on a phone. */
export function actionsColumn<Row>(header: string, cell: (row: Row) => ReactNode, headerClassName = 'text-right'): DataTableColumn<Row> {
  return { header, cell, label: '', className: 'text-right', headerClassName }
}
