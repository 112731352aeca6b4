import { describe, expect, it } from 'vitest'
import { urlWithoutSecrets } from './log-redaction.ts'

describe('request URLs in the log', () => {
  it('withholds the token of the reset, confirmation and freeze links, and keeps the rest', () => {
    expect(urlWithoutSecrets('/api/auth/reset-password/XF4feVhHKCKY0tJJ8FadCrL2?callbackURL=%2Fupdate-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fupdate-password',
    )
    expect(urlWithoutSecrets('/api/auth/verify-email?token=eyJhbGciOi.eyJlbWFpbCI6.CxN5Bty&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=%5Bredacted%5D&callbackURL=%2Flogin',
    )
    expect(urlWithoutSecrets('/freeze-account?token=abc_DEF-123')).toBe('/freeze-account?token=%5Bredacted%5D')
    expect(urlWithoutSecrets('/update-password?token=abc')).toBe('/update-password?token=%5Bredacted%5D')
    expect(urlWithoutSecrets('/api/transactions?page=2&type=deposit')).toBe('/api/transactions?page=2&type=deposit')
    expect(urlWithoutSecrets('/api/wallets')).toBe('/api/wallets')
  })
})
