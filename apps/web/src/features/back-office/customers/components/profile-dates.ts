import { formatDateTime, formatDay } from '@/lib/format-date'
import { formatDateIn } from '@/lib/i18n/format'
import { formattingLocale } from '@/lib/i18n/i18n'

type When = string | Date | null | undefined
const iso = (when: When) => (when instanceof Date ? when.toISOString() : when)

/** A day on the staff profile: the spec's 'dd MMM yyyy' in English, the language's own order and month names otherwise. */
export function profileDay(when: When, locale = formattingLocale()): string {
  if (locale === 'en') return formatDay(iso(when))
  return formatDateIn(iso(when), { day: '2-digit', month: 'short', year: 'numeric' }, locale)
}

/** A day and time on the staff profile: 'dd MMM yyyy, HH:mm' in English, the language's own otherwise. */
export function profileDateTime(when: When, locale = formattingLocale()): string {
  if (locale === 'en') return formatDateTime(iso(when))
  return formatDateIn(iso(when), { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale)
}
