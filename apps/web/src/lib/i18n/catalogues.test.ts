import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import englishMessages from '@/locales/en/messages.json'
import { catalogueProblems } from '../../../catalogues'

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales')

function catalogues(files: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'))
  for (const [file, messages] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), JSON.stringify(messages))
  }
  return dir
}

describe('the message catalogues', () => {
  it('have every English id in every language, with the same placeholders, all parsing', () => {
    expect(catalogueProblems(LOCALES_DIR)).toEqual([])
  })

  it("hold every API error's words, so a refusal shows in the page's language (the other languages: by the check above)", () => {
    const missing = Object.entries(ERRORS).filter(([, { message }]) => !Object.hasOwn(englishMessages, message))
    expect(missing.map(([code]) => code)).toEqual([])
  })

  it('report a missing id, an id English does not have, other placeholders and a message that does not parse', () => {
    const dir = catalogues({
      'en/app.json': { greet: 'Hello, {name}', count: '{n, plural, one {# item} other {# items}}', bye: 'Bye' },
      'es/app.json': { greet: 'Hola, {nombre}', count: '{n, plural, one {# cosa} other {# cosas}', extra: 'Más' },
    })
    expect(catalogueProblems(dir)).toEqual([
      'es/app.json: missing "bye"',
      'es/app.json: "greet" has the placeholders {nombre} instead of {name}',
      expect.stringMatching(/^es\/app\.json: "count" does not parse/),
      'es/app.json: "extra" is not in the English catalogue',
    ])
  })

  it('accept a translation that moves and renames nothing but words', () => {
    const dir = catalogues({
      'en/app.json': { count: '{n, plural, one {# item} other {# items}}' },
      'ar/app.json': { count: '{n, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}' },
    })
    expect(catalogueProblems(dir)).toEqual([])
  })
})
