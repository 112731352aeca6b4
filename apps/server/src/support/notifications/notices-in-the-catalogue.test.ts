import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_NOTICES } from './customer-messages.ts'

/**
 * The bell shows a notice written from a fixed text in the customer's language: the web's catalogue holds each such
 * text, keyed by its English words (docs/decisions/153). A fixed notice changed or added here without the catalogue
 * would show in English.
 */
describe('the fixed notices of the bell', () => {
  it('are each in the web’s message catalogue', () => {
    const catalogue = JSON.parse(readFileSync(new URL('../../../../web/src/locales/en/messages.json', import.meta.url), 'utf8')) as Record<string, string>
    const fixed = Object.values(CUSTOMER_NOTICES).flatMap((notice) => (typeof notice === 'string' ? [notice] : []))
    expect(fixed.length).toBeGreaterThan(5)
    expect(fixed.filter((notice) => !(notice in catalogue))).toEqual([])
  })
})
