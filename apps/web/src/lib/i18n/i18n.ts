import { i18n } from '@lingui/core'
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale, negotiateLocale } from '@wallet/shared/locales'
import { type CataloguePart, loadCataloguePart } from './catalogue-loaders'

/** A language the page can show: one the app speaks, or the developers' pseudo-language (docs/decisions/153). */
export type PageLocale = Locale | 'pseudo'

const STORAGE_KEY = 'wallet.locale'

export const isPageLocale = (value: unknown): value is PageLocale => value === 'pseudo' || isLocale(value)

/** The language chosen on this browser, if any. */
export function storedLocale(): PageLocale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isPageLocale(stored) ? stored : null
  } catch {
    return null
  }
}

export function storeLocale(locale: PageLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // A browser that keeps nothing still shows the language for this page.
  }
}

/** The language of a first visit: the one chosen on this browser before, else the browser's own (its Accept-Language). */
export function initialLocale(): PageLocale {
  return storedLocale() ?? negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages)
}

/** The language the page shows now (before the first activation: the one it is about to show). */
export const currentLocale = (): PageLocale => (isPageLocale(i18n.locale) ? i18n.locale : initialLocale())

/** The parts of the catalogue the page has needed so far; a change of language loads them all in the new one. */
const parts = new Set<CataloguePart>()
const loaded = new Map<string, Promise<void>>()

function load(locale: PageLocale, part: CataloguePart): Promise<void> {
  const key = `${locale}/${part}`
  let loading = loaded.get(key)
  if (!loading) {
    loading = loadCataloguePart(locale, part).then((messages) => i18n.load(locale, messages))
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

/** Loads `needed` parts of the catalogue in the page's language (and in any it switches to later). */
export async function loadCatalogue(...needed: CataloguePart[]): Promise<void> {
  for (const part of needed) parts.add(part)
  await Promise.all(needed.map((part) => load(currentLocale(), part)))
}

/**
 * Shows the page in `locale`: loads every part of the catalogue the page has needed, then switches, and sets the
 * document's language and direction (Arabic right to left).
 */
export async function activateLocale(locale: PageLocale): Promise<void> {
  await Promise.all([...parts].map((part) => load(locale, part)))
  i18n.activate(locale)
  const root = document.documentElement
  root.lang = locale === 'pseudo' ? 'en-XA' : locale
  root.dir = directionOf(locale)
}

/** The language the Intl formatters use: English's for the pseudo-language. */
export const formattingLocale = (): string => {
  const locale = currentLocale()
  return locale === 'pseudo' ? DEFAULT_LOCALE : locale
}

export { i18n }
