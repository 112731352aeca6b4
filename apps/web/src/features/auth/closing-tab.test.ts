import { describe, expect, it } from 'vitest'
import { CLOSED_TAB_SIGN_OUT_AFTER_MS, tabWasClosedTooLong } from './closing-tab'

describe('closing-tab rule', () => {
  const now = 1_000_000
  it('signs out only when the page was closed for more than 3 seconds', () => {
    expect(CLOSED_TAB_SIGN_OUT_AFTER_MS).toBe(3_000)
    expect(tabWasClosedTooLong(String(now - 3_001), now)).toBe(true)
    expect(tabWasClosedTooLong(String(now - 3_000), now)).toBe(false)
    expect(tabWasClosedTooLong(String(now - 500), now)).toBe(false)
  })
  it('ignores a missing or garbled mark', () => {
    expect(tabWasClosedTooLong(null, now)).toBe(false)
    expect(tabWasClosedTooLong('yesterday', now)).toBe(false)
  })
})
