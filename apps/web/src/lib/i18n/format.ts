import { format as formatWithPattern } from 'date-fns'
import Decimal from 'decimal.js'
import { formatAsset, formatSignedAmount, formatUsd, money } from '@wallet/shared/amounts'
import { formatDateTime, formatDay } from '@/lib/format-date'
import { formattingLocale } from './i18n'

/**
 * Numbers, amounts and dates in the page's language (docs/decisions/154-formats-from-the-locale.md). Amounts stay
 * exact: decimal.js rounds them as the spec says, and Intl only writes the rounded decimal string in the language's
 * digits and separators (Intl.NumberFormat takes a string as the exact decimal it names, never through a float).
 * English keeps the spec's own formats.
 */
const cache = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

const fixed = (decimals: number): Intl.NumberFormatOptions => ({ minimumFractionDigits: decimals, maximumFractionDigits: decimals })
type DecimalValue = Parameters<typeof money>[0]
/** A decimal string Intl reads exactly. */
const exact = (value: string) => value as Intl.StringNumericLiteral

/** An asset amount with `decimals` places, rounded down: '4,750.00000000', '4.750,00000000', '٤٬٧٥٠٫٠٠٠٠٠٠٠٠'. */
export function formatAssetAmount(value: DecimalValue, decimals = 8, locale = formattingLocale()): string {
  if (locale === 'en') return formatAsset(value, decimals)
  return numberFormat(locale, fixed(decimals)).format(exact(money(value).toFixed(decimals, Decimal.ROUND_DOWN)))
}

/** A USD amount with 2 places, rounded half up: '$4,750.00', '4.750,00 US$'. */
export function formatUsdAmount(value: DecimalValue, locale = formattingLocale()): string {
  if (locale === 'en') return formatUsd(value)
  return numberFormat(locale, { style: 'currency', currency: 'USD', ...fixed(2) }).format(exact(money(value).toFixed(2, Decimal.ROUND_HALF_UP)))
}

/** A transaction amount with 4 places and its sign: '+0.5000', '-1,200.0000'. */
export function formatSignedAssetAmount(value: DecimalValue, decimals = 4, locale = formattingLocale()): string {
  if (locale === 'en') return formatSignedAmount(value, decimals)
  const d = money(value)
  const abs = d.abs().toFixed(decimals, Decimal.ROUND_DOWN)
  return numberFormat(locale, { ...fixed(decimals), signDisplay: 'always' }).format(exact(d.isNegative() ? `-${abs}` : abs))
}

/** A count or percentage as the language writes it. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale = formattingLocale()): string {
  return numberFormat(locale, options).format(value)
}

/** A decimal string with all its places ('0.0117769844', '0,0117769844'): English shows it as given. */
export function formatExactDecimal(value: string, locale = formattingLocale()): string {
  if (locale === 'en') return value
  return numberFormat(locale, { maximumFractionDigits: 20 }).format(exact(money(value).toFixed()))
}

/** A date ('5 Mar 2026') or date and time in the language's words and order, in the viewer's time zone. */
export function formatDateIn(iso: string | null | undefined, options: Intl.DateTimeFormatOptions, locale = formattingLocale()): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, options).format(date)
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** How long ago or ahead `iso` is from `now`, in the language's words: '3 hours ago', 'hace 3 horas', 'قبل ٣ ساعات'. */
export function formatRelative(iso: string, now = Date.now(), locale = formattingLocale()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1]
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(seconds / size), unit)
}

/** A percentage given as a decimal string of percent ('1.234' → '+1.23%', '1,23 %', '٪١٫٢٣'), exact, with 2 places. */
export function formatPercent(percent: DecimalValue, options: { sign?: boolean } = {}, locale = formattingLocale()): string {
  const format = numberFormat(locale, { style: 'percent', ...fixed(2), signDisplay: options.sign ? 'always' : 'auto' })
  return format.format(exact(money(percent).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).dividedBy(100).toFixed()))
}

/** A list's short date and time: the spec's 'dd MMM | HH:mm' in English ('05 Mar | 14:30'), the language's own otherwise. */
export function formatShortDateTime(iso: string, locale = formattingLocale()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (locale === 'en') return formatWithPattern(date, 'dd MMM | HH:mm')
  return `${formatDateIn(iso, { day: '2-digit', month: 'short' }, locale)} | ${formatDateIn(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale)}`
}

/** A moment as the API gives it (an ISO string) or as a Date. */
type When = string | Date | null | undefined
const isoOf = (when: When) => (when instanceof Date ? when.toISOString() : when)

/** A day ('05 Mar 2026' in English, the spec's 'dd MMM yyyy') in the language's words and order. */
export function formatDayIn(when: When, locale = formattingLocale()): string {
  const iso = isoOf(when)
  if (locale === 'en') return formatDay(iso)
  return formatDateIn(iso, { day: '2-digit', month: 'short', year: 'numeric' }, locale)
}

/** A time of day, 'HH:mm' in every language, in the language's digits. */
export function formatTimeIn(iso: string | null | undefined, locale = formattingLocale()): string {
  return formatDateIn(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale)
}

/** A day and time ('05 Mar 2026, 14:30' in English, the spec's 'dd MMM yyyy, HH:mm') in the language's words and order. */
export function formatDateTimeIn(when: When, locale = formattingLocale()): string {
  const iso = isoOf(when)
  if (locale === 'en') return formatDateTime(iso)
  return formatDateIn(iso, { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale)
}
