/**
 * Paging a newest-first list by offset without reading every row before a late page
 * (docs/decisions/061-reads-at-scale.md).
 */

/** Which rows a query reads for one page, and in which direction. */
export interface PageWindow {
  /** Read oldest first; the caller turns the rows round, so that the page is in newest-first order. */
  oldestFirst: boolean
  limit: number
  offset: number
}

/**
 * The page of `limit` rows at `offset` in a newest-first list of `total` rows. Up to the middle, or when the total is
 * not known, it is read newest first as asked. Past the middle it is read oldest first with the small offset from
 * that end: the same rows, but the database skips the rows after the page instead of every row before it, so the
 * last page costs what the first does. Null when the page lies past the end.
 */
export function pageWindow(limit: number, offset: number, total?: number): PageWindow | null {
  if (total === undefined || total - offset - limit >= offset) return { oldestFirst: false, limit, offset }
  if (offset >= total) return null
  // How many rows, counted from the oldest, come before the page (negative: the page is short).
  const fromOldest = total - offset - limit
  return { oldestFirst: true, limit: limit + Math.min(0, fromOldest), offset: Math.max(0, fromOldest) }
}

/**
 * A page and the count of every row. The first page and the count are read side by side; a later page needs the
 * count first, since past the middle it is read from the oldest end.
 */
export async function pageWithTotal<T>(offset: number, count: () => Promise<number>, page: (total?: number) => Promise<T[]>): Promise<[T[], number]> {
  if (offset === 0) return Promise.all([page(), count()])
  const total = await count()
  return [await page(total), total]
}
