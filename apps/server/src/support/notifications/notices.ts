import { DEFAULT_LOCALE, isLocale, type Locale } from '@wallet/shared/locales'
import { LANGUAGES, type NoticeTexts } from './languages/index.ts'

/**
 * A bell notice as stored: its key and values, one part or more (a staff action's notice and the passkeys it removed),
 * written in the reader's language when the bell is read (docs/decisions/160). Its English text is stored beside it:
 * what a row written before keys were stored shows, and what shows if a key is ever removed.
 */
type NoticeArgs<K extends keyof NoticeTexts> = NoticeTexts[K] extends (...args: infer A) => string ? A : []
export type NoticePart = { [K in keyof NoticeTexts]: [K, ...NoticeArgs<K>] }[keyof NoticeTexts]

export interface Notice {
  /** The English text. */
  text: string
  parts: NoticePart[]
}

function writePart(part: NoticePart, locale: Locale): string | null {
  const [key, ...args] = part as [keyof NoticeTexts, ...unknown[]]
  const notices = LANGUAGES[locale].notices
  if (typeof key !== 'string' || !Object.hasOwn(notices, key)) return null
  const entry = notices[key] as string | ((...a: unknown[]) => string)
  if (typeof entry === 'string') return entry
  try {
    return entry(...args)
  } catch {
    // Values that no longer fit the text (a row from an older shape): the stored English shows instead.
    return null
  }
}

/** The notice `key` with `args`. */
export function notice<K extends keyof NoticeTexts>(key: K, ...args: NoticeArgs<K>): Notice {
  const parts = [[key, ...args] as unknown as NoticePart]
  return { text: renderNotice(parts, DEFAULT_LOCALE)!, parts }
}

/** A staff action's notice, with the sentence about the passkeys it removed (none: the notice as it was). */
export function noticeWithPasskeysRevoked(given: Notice, revoked: number): Notice {
  if (revoked === 0) return given
  const parts: NoticePart[] = [...given.parts, ['passkeysRevoked', revoked]]
  return { text: renderNotice(parts, DEFAULT_LOCALE)!, parts }
}

/** The stored parts in `locale`; null when they are not a notice this server knows (the stored text shows then). */
export function renderNotice(parts: unknown, locale: Locale): string | null {
  if (!Array.isArray(parts) || parts.length === 0 || !isLocale(locale)) return null
  const written = (parts as unknown[]).map((part) => (Array.isArray(part) ? writePart(part as NoticePart, locale) : null))
  return written.every((text): text is string => text !== null) ? written.join(' ') : null
}
