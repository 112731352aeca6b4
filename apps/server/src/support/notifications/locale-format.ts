import { lockTimeText } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { Locale } from '@wallet/shared/locales'

/**
 * Amounts, dates and left-to-right pieces in a mail or a notice, in the recipient's language (docs/decisions/154 and
 * 160). English keeps the formats the mails had. Amounts stay exact: Intl writes the decimal string it is given (never
 * a float), with as many places as it has.
 */
export interface LocaleFormat {
  /** '1234.5' or English's '1,234.5' → '1,234.5', '1.234,5', '1,234.5' (Arabic with the digits Intl gives it). */
  amount: (decimal: string) => string
  /** A moment to the minute, in UTC: '2026-03-05 14:30 UTC', '5 de marzo de 2026, 14:30 UTC'. */
  time: (at: Date) => string
  /** A day, in UTC: '2026-03-05', '5 de marzo de 2026'. */
  date: (at: Date) => string
  /** An asset symbol, address, hash or code kept left to right inside a right-to-left sentence. */
  ltr: (text: string) => string
  /** Parts of a sentence as the language lists them: English's 'a; b', 'a y b', 'أ و ب' (Intl.ListFormat). */
  list: (parts: string[]) => string
}

const ENGLISH: LocaleFormat = {
  amount: (decimal) => decimal,
  time: lockTimeText,
  date: (at) => at.toISOString().slice(0, 10),
  ltr: (text) => text,
  list: (parts) => parts.join('; '),
}

/** Unicode's left-to-right isolate: the piece keeps its own order without reordering the sentence around it. */
const isolate = (text: string) => `\u2066${text}\u2069`

function intlFormat(locale: Locale): LocaleFormat {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const minute = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' })
  const rtl = locale === 'ar'
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  return {
    amount(given) {
      const decimal = given.replace(/,/g, '')
      const places = decimal.split('.')[1]?.length ?? 0
      const format = new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places })
      const written = format.format(decimal as Intl.StringNumericLiteral)
      return rtl ? isolate(written) : written
    },
    time: (at) => `${minute.format(at)} UTC`,
    date: (at) => day.format(at),
    ltr: rtl ? isolate : (text) => text,
    list: (parts) => list.format(parts),
  }
}

export const LOCALE_FORMATS: Record<Locale, LocaleFormat> = { en: ENGLISH, es: intlFormat('es'), ar: intlFormat('ar') }
