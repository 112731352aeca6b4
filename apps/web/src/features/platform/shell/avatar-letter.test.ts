import { describe, expect, it } from 'vitest'
import { avatarLetter } from './avatar-letter'

describe('avatarLetter', () => {
  it('is the uppercase first letter of the first word, or ?', () => {
    expect(avatarLetter('  casey customer')).toBe('C')
    expect(avatarLetter('')).toBe('?')
    expect(avatarLetter(null)).toBe('?')
  })
})
