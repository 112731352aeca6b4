import { format } from 'date-fns'
import { formatDateIn } from './i18n/format'
import { formattingLocale } from './i18n/i18n'

/** 'dd MMM yyyy', e.g. 05 Mar 2026 (the staff lists' 'User Since'); '' for a missing or unreadable date. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  // English keeps the spec's pattern; another language writes the date its own way.
  const locale = formattingLocale()
  return locale === 'en' ? format(date, 'dd MMM yyyy') : formatDateIn(iso, { day: '2-digit', month: 'short', year: 'numeric' }, locale)
}

/** 'dd MMM yyyy, HH:mm' in the viewer's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const locale = formattingLocale()
  if (locale === 'en') return format(date, 'dd MMM yyyy, HH:mm')
  return formatDateIn(iso, { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale)
}
