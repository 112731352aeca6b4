import { describe, expect, it } from 'vitest'
import {
  formatAssetAmount,
  formatDateTimeIn,
  formatDayIn,
  formatNumber,
  formatPercent,
  formatRelative,
  formatShortDateTime,
  formatSignedAssetAmount,
  formatUsdAmount,
} from './format'

describe('formats from the language', () => {
  it('keeps the specification’s English formats', () => {
    expect(formatAssetAmount('4750', 8, 'en')).toBe('4,750.00000000')
    expect(formatUsdAmount('-0.505', 'en')).toBe('-$0.51')
    expect(formatSignedAssetAmount('0.5', 4, 'en')).toBe('+0.5000')
    expect(formatSignedAssetAmount('-1200', 4, 'en')).toBe('-1,200.0000')
    expect(formatPercent('1.235', { sign: true }, 'en')).toBe('+1.24%')
    expect(formatShortDateTime('2026-03-05T14:30:00', 'en')).toBe('05 Mar | 14:30')
  })

  it('writes amounts in Spanish and Arabic exactly, digit for digit, beyond what a float holds', () => {
    // 2^53 + 1 and 18 decimals: a Number would round both.
    expect(formatAssetAmount('9007199254740993.123456789012345678', 18, 'es')).toBe('9.007.199.254.740.993,123456789012345678')
    expect(formatAssetAmount('0.123456789', 8, 'es')).toBe('0,12345678')
    expect(formatUsdAmount('4750.005', 'es')).toBe('4750,01\u00a0US$')
    expect(formatSignedAssetAmount('-1200.00009', 4, 'es')).toBe('-1200,0000')
    const arabic = formatAssetAmount('9007199254740993.5', 8, 'ar')
    expect(arabic.replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))).toBe('900719925474099350000000')
  })

  it('writes numbers, percentages and relative times in the language’s words', () => {
    expect(formatNumber(1234.5, {}, 'es')).toBe('1234,5')
    expect(formatPercent('-5.8', {}, 'es')).toBe('-5,80\u00a0%')
    const now = Date.parse('2026-03-05T14:30:00Z')
    expect(formatRelative('2026-03-05T11:30:00Z', now, 'en')).toBe('3 hours ago')
    expect(formatRelative('2026-03-05T11:30:00Z', now, 'es')).toBe('hace 3 horas')
    expect(formatRelative('2026-03-06T14:30:00Z', now, 'es')).toBe('mañana')
  })

  it('writes a day and a day with its time as the spec does in English, and as the language does otherwise', () => {
    expect(formatDayIn('2026-03-05T14:30:00', 'en')).toBe('05 Mar 2026')
    expect(formatDateTimeIn('2026-03-05T14:30:00', 'en')).toBe('05 Mar 2026, 14:30')
    expect(formatDayIn('2026-03-05T14:30:00', 'es')).toBe('05 mar 2026')
    expect(formatDateTimeIn('2026-03-05T14:30:00', 'es')).toBe('05 mar 2026, 14:30')
    expect(formatDateTimeIn('2026-03-05T14:30:00', 'ar')).toContain('مارس')
    expect(formatDateTimeIn(null, 'es')).toBe('')
  })
})
