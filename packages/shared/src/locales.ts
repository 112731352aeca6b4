/**
 * The languages the app speaks (docs/decisions/153-message-catalogue.md). English is the source language. No zod here:
 * the login page needs these words before it loads the validation library (locale-schema.ts has the request's schema).
 */
export const LOCALES = ['en', 'es', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Languages written right to left. */
const RTL_LOCALES: readonly Locale[] = ['ar']

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value)
export const directionOf = (locale: string): 'ltr' | 'rtl' => (RTL_LOCALES.includes(locale as Locale) ? 'rtl' : 'ltr')

/**
 * The first supported language among `preferred` (most preferred first: the browser's `navigator.languages`, or an
 * Accept-Language header through `acceptedLanguages`), matched on the primary subtag ('es-MX' is 'es'); English
 * when none is supported.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

/** An Accept-Language header's languages, most preferred first ('*' and q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}
