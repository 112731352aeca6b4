import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isDueForRenewal, sessionTokenFromCookies } from './session-lookup.ts'

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac'
const signed = (token: string, secret = SECRET) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`

describe('sessionTokenFromCookies', () => {
  it('reads the token of a cookie signed with the secret, over http and https names', () => {
    const value = encodeURIComponent(signed('tok123'))
    expect(sessionTokenFromCookies(`theme=dark; wallet.session_token=${value}`, SECRET)).toBe('tok123')
    expect(sessionTokenFromCookies(`__Secure-wallet.session_token=${value}`, SECRET)).toBe('tok123')
  })

  it('refuses a cookie signed with another secret, a bare token, a tampered token and garbage', () => {
    expect(sessionTokenFromCookies(`wallet.session_token=${encodeURIComponent(signed('tok123', 'other-secret'))}`, SECRET)).toBeNull()
    expect(sessionTokenFromCookies('wallet.session_token=tok123', SECRET)).toBeNull()
    const [, signature] = signed('tok123').split('.')
    expect(sessionTokenFromCookies(`wallet.session_token=${encodeURIComponent(`tok124.${signature}`)}`, SECRET)).toBeNull()
    expect(sessionTokenFromCookies('wallet.session_token=%E0%A4%A', SECRET)).toBeNull()
    expect(sessionTokenFromCookies(undefined, SECRET)).toBeNull()
    expect(sessionTokenFromCookies('other=1', SECRET)).toBeNull()
  })
})

describe('isDueForRenewal', () => {
  it('renews once a day, as better-auth is configured to', () => {
    const now = Date.parse('2026-11-22T12:00:00Z')
    expect(isDueForRenewal({ updatedAt: new Date(now - 23 * 3600_000) }, now)).toBe(false)
    expect(isDueForRenewal({ updatedAt: new Date(now - 24 * 3600_000) }, now)).toBe(true)
  })
})
