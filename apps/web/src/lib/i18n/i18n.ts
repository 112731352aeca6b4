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
const loadedParts = new Set<string>()

function load(locale: PageLocale, part: CataloguePart): Promise<void> {
  const key = `${locale}/${part}`
  let loading = loaded.get(key)
  if (!loading) {
    loading = loadCataloguePart(locale, part).then((messages) => {
      i18n.load(locale, messages)
      loadedParts.add(key)
    })
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

/** The language being switched to, while its catalogue loads. */
let target: PageLocale | undefined

/** Loads `needed` parts of the catalogue in the page's language (and in one it is switching to, and any later). */
export async function loadCatalogue(...needed: CataloguePart[]): Promise<void> {
  for (const part of needed) parts.add(part)
  const locales = new Set([currentLocale(), target ?? currentLocale()])
  await Promise.all([...locales].flatMap((locale) => needed.map((part) => load(locale, part))))
}

/**
 * Shows the page in `locale`: loads every part of the catalogue the page has needed (one asked for meanwhile too),
 * then switches, and sets the document's language and direction (Arabic right to left).
 */
export async function activateLocale(locale: PageLocale): Promise<void> {
  target = locale
  let pending = [...parts]
  while (pending.length > 0) {
    await Promise.all(pending.map((part) => load(locale, part)))
    pending = [...parts].filter((part) => !loadedParts.has(`${locale}/${part}`))
  }
  // A later choice wins over this one.
  if (target !== locale) return
  target = undefined
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
