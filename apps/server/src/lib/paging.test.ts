import { describe, expect, it } from 'vitest'
import { pageWindow, pageWithTotal } from './paging.ts'

describe('pageWindow', () => {
  it('reads newest first up to the middle, or when the total is not known', () => {
    expect(pageWindow(10, 0, 57)).toEqual({ oldestFirst: false, limit: 10, offset: 0 })
    expect(pageWindow(10, 20, 57)).toEqual({ oldestFirst: false, limit: 10, offset: 20 })
    expect(pageWindow(10, 50)).toEqual({ oldestFirst: false, limit: 10, offset: 50 })
  })

  it('reads a page past the middle from the oldest end, a short last page holding only what is left', () => {
    // Rows 30–39 newest first are rows 17–26 counted from the oldest.
    expect(pageWindow(10, 30, 57)).toEqual({ oldestFirst: true, limit: 10, offset: 17 })
    // The last page: the 7 oldest rows.
    expect(pageWindow(10, 50, 57)).toEqual({ oldestFirst: true, limit: 7, offset: 0 })
  })

  it('has nothing past the end, nor in an empty list', () => {
    expect(pageWindow(10, 60, 57)).toBeNull()
    expect(pageWindow(10, 57, 57)).toBeNull()
    expect(pageWindow(10, 0, 0)).toBeNull()
  })
})

describe('pageWithTotal', () => {
  it('reads the first page without the total, and a later page with it', async () => {
    const seen: Array<number | undefined> = []
    const page = async (total?: number) => (seen.push(total), ['row'])
    expect(await pageWithTotal(0, async () => 57, page)).toEqual([['row'], 57])
    expect(await pageWithTotal(10, async () => 57, page)).toEqual([['row'], 57])
    expect(seen).toEqual([undefined, 57])
  })
})
