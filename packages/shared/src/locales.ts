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
 * Accept-Language, as the browser reads it), matched on the primary subtag ('es-MX' is 'es'); English
 * when none is supported.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}
