import { describe, expect, it } from 'vitest'
import { formatExpiry } from './format-expiry'

describe('formatExpiry', () => {
  it('adds the slash after the month as the digits are typed', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('1230')).toBe('12/30')
  })

  it('keeps digits only and at most MM/YY (5 characters)', () => {
    expect(formatExpiry('12/30')).toBe('12/30')
    expect(formatExpiry('1a2b3c0')).toBe('12/30')
    expect(formatExpiry('123099')).toBe('12/30')
  })

  it('lets the slash be deleted back to the month', () => {
    expect(formatExpiry('12/')).toBe('12')
  })
})
