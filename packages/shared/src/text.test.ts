import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, multiLine, singleLine } from './text.ts'

describe('free text without control characters', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007bell', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'lone\ud800', 'lone\udc00x'])(
    'refuses %j on one line and in a text area',
    (value) => {
      expect(hasControlCharacters(value)).toBe(true)
      expect(hasControlCharacters(value, { multiline: true })).toBe(true)
    },
  )

  it('keeps line breaks and tabs in a text area only', () => {
    for (const value of ['two\nlines', 'tab\there', 'crlf\r\n']) {
      expect(hasControlCharacters(value)).toBe(true)
      expect(hasControlCharacters(value, { multiline: true })).toBe(false)
    }
  })

  it.each(['Zoë Ångström', '山田太郎', 'emoji 👩‍💻 with a joiner', 'O’Brien – “quoted”', 'Straße 1, 10115 Berlin'])('accepts %j', (value) => {
    expect(hasControlCharacters(value)).toBe(false)
  })

  it('gives the schema message, after the field’s own rules', () => {
    const name = singleLine(z.string().trim().min(1, 'Required.').max(5, 'Too long.'))
    expect(name.safeParse('a\u0000').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE)
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Required.')
    expect(name.safeParse(' ok ').data).toBe('ok')
    const text = multiLine(z.string())
    expect(text.safeParse('line\nline').success).toBe(true)
    expect(text.safeParse('nul\u0000').success).toBe(false)
  })
})
