import { describe, expect, it } from 'vitest'
import { formatAsset, formatSignedAmount, formatUsd, groupThousands } from './amounts'

describe('groupThousands', () => {
  it('puts a comma between groups of three whole digits and leaves the fraction alone', () => {
    expect(groupThousands('4750.00000000')).toBe('4,750.00000000')
    expect(groupThousands('1234567.1234')).toBe('1,234,567.1234')
    expect(groupThousands('999.99999999')).toBe('999.99999999')
    expect(groupThousands('1000')).toBe('1,000')
    expect(groupThousands('-12345.5')).toBe('-12,345.5')
    expect(groupThousands('0.00012345')).toBe('0.00012345')
  })
})

describe('formatAsset', () => {
  it('shows 8 decimals, rounded down, with thousands separators', () => {
    expect(formatAsset('4750')).toBe('4,750.00000000')
    expect(formatAsset('1234567.123456789')).toBe('1,234,567.12345678')
    expect(formatAsset('0.5')).toBe('0.50000000')
    expect(formatAsset('0')).toBe('0.00000000')
    expect(formatAsset('-1000.5')).toBe('-1,000.50000000')
  })

  it('takes another number of decimals', () => {
    expect(formatAsset('12345.678', 2)).toBe('12,345.67')
  })
})

describe('formatUsd', () => {
  it('shows 2 decimals, rounded half up, with thousands separators and the sign before the dollar', () => {
    expect(formatUsd('4750')).toBe('$4,750.00')
    expect(formatUsd('1234567.005')).toBe('$1,234,567.01')
    expect(formatUsd('0.5')).toBe('$0.50')
    expect(formatUsd('-1500.25')).toBe('-$1,500.25')
  })
})

describe('formatSignedAmount', () => {
  it('shows 4 decimals, thousands separators and the sign', () => {
    expect(formatSignedAmount('4750')).toBe('+4,750.0000')
    expect(formatSignedAmount('-1200.123456')).toBe('-1,200.1234')
    expect(formatSignedAmount('0.5')).toBe('+0.5000')
  })
})
