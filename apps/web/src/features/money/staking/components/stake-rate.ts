import { money } from '@wallet/shared/amounts'
import { formattingLocale } from '@/lib/i18n/i18n'

/**
 * A plan's annual rate, given as a decimal string of percent, exactly as the plan names it: '2.7%' in English (the
 * spec's), '2,7 %' in Spanish, '2.7%' in Arabic (Intl's percent, read from a string, never through a float).
 */
export function formatRate(rate: string, locale = formattingLocale()): string {
  if (locale === 'en') return `${rate}%`
  const fraction = money(rate).dividedBy(100).toFixed() as Intl.StringNumericLiteral
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 10 }).format(fraction)
}
