import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { parse } from '@messageformat/parser'
import type { Plugin } from 'vite'

/**
 * The message catalogues (docs/decisions/153-message-catalogue.md): `src/locales/<language>/<part>.json`, each a map of
 * message id → ICU message. English is the source; every other language must have exactly its ids, with the same
 * placeholders, and every message must parse.
 */
type Catalogue = Record<string, string>
type Compiled = ReturnType<typeof compileMessage>

export const SOURCE_LOCALE = 'en'

/** The languages (folders) and the parts (files) of the catalogues under `dir`. */
function layout(dir: string): { locales: string[]; parts: string[] } {
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const parts = readdirSync(path.join(dir, SOURCE_LOCALE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
  return { locales, parts }
}

const read = (dir: string, locale: string, part: string): Catalogue | null => {
  try {
    return JSON.parse(readFileSync(path.join(dir, locale, `${part}.json`), 'utf8')) as Catalogue
  } catch {
    return null
  }
}

/** A message compiled for Lingui; throws where its ICU syntax is wrong (Lingui's compiler would keep it as text). */
function compileStrictly(message: string): Compiled {
  parse(message)
  return compileMessage(message)
}

/** The names of a compiled message's arguments ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(message: Compiled, into = new Set<string>()): Set<string> {
  if (typeof message === 'string') return into
  for (const token of message) {
    if (typeof token === 'string') continue
    const [name, , branches] = token as [string, string?, Record<string, Compiled>?]
    // '#' in a plural branch is the plural's own number, not an argument.
    if (name !== '#') into.add(name)
    // A plural's or select's branches (its offset, when it has none, is undefined).
    for (const branch of Object.values(branches ?? {})) if (Array.isArray(branch)) argumentsOf(branch, into)
  }
  return into
}

/** Everything wrong with the catalogues under `dir`: a missing or extra id, a message that does not parse, other placeholders. */
export function catalogueProblems(dir: string): string[] {
  const problems: string[] = []
  const { locales, parts } = layout(dir)
  for (const part of parts) {
    const source = read(dir, SOURCE_LOCALE, part)!
    const sourceArgs = new Map<string, Set<string>>()
    for (const [id, message] of Object.entries(source)) {
      try {
        sourceArgs.set(id, argumentsOf(compileStrictly(message)))
      } catch (error) {
        problems.push(`${SOURCE_LOCALE}/${part}.json: "${id}" does not parse: ${(error as Error).message}`)
      }
    }
    for (const locale of locales.filter((l) => l !== SOURCE_LOCALE)) {
      const file = `${locale}/${part}.json`
      const catalogue = read(dir, locale, part)
      if (!catalogue) {
        problems.push(`${file} is missing or not JSON`)
        continue
      }
      for (const id of Object.keys(source)) if (!(id in catalogue)) problems.push(`${file}: missing "${id}"`)
      for (const [id, message] of Object.entries(catalogue)) {
        if (!(id in source)) {
          problems.push(`${file}: "${id}" is not in the English catalogue`)
          continue
        }
        try {
          const args = [...argumentsOf(compileStrictly(message))].sort().join(', ')
          const expected = [...(sourceArgs.get(id) ?? [])].sort().join(', ')
          if (args !== expected) problems.push(`${file}: "${id}" has the placeholders {${args}} instead of {${expected}}`)
        } catch (error) {
          problems.push(`${file}: "${id}" does not parse: ${(error as Error).message}`)
        }
      }
    }
  }
  return problems
}

/**
 * Fails the build (and the dev server's start) on any catalogue problem, and compiles each catalogue as it is imported:
 * the page gets Lingui's compiled messages and needs no ICU parser of its own.
 */
export function catalogues(dir: string): Plugin {
  const inCatalogues = (id: string) => id.startsWith(dir + path.sep) && id.endsWith('.json')
  return {
    name: 'wallet:catalogues',
    enforce: 'pre',
    buildStart() {
      const problems = catalogueProblems(dir)
      if (problems.length > 0) this.error(`The message catalogues are incomplete:\n${problems.join('\n')}`)
    },
    transform(code, id) {
      if (!inCatalogues(id)) return null
      const messages = JSON.parse(code) as Catalogue
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]))), map: null }
    },
  }
}
