import type { ApiErrorBody } from '@wallet/shared/errors'
import { i18n } from '@lingui/core'

export type WordedParams = NonNullable<ApiErrorBody['params']>

/**
 * A server's sentence with values in it (a time, a file's name) in the page's language: the catalogue's
 * `worded.<key>` with the values the answer sent beside its English words (decision 164); the English words as they
 * are when the answer sent none or the catalogue has no such sentence.
 */
export function wordedText(english: string, params: WordedParams | undefined): string {
  if (!params) return english
  const id = `worded.${params.key}`
  return Object.hasOwn(i18n.messages, id) ? i18n._(id, params.values) : english
}

/** `params` as an answer's body carries them: a key and values that are all text; anything else is ignored. */
export function wordedParamsOf(value: unknown): WordedParams | undefined {
  const params = value as { key?: unknown; values?: unknown } | null | undefined
  if (!params || typeof params !== 'object' || typeof params.key !== 'string') return undefined
  const values = params.values
  if (!values || typeof values !== 'object' || !Object.values(values).every((v) => typeof v === 'string')) return undefined
  return { key: params.key, values: values as Record<string, string> }
}
