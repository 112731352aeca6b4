import { useCallback, useSyncExternalStore } from 'react'
import type enApp from '@/locales/en/app.json'
import type enSignIn from '@/locales/en/sign-in.json'
import { i18n } from './i18n'

/** Every id of the catalogue, from the English source: an id that is not there does not compile. */
export type MessageId = keyof typeof enSignIn | keyof typeof enApp
export type MessageValues = Record<string, string | number>

const subscribe = (onChange: () => void) => i18n.on('change', onChange)
const localeNow = () => i18n.locale

/** The page's language; a component that calls it renders again when the language changes. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, localeNow, localeNow)
}

export type Translate = (id: MessageId, values?: MessageValues) => string

/** `t(id, values)`: the catalogue's message for `id` in the page's language. */
export function useT(): Translate {
  const locale = useLocale()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language, so memoised children update
  return useCallback((id: MessageId, values?: MessageValues): string => i18n._(id, values), [locale])
}

/**
 * A server's or a form's message in the page's language: the `messages` part of the catalogue is keyed by the
 * English words (decision 153), so a message it holds is translated and any other (a staff member's own words)
 * shows as written.
 */
export function useMessageText() {
  const locale = useLocale()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  return useCallback((english: string) => messageText(english), [locale])
}

/** An unexpected error's message ends with its reference, '(Reference: <request id>)' (lib/api-client.ts). */
const WITH_REFERENCE = /^(.*) \(Reference: ([^)]+)\)$/s

function messageText(english: string): string {
  const referenced = WITH_REFERENCE.exec(english)
  if (referenced) return `${i18n._(referenced[1]!)} ${i18n._('(Reference: {id})', { id: referenced[2]! })}`
  return i18n._(english)
}
